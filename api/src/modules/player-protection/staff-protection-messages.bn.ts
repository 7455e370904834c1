import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** Bangla of the staff answers of player protection (domain/staff-protection.ts). */
export const staffProtectionBangla: BanglaMessages = {
  'Player not found.': 'খেলোয়াড় পাওয়া যায়নি।',
  'Give a reason of 3 to 500 characters.': '৩ থেকে ৫০০ অক্ষরের মধ্যে একটি কারণ লিখুন।',
  'Choose a limit kind: deposit, wager or loss.': 'সীমার ধরন বেছে নিন: ডিপোজিট, বাজি বা লোকসান।',
  'Choose a period: day, week or month.': 'একটি সময়সীমা বেছে নিন: দিন, সপ্তাহ বা মাস।',
  'Enter the new limit as an amount above zero with up to two decimals.':
    'নতুন সীমা শূন্যের বেশি একটি পরিমাণ হিসেবে লিখুন (দশমিকের পর সর্বোচ্চ দুই ঘর)।',
  'Staff can only make a limit stricter: enter an amount below the limit in force of {{limit}}.':
    'স্টাফ কেবল সীমা আরও কঠোর করতে পারেন: বর্তমান সীমা {{limit}}-এর চেয়ে কম একটি পরিমাণ লিখুন।',
  "The player's new limit applies now.": 'খেলোয়াড়ের নতুন সীমা এখনই কার্যকর হয়েছে।',
  'Choose a time-out or a self-exclusion.': 'একটি টাইম-আউট বা সেলফ-এক্সক্লুশন বেছে নিন।',
  'Choose a time-out from 1 day (24 hours) to 42 days (6 weeks).': '১ দিন (২৪ ঘণ্টা) থেকে ৪২ দিন (৬ সপ্তাহ) পর্যন্ত একটি টাইম-আউট বেছে নিন।',
  'Choose a self-exclusion from 6 months to 60 months (5 years).': '৬ মাস থেকে ৬০ মাস (৫ বছর) পর্যন্ত একটি সেলফ-এক্সক্লুশন বেছে নিন।',
  'The player is already excluded until {{time}} (Dhaka time). An exclusion can only be extended, never shortened.':
    'খেলোয়াড় ইতিমধ্যেই {{time}} (ঢাকা সময়) পর্যন্ত বিরত আছেন। বিরতি কেবল বাড়ানো যায়, কখনো কমানো যায় না।',
  "The player's exclusion has started and runs until {{time}} (Dhaka time). Their sessions have ended.":
    'খেলোয়াড়ের বিরতি শুরু হয়েছে এবং {{time}} (ঢাকা সময়) পর্যন্ত চলবে। তাঁর সব সেশন শেষ করা হয়েছে।',
  "The player's exclusion now runs until {{time}} (Dhaka time). Their sessions have ended.":
    'খেলোয়াড়ের বিরতি এখন {{time}} (ঢাকা সময়) পর্যন্ত চলবে। তাঁর সব সেশন শেষ করা হয়েছে।',
  // rules as configuration (issue 16): the configured lengths, and the rules page's answers
  'Choose a time-out from {{min}} to {{max}} days.': '{{min}} থেকে {{max}} দিনের মধ্যে একটি টাইম-আউট বেছে নিন।',
  'Choose a self-exclusion from {{min}} to {{max}} months.': '{{min}} থেকে {{max}} মাসের মধ্যে একটি সেলফ-এক্সক্লুশন বেছে নিন।',
  'The cooling-off for a limit increase must be a whole number of hours from 24 to 168.':
    'সীমা বাড়ানোর কুলিং-অফ ২৪ থেকে ১৬৮ ঘণ্টার মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'The cooling-off to end a self-exclusion must be a whole number of hours from 24 to 168.':
    'সেলফ-এক্সক্লুশন শেষ করার কুলিং-অফ ২৪ থেকে ১৬৮ ঘণ্টার মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'Time-outs must be whole days from 1 to 365, the shortest no longer than the longest.':
    'টাইম-আউট ১ থেকে ৩৬৫ পূর্ণ দিনের হতে হবে, সবচেয়ে ছোটটি সবচেয়ে বড়টির চেয়ে বেশি নয়।',
  'Self-exclusions must be whole months from 6 to 120, the shortest no longer than the longest.':
    'সেলফ-এক্সক্লুশন ৬ থেকে ১২০ পূর্ণ মাসের হতে হবে, সবচেয়ে ছোটটি সবচেয়ে বড়টির চেয়ে বেশি নয়।',
  'Offer 1 to 8 different reality-check intervals, each a whole number of minutes from 5 to 240.':
    '১ থেকে ৮টি ভিন্ন রিয়েলিটি চেকের ব্যবধান দিন, প্রতিটি ৫ থেকে ২৪০ মিনিটের একটি পূর্ণ সংখ্যা।',
  'The default reality-check interval must be one of the intervals offered.': 'ডিফল্ট রিয়েলিটি চেকের ব্যবধান দেওয়া ব্যবধানগুলোর একটি হতে হবে।',
  'Session time limits must be whole hours from 1 to 24, the shortest no longer than the longest.':
    'সেশন সময়সীমা ১ থেকে ২৪ পূর্ণ ঘণ্টার হতে হবে, সবচেয়ে ছোটটি সবচেয়ে বড়টির চেয়ে বেশি নয়।',
  'The minimum age must be a whole number of years from 18 to 25.': 'ন্যূনতম বয়স ১৮ থেকে ২৫ বছরের মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'The longest statement must be a whole number of days from 366 to 1096.':
    'সবচেয়ে দীর্ঘ স্টেটমেন্ট ৩৬৬ থেকে ১০৯৬ দিনের মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'Player protection rules saved.': 'খেলোয়াড় সুরক্ষার নিয়ম সংরক্ষিত হয়েছে।',
};
