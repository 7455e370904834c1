import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** Bangla of the VIP module's answers. */
export const vipBangla: BanglaMessages = {
  'Minimum VP Required: 10': 'ন্যূনতম প্রয়োজনীয় ভিপি: ১০',
  'Not enough points. Points must follow minimum VP required to convert.':
    'যথেষ্ট পয়েন্ট নেই। রূপান্তর করতে পয়েন্ট অবশ্যই ন্যূনতম প্রয়োজনীয় ভিপি অনুযায়ী হতে হবে।',
  'An error occurred while converting coins': 'কয়েন রূপান্তর করার সময় একটি ত্রুটি ঘটেছে',
  'VIP points converted successfully.': 'ভিআইপি পয়েন্ট সফলভাবে রূপান্তরিত হয়েছে।',
  'You can only convert your own VIP points.': 'আপনি শুধু নিজের ভিআইপি পয়েন্টই রূপান্তর করতে পারবেন।',
  'vip_coin must be a whole number of VP': 'vip_coin অবশ্যই ভিপির একটি পূর্ণ সংখ্যা হতে হবে',
  // the same text and Bangla as the exchange's (the catalogue refuses two Banglas for one text)
  'idempotency_key must be 8 to 100 letters, digits, _ or -': 'idempotency_key ৮ থেকে ১০০টি অক্ষর, অঙ্ক, _ বা - হতে হবে',
  'conversion_rate must be an amount from 0.01 to 99.99 with up to two decimals':
    'conversion_rate অবশ্যই ০.০১ থেকে ৯৯.৯৯ এর মধ্যে সর্বোচ্চ দুই দশমিক ঘরের পরিমাণ হতে হবে',
  'weekly_cashback_percent must be a percent from 0 to 20 with up to two decimals':
    'weekly_cashback_percent অবশ্যই ০ থেকে ২০ এর মধ্যে সর্বোচ্চ দুই দশমিক ঘরের শতাংশ হতে হবে',
  'Give conversion_rate or weekly_cashback_percent.': 'conversion_rate বা weekly_cashback_percent দিন।',
  'No such VIP level.': 'এমন কোনো ভিআইপি লেভেল নেই।',
};
