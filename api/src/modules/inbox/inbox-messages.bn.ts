import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** Bangla of the inbox's answers (domain/inbox-messages.ts, domain/broadcast-rules.ts). */
export const inboxBangla: BanglaMessages = {
  'Message not found.': 'বার্তাটি পাওয়া যায়নি।',
  'Marked as read.': 'পড়া হয়েছে বলে চিহ্নিত করা হয়েছে।',
  'Message deleted.': 'বার্তাটি মুছে ফেলা হয়েছে।',
  'The page must be a whole number from 1.': 'পৃষ্ঠা ১ বা তার বেশি একটি পূর্ণ সংখ্যা হতে হবে।',
  'Write a title of 1 to 120 characters in English and in Bangla.': 'ইংরেজি ও বাংলায় ১ থেকে ১২০ অক্ষরের একটি শিরোনাম লিখুন।',
  'Write a message of 1 to 5000 characters in English and in Bangla.': 'ইংরেজি ও বাংলায় ১ থেকে ৫০০০ অক্ষরের একটি বার্তা লিখুন।',
  'Choose who receives it: all players, a segment or one player.': 'কে পাবে বেছে নিন: সব খেলোয়াড়, একটি অংশ বা একজন খেলোয়াড়।',
  'Name the player who receives it.': 'যে খেলোয়াড় পাবেন তার ইউজারনেম লিখুন।',
  'Give registration days as YYYY-MM-DD, the first not after the last.': 'নিবন্ধনের দিন YYYY-MM-DD আকারে দিন, প্রথম দিনটি শেষ দিনের পরে নয়।',
  'Active in the last N days takes a whole number from 1 to 365.': 'গত N দিনে সক্রিয়: ১ থেকে ৩৬৫ এর মধ্যে একটি পূর্ণ সংখ্যা দিন।',
  'Choose a sending time that is now or later (within a year).': 'পাঠানোর সময় এখন বা পরে (এক বছরের মধ্যে) বেছে নিন।',
  'Choose VIP levels from the list: one of the levels given does not exist.': 'তালিকা থেকে VIP লেভেল বেছে নিন: দেওয়া লেভেলগুলোর একটি নেই।',
  'No player has that username.': 'এই ইউজারনেমের কোনো খেলোয়াড় নেই।',
  'The broadcast is scheduled.': 'বার্তাটি পাঠানোর সময় নির্ধারিত হয়েছে।',
};
