import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** Bangla of the referral module's answers. */
export const referralBangla: BanglaMessages = {
  'You need at least 10 to claim all.': 'সব ক্লেইম করতে আপনার কমপক্ষে ১০ প্রয়োজন।',
  'Failed to claim bonus. Please try again.': 'বোনাস ক্লেইম করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'Cash rewards claimed successfully.': 'ক্যাশ রিওয়ার্ড সফলভাবে ক্লেইম করা হয়েছে।',
  'origin must be the site address, like https://example.com': 'origin অবশ্যই সাইটের ঠিকানা হতে হবে, যেমন https://example.com',
};
