import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** Bangla of the review queue's answers (domain/harm-review.ts). */
export const harmReviewBangla: BanglaMessages = {
  'Choose what to record: a note, a message or a call.': 'কী লিখে রাখবেন বেছে নিন: একটি নোট, একটি বার্তা বা একটি কল।',
  'Write 3 to 1000 characters.': '৩ থেকে ১০০০ অক্ষরের মধ্যে লিখুন।',
  'Choose a day as YYYY-MM-DD.': 'YYYY-MM-DD আকারে একটি দিন বেছে নিন।',
  'Recorded in the player’s responsible gaming history.': 'খেলোয়াড়ের দায়িত্বশীল গেমিং ইতিহাসে লিখে রাখা হয়েছে।',
};
