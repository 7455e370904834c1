import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** Bangla of the VIP module's answers. */
export const vipBangla: BanglaMessages = {
  'Minimum VP Required: 10': 'ন্যূনতম প্রয়োজনীয় ভিপি: ১০',
  'Minimum VP Required: {{minimum}}': 'ন্যূনতম প্রয়োজনীয় ভিপি: {{minimum}}',
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
  'Give conversion_rate, weekly_cashback_percent, threshold_points, a name or a withdrawal limit.':
    'conversion_rate, weekly_cashback_percent, threshold_points, একটি নাম বা একটি উত্তোলন সীমা দিন।',
  'name_en must be 1 to 40 characters': 'name_en অবশ্যই ১ থেকে ৪০ অক্ষরের হতে হবে',
  'name_bn must be 1 to 40 characters': 'name_bn অবশ্যই ১ থেকে ৪০ অক্ষরের হতে হবে',
  'withdrawal_daily_limit must be an amount from 1.00 to 10000000.00 with up to two decimals':
    'withdrawal_daily_limit অবশ্যই ১.০০ থেকে ১০০০০০০০.০০ এর মধ্যে সর্বোচ্চ দুই দশমিক ঘরের পরিমাণ হতে হবে',
  'withdrawal_daily_count must be a whole number from 1 to 100': 'withdrawal_daily_count অবশ্যই ১ থেকে ১০০ এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে',
  'Another level already has this name.': 'অন্য একটি লেভেলের এই নামটি আছে।',
  'Your VIP level allows {{count}} withdrawals a day (Dhaka time). Please try again tomorrow.':
    'আপনার ভিআইপি লেভেলে দিনে {{count}}টি উত্তোলন করা যায় (ঢাকার সময়)। অনুগ্রহ করে আগামীকাল আবার চেষ্টা করুন।',
  'Your VIP level allows withdrawals of up to {{limit}} a day (Dhaka time); {{left}} is left today.':
    'আপনার ভিআইপি লেভেলে দিনে সর্বোচ্চ {{limit}} উত্তোলন করা যায় (ঢাকার সময়); আজ {{left}} বাকি আছে।',
  'threshold_points must be a whole number of VP from 0 to 1000000000':
    'threshold_points অবশ্যই ০ থেকে ১০০০০০০০০০ এর মধ্যে ভিপির একটি পূর্ণ সংখ্যা হতে হবে',
  'The lowest level must start at 0 VP.': 'সর্বনিম্ন লেভেল অবশ্যই ০ ভিপি থেকে শুরু হতে হবে।',
  'Each level’s threshold must be above the threshold of the level below it.':
    'প্রতিটি লেভেলের সীমা তার নিচের লেভেলের সীমার চেয়ে বেশি হতে হবে।',
  'min_convert_points must be a whole number of VP from 1 to 100000':
    'min_convert_points অবশ্যই ১ থেকে ১০০০০০ এর মধ্যে ভিপির একটি পূর্ণ সংখ্যা হতে হবে',
  'from and to must be dates written YYYY-MM-DD': 'from এবং to অবশ্যই YYYY-MM-DD আকারে লেখা তারিখ হতে হবে',
  'by must be day or week': 'by অবশ্যই day বা week হতে হবে',
  'to must not be before from, and the report spans at most 92 days':
    'to অবশ্যই from-এর আগে হতে পারবে না, এবং রিপোর্ট সর্বোচ্চ ৯২ দিনের হতে পারে',
  'No such VIP player.': 'এমন কোনো ভিআইপি খেলোয়াড় নেই।',
  'No such VIP level.': 'এমন কোনো ভিআইপি লেভেল নেই।',
};
