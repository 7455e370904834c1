import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** Bangla of the referral module's answers. */
export const referralBangla: BanglaMessages = {
  'You need at least 10 to claim all.': 'সব ক্লেইম করতে আপনার কমপক্ষে ১০ প্রয়োজন।',
  'You need at least {{minimum}} to claim all.': 'সব ক্লেইম করতে আপনার কমপক্ষে {{minimum}} প্রয়োজন।',
  'Failed to claim bonus. Please try again.': 'বোনাস ক্লেইম করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'Cash rewards claimed successfully.': 'ক্যাশ রিওয়ার্ড সফলভাবে ক্লেইম করা হয়েছে।',
  'No held referral for this player.': 'এই খেলোয়াড়ের কোনো আটকে রাখা রেফারেল নেই।',
  'The held rewards could not be paid; nothing changed.': 'আটকে রাখা রিওয়ার্ড পরিশোধ করা যায়নি; কিছুই বদলায়নি।',
  'min_turnover must be an amount with up to two decimals': 'min_turnover অবশ্যই সর্বোচ্চ দুই দশমিক ঘরের একটি পরিমাণ হতে হবে',
  'rate_percent must be a percent from 0 to 10 with up to two decimals':
    'rate_percent অবশ্যই ০ থেকে ১০ এর মধ্যে সর্বোচ্চ দুই দশমিক ঘরের শতাংশ হতে হবে',
  'tiers must be 1 to 10 tiers': 'tiers অবশ্যই ১ থেকে ১০টি স্তর হতে হবে',
  'daily_cap must be an amount above 0 with up to two decimals': 'daily_cap অবশ্যই ০ এর বেশি এবং সর্বোচ্চ দুই দশমিক ঘরের পরিমাণ হতে হবে',
  'min_claim must be an amount from 1.00 to 100000.00 with up to two decimals':
    'min_claim অবশ্যই ১.০০ থেকে ১০০০০০.০০ এর মধ্যে সর্বোচ্চ দুই দশমিক ঘরের পরিমাণ হতে হবে',
  'ip_cluster_size must be a whole number from 2 to 100': 'ip_cluster_size অবশ্যই ২ থেকে ১০০ এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে',
  'The first tier must start at 0.00 and tiers must rise.': 'প্রথম স্তর অবশ্যই ০.০০ থেকে শুরু হতে হবে এবং স্তরগুলো ক্রমশ বাড়তে হবে।',
  'origin must be the site address, like https://example.com': 'origin অবশ্যই সাইটের ঠিকানা হতে হবে, যেমন https://example.com',
  'page must be a whole number from 1 to 100000': 'page ১ থেকে ১০০০০০-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে',
  'per_page must be a whole number from 1 to 100': 'per_page ১ থেকে ১০০-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে',
  'reward_id must be written referral-YYYY-MM-DD-<player id>': 'reward_id অবশ্যই referral-YYYY-MM-DD-<খেলোয়াড় আইডি> আকারে লিখতে হবে',
  'referrer_id must be a player id': 'referrer_id অবশ্যই একটি খেলোয়াড় আইডি হতে হবে',
  'day must be a date written YYYY-MM-DD': 'day অবশ্যই YYYY-MM-DD আকারে লেখা একটি তারিখ হতে হবে',
  'Give reward_id, or referrer_id and day.': 'reward_id, অথবা referrer_id এবং day দিন।',
  'No such referral member.': 'এমন কোনো রেফারেল সদস্য নেই।',
  'No referral reward for this referrer and day.': 'এই রেফারার ও দিনের জন্য কোনো রেফারেল রিওয়ার্ড নেই।',
  'level2_percent and level3_percent must be a percent from 0 to 10 with up to two decimals':
    'level2_percent ও level3_percent অবশ্যই ০ থেকে ১০ এর মধ্যে সর্বোচ্চ দুই দশমিক ঘরের শতাংশ হতে হবে',
  'enabled and day_enabled must be true or false': 'enabled ও day_enabled অবশ্যই true অথবা false হতে হবে',
  'cap must be an amount above 0 with up to two decimals': 'cap অবশ্যই ০ এর বেশি এবং সর্বোচ্চ দুই দশমিক ঘরের পরিমাণ হতে হবে',
  'weekly and monthly must each be { enabled, cap, tiers }': 'weekly ও monthly প্রত্যেকটি অবশ্যই { enabled, cap, tiers } হতে হবে',
  'kind must be agent or affiliate': 'kind অবশ্যই agent অথবা affiliate হতে হবে',
  'name must be 1 to 80 characters': 'name অবশ্যই ১ থেকে ৮০ অক্ষরের হতে হবে',
  'code must be 3 to 32 letters, digits, - or _': 'code অবশ্যই ৩ থেকে ৩২টি অক্ষর, সংখ্যা, - অথবা _ হতে হবে',
  'status must be active or suspended': 'status অবশ্যই active অথবা suspended হতে হবে',
  'basis must be ngr or turnover': 'basis অবশ্যই ngr অথবা turnover হতে হবে',
  'share_percent must be a percent from 0 to 50 with up to two decimals':
    'share_percent অবশ্যই ০ থেকে ৫০ এর মধ্যে সর্বোচ্চ দুই দশমিক ঘরের শতাংশ হতে হবে',
  'period must be week or month': 'period অবশ্যই week অথবা month হতে হবে',
  'player_id must be a player id or null': 'player_id অবশ্যই একটি খেলোয়াড় আইডি অথবা null হতে হবে',
  'period_start must be the first day of a week (a Monday) or month, YYYY-MM-DD':
    'period_start অবশ্যই সপ্তাহের (সোমবার) বা মাসের প্রথম দিন হতে হবে, YYYY-MM-DD',
  'This code is taken by another agent or affiliate.': 'এই কোডটি অন্য একজন এজেন্ট বা অ্যাফিলিয়েট ব্যবহার করছেন।',
  'No player with this id has signed up.': 'এই আইডির কোনো খেলোয়াড় নিবন্ধন করেননি।',
  'No such agent or affiliate.': 'এমন কোনো এজেন্ট বা অ্যাফিলিয়েট নেই।',
  'kind must be day, week or month': 'kind অবশ্যই day, week অথবা month হতে হবে',
  'period must name a period of that kind: a day or a Monday YYYY-MM-DD, or a month YYYY-MM':
    'period অবশ্যই সেই ধরনের একটি মেয়াদ হতে হবে: একটি দিন বা সোমবার YYYY-MM-DD, অথবা একটি মাস YYYY-MM',
  'That period has not ended yet in Dhaka.': 'ঢাকায় এই মেয়াদ এখনও শেষ হয়নি।',
};
