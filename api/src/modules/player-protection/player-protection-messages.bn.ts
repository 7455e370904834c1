import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** Bangla of the player protection module's answers (deposit limits and the refusals over them). */
export const playerProtectionBangla: BanglaMessages = {
  'Choose a period: day, week or month.': 'একটি সময়সীমা বেছে নিন: দিন, সপ্তাহ বা মাস।',
  'Enter the limit as an amount above zero with up to two decimals, or leave it empty for no limit.':
    'শূন্যের বেশি একটি পরিমাণ লিখুন (দশমিকের পর সর্বোচ্চ দুই ঘর), অথবা কোনো সীমা না চাইলে খালি রাখুন।',
  'Your new limit applies now.': 'আপনার নতুন সীমা এখনই কার্যকর হয়েছে।',
  'Your limit will change only after a 24-hour cooling-off, and then only when you confirm it.':
    'আপনার সীমা কেবল ২৪ ঘণ্টার কুলিং-অফের পরে বদলাবে, এবং তখনও কেবল আপনি নিশ্চিত করলে।',
  'Your pending change was cancelled; your limit stays as it is.': 'আপনার অপেক্ষমাণ পরিবর্তন বাতিল হয়েছে; আপনার সীমা আগের মতোই থাকছে।',
  'That is already your limit.': 'এটি ইতিমধ্যেই আপনার সীমা।',
  'You have no pending change to confirm.': 'নিশ্চিত করার মতো কোনো অপেক্ষমাণ পরিবর্তন নেই।',
  'You can confirm this change from {{time}} (Dhaka time).': 'আপনি এই পরিবর্তনটি {{time}} (ঢাকা সময়) থেকে নিশ্চিত করতে পারবেন।',
  'Your limit has changed.': 'আপনার সীমা বদলেছে।',
  'This deposit is over your 24-hour deposit limit of {{limit}}. You can deposit {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).':
    'এই ডিপোজিট আপনার ২৪ ঘণ্টার ডিপোজিট সীমা {{limit}} ছাড়িয়ে যায়। এখন আপনি আর {{remaining}} জমা দিতে পারবেন; এই পরিমাণ আবার {{time}} (ঢাকা সময়) থেকে জমা দেওয়া যাবে।',
  'This deposit is larger than your 24-hour deposit limit of {{limit}}.': 'এই ডিপোজিট আপনার ২৪ ঘণ্টার ডিপোজিট সীমা {{limit}}-এর চেয়ে বড়।',
  'This deposit is over your 7-day deposit limit of {{limit}}. You can deposit {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).':
    'এই ডিপোজিট আপনার ৭ দিনের ডিপোজিট সীমা {{limit}} ছাড়িয়ে যায়। এখন আপনি আর {{remaining}} জমা দিতে পারবেন; এই পরিমাণ আবার {{time}} (ঢাকা সময়) থেকে জমা দেওয়া যাবে।',
  'This deposit is larger than your 7-day deposit limit of {{limit}}.': 'এই ডিপোজিট আপনার ৭ দিনের ডিপোজিট সীমা {{limit}}-এর চেয়ে বড়।',
  'This deposit is over your 30-day deposit limit of {{limit}}. You can deposit {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).':
    'এই ডিপোজিট আপনার ৩০ দিনের ডিপোজিট সীমা {{limit}} ছাড়িয়ে যায়। এখন আপনি আর {{remaining}} জমা দিতে পারবেন; এই পরিমাণ আবার {{time}} (ঢাকা সময়) থেকে জমা দেওয়া যাবে।',
  'This deposit is larger than your 30-day deposit limit of {{limit}}.': 'এই ডিপোজিট আপনার ৩০ দিনের ডিপোজিট সীমা {{limit}}-এর চেয়ে বড়।',
  'This bet is over your 24-hour wager limit of {{limit}}. You can bet {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).':
    'এই বাজি আপনার ২৪ ঘণ্টার বাজি সীমা {{limit}} ছাড়িয়ে যায়। এখন আপনি আর {{remaining}} বাজি ধরতে পারবেন; এই পরিমাণ আবার {{time}} (ঢাকা সময়) থেকে ধরা যাবে।',
  'This bet is larger than your 24-hour wager limit of {{limit}}.': 'এই বাজি আপনার ২৪ ঘণ্টার বাজি সীমা {{limit}}-এর চেয়ে বড়।',
  'This bet is over your 7-day wager limit of {{limit}}. You can bet {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).':
    'এই বাজি আপনার ৭ দিনের বাজি সীমা {{limit}} ছাড়িয়ে যায়। এখন আপনি আর {{remaining}} বাজি ধরতে পারবেন; এই পরিমাণ আবার {{time}} (ঢাকা সময়) থেকে ধরা যাবে।',
  'This bet is larger than your 7-day wager limit of {{limit}}.': 'এই বাজি আপনার ৭ দিনের বাজি সীমা {{limit}}-এর চেয়ে বড়।',
  'This bet is over your 30-day wager limit of {{limit}}. You can bet {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).':
    'এই বাজি আপনার ৩০ দিনের বাজি সীমা {{limit}} ছাড়িয়ে যায়। এখন আপনি আর {{remaining}} বাজি ধরতে পারবেন; এই পরিমাণ আবার {{time}} (ঢাকা সময়) থেকে ধরা যাবে।',
  'This bet is larger than your 30-day wager limit of {{limit}}.': 'এই বাজি আপনার ৩০ দিনের বাজি সীমা {{limit}}-এর চেয়ে বড়।',
  'This bet could take you over your 24-hour loss limit of {{limit}}. You can bet {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).':
    'এই বাজি আপনাকে আপনার ২৪ ঘণ্টার লোকসান সীমা {{limit}} ছাড়িয়ে নিতে পারে। এখন আপনি আর {{remaining}} বাজি ধরতে পারবেন; এই পরিমাণ আবার {{time}} (ঢাকা সময়) থেকে ধরা যাবে।',
  'This bet is larger than your 24-hour loss limit of {{limit}}.': 'এই বাজি আপনার ২৪ ঘণ্টার লোকসান সীমা {{limit}}-এর চেয়ে বড়।',
  'This bet could take you over your 7-day loss limit of {{limit}}. You can bet {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).':
    'এই বাজি আপনাকে আপনার ৭ দিনের লোকসান সীমা {{limit}} ছাড়িয়ে নিতে পারে। এখন আপনি আর {{remaining}} বাজি ধরতে পারবেন; এই পরিমাণ আবার {{time}} (ঢাকা সময়) থেকে ধরা যাবে।',
  'This bet is larger than your 7-day loss limit of {{limit}}.': 'এই বাজি আপনার ৭ দিনের লোকসান সীমা {{limit}}-এর চেয়ে বড়।',
  'This bet could take you over your 30-day loss limit of {{limit}}. You can bet {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).':
    'এই বাজি আপনাকে আপনার ৩০ দিনের লোকসান সীমা {{limit}} ছাড়িয়ে নিতে পারে। এখন আপনি আর {{remaining}} বাজি ধরতে পারবেন; এই পরিমাণ আবার {{time}} (ঢাকা সময়) থেকে ধরা যাবে।',
  'This bet is larger than your 30-day loss limit of {{limit}}.': 'এই বাজি আপনার ৩০ দিনের লোকসান সীমা {{limit}}-এর চেয়ে বড়।',
  "This order's liability is over your 24-hour wager limit of {{limit}}. You can risk {{remaining}} more now; this liability fits again from {{time}} (Dhaka time).":
    'এই অর্ডারের দায় আপনার ২৪ ঘণ্টার বাজি সীমা {{limit}} ছাড়িয়ে যায়। এখন আপনি আর {{remaining}} ঝুঁকি নিতে পারবেন; এই দায় আবার {{time}} (ঢাকা সময়) থেকে নেওয়া যাবে।',
  "This order's liability is larger than your 24-hour wager limit of {{limit}}.":
    'এই অর্ডারের দায় আপনার ২৪ ঘণ্টার বাজি সীমা {{limit}}-এর চেয়ে বড়।',
  "This order's liability could take you over your 24-hour loss limit of {{limit}}. You can risk {{remaining}} more now; this liability fits again from {{time}} (Dhaka time).":
    'এই অর্ডারের দায় আপনাকে আপনার ২৪ ঘণ্টার লোকসান সীমা {{limit}} ছাড়িয়ে নিতে পারে। এখন আপনি আর {{remaining}} ঝুঁকি নিতে পারবেন; এই দায় আবার {{time}} (ঢাকা সময়) থেকে নেওয়া যাবে।',
  "This order's liability is larger than your 24-hour loss limit of {{limit}}.":
    'এই অর্ডারের দায় আপনার ২৪ ঘণ্টার লোকসান সীমা {{limit}}-এর চেয়ে বড়।',
  "This order's liability is over your 7-day wager limit of {{limit}}. You can risk {{remaining}} more now; this liability fits again from {{time}} (Dhaka time).":
    'এই অর্ডারের দায় আপনার ৭ দিনের বাজি সীমা {{limit}} ছাড়িয়ে যায়। এখন আপনি আর {{remaining}} ঝুঁকি নিতে পারবেন; এই দায় আবার {{time}} (ঢাকা সময়) থেকে নেওয়া যাবে।',
  "This order's liability is larger than your 7-day wager limit of {{limit}}.":
    'এই অর্ডারের দায় আপনার ৭ দিনের বাজি সীমা {{limit}}-এর চেয়ে বড়।',
  "This order's liability could take you over your 7-day loss limit of {{limit}}. You can risk {{remaining}} more now; this liability fits again from {{time}} (Dhaka time).":
    'এই অর্ডারের দায় আপনাকে আপনার ৭ দিনের লোকসান সীমা {{limit}} ছাড়িয়ে নিতে পারে। এখন আপনি আর {{remaining}} ঝুঁকি নিতে পারবেন; এই দায় আবার {{time}} (ঢাকা সময়) থেকে নেওয়া যাবে।',
  "This order's liability is larger than your 7-day loss limit of {{limit}}.":
    'এই অর্ডারের দায় আপনার ৭ দিনের লোকসান সীমা {{limit}}-এর চেয়ে বড়।',
  "This order's liability is over your 30-day wager limit of {{limit}}. You can risk {{remaining}} more now; this liability fits again from {{time}} (Dhaka time).":
    'এই অর্ডারের দায় আপনার ৩০ দিনের বাজি সীমা {{limit}} ছাড়িয়ে যায়। এখন আপনি আর {{remaining}} ঝুঁকি নিতে পারবেন; এই দায় আবার {{time}} (ঢাকা সময়) থেকে নেওয়া যাবে।',
  "This order's liability is larger than your 30-day wager limit of {{limit}}.":
    'এই অর্ডারের দায় আপনার ৩০ দিনের বাজি সীমা {{limit}}-এর চেয়ে বড়।',
  "This order's liability could take you over your 30-day loss limit of {{limit}}. You can risk {{remaining}} more now; this liability fits again from {{time}} (Dhaka time).":
    'এই অর্ডারের দায় আপনাকে আপনার ৩০ দিনের লোকসান সীমা {{limit}} ছাড়িয়ে নিতে পারে। এখন আপনি আর {{remaining}} ঝুঁকি নিতে পারবেন; এই দায় আবার {{time}} (ঢাকা সময়) থেকে নেওয়া যাবে।',
  "This order's liability is larger than your 30-day loss limit of {{limit}}.":
    'এই অর্ডারের দায় আপনার ৩০ দিনের লোকসান সীমা {{limit}}-এর চেয়ে বড়।',
  'Choose a time-out or a self-exclusion.': 'একটি টাইম-আউট বা সেলফ-এক্সক্লুশন বেছে নিন।',
  'Choose a time-out from 1 day (24 hours) to 42 days (6 weeks).': '১ দিন (২৪ ঘণ্টা) থেকে ৪২ দিন (৬ সপ্তাহ) পর্যন্ত একটি টাইম-আউট বেছে নিন।',
  'Choose a self-exclusion from 6 months to 60 months (5 years).': '৬ মাস থেকে ৬০ মাস (৫ বছর) পর্যন্ত একটি সেলফ-এক্সক্লুশন বেছে নিন।',
  'Confirm that you understand this cannot be undone or shortened.': 'নিশ্চিত করুন যে আপনি বুঝেছেন এটি বাতিল বা কমানো যাবে না।',
  'You are already excluded until {{time}} (Dhaka time). An exclusion can only be extended, never shortened.':
    'আপনি ইতিমধ্যেই {{time}} (ঢাকা সময়) পর্যন্ত বিরত আছেন। বিরতি কেবল বাড়ানো যায়, কখনো কমানো যায় না।',
  'Your exclusion has started and runs until {{time}} (Dhaka time). You have been logged out everywhere.':
    'আপনার বিরতি শুরু হয়েছে এবং {{time}} (ঢাকা সময়) পর্যন্ত চলবে। সব জায়গা থেকে আপনাকে লগ আউট করা হয়েছে।',
  'Your exclusion now runs until {{time}} (Dhaka time). You have been logged out everywhere.':
    'আপনার বিরতি এখন {{time}} (ঢাকা সময়) পর্যন্ত চলবে। সব জায়গা থেকে আপনাকে লগ আউট করা হয়েছে।',
  'You have no exclusion to end.': 'শেষ করার মতো কোনো বিরতি আপনার নেই।',
  'A time-out cannot be ended early; yours ends by itself at {{time}} (Dhaka time).':
    'টাইম-আউট আগে শেষ করা যায় না; আপনারটি {{time}} (ঢাকা সময়) নিজে থেকেই শেষ হবে।',
  'Your self-exclusion runs until {{time}} (Dhaka time) and cannot be ended before then.':
    'আপনার সেলফ-এক্সক্লুশন {{time}} (ঢাকা সময়) পর্যন্ত চলবে এবং তার আগে শেষ করা যাবে না।',
  'You asked to end your self-exclusion. After a 24-hour cooling-off, from {{time}} (Dhaka time), come back and confirm to end it.':
    'আপনি আপনার সেলফ-এক্সক্লুশন শেষ করতে চেয়েছেন। ২৪ ঘণ্টার কুলিং-অফের পরে, {{time}} (ঢাকা সময়) থেকে, ফিরে এসে নিশ্চিত করলে এটি শেষ হবে।',
  'You can end your self-exclusion from {{time}} (Dhaka time).': 'আপনি {{time}} (ঢাকা সময়) থেকে আপনার সেলফ-এক্সক্লুশন শেষ করতে পারবেন।',
  'Your self-exclusion has ended.': 'আপনার সেলফ-এক্সক্লুশন শেষ হয়েছে।',
  'You are on a time-out until {{time}} (Dhaka time): deposits and bets are closed until then. You can still withdraw and read your messages.':
    'আপনি {{time}} (ঢাকা সময়) পর্যন্ত টাইম-আউটে আছেন: ততক্ষণ ডিপোজিট ও বাজি বন্ধ। আপনি এখনও টাকা তুলতে ও আপনার বার্তা পড়তে পারবেন।',
  'You are self-excluded until {{time}} (Dhaka time): deposits and bets are closed until then. You can still withdraw and read your messages.':
    'আপনি {{time}} (ঢাকা সময়) পর্যন্ত সেলফ-এক্সক্লুশনে আছেন: ততক্ষণ ডিপোজিট ও বাজি বন্ধ। আপনি এখনও টাকা তুলতে ও আপনার বার্তা পড়তে পারবেন।',
  'Your self-exclusion period is over, but deposits and bets stay closed until you end it on the Responsible Gaming page. You can still withdraw and read your messages.':
    'আপনার সেলফ-এক্সক্লুশনের সময় শেষ, কিন্তু দায়িত্বশীল খেলা পাতায় আপনি এটি শেষ না করা পর্যন্ত ডিপোজিট ও বাজি বন্ধ থাকবে। আপনি এখনও টাকা তুলতে ও আপনার বার্তা পড়তে পারবেন।',
  'An account cannot be opened with this phone number or e-mail address now. Please contact support.':
    'এই ফোন নম্বর বা ই-মেইল ঠিকানা দিয়ে এখন অ্যাকাউন্ট খোলা যাবে না। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
  // reality checks and the session time limit
  'Choose a reality check every 15, 30, 45, 60, 90 or 120 minutes.': 'প্রতি ১৫, ৩০, ৪৫, ৬০, ৯০ বা ১২০ মিনিট পরপর রিয়েলিটি চেক বেছে নিন।',
  'Choose a session time limit from 1 to 12 hours, or none.': '১ থেকে ১২ ঘণ্টার মধ্যে একটি সেশন সময়সীমা বেছে নিন, অথবা কোনোটিই নয়।',
  'Choose how often to see a reality check, or a session time limit.': 'কত পরপর রিয়েলিটি চেক দেখবেন, অথবা একটি সেশন সময়সীমা বেছে নিন।',
  'Your session settings are saved.': 'আপনার সেশন সেটিংস সংরক্ষিত হয়েছে।',
  'Choose continue, see history or log out.': 'চালিয়ে যান, ইতিহাস দেখুন অথবা লগ আউট বেছে নিন।',
  'No reality check is due now.': 'এখন কোনো রিয়েলিটি চেক বাকি নেই।',
  'Your next reality check is at {{time}} (Dhaka time).': 'আপনার পরবর্তী রিয়েলিটি চেক {{time}} (ঢাকা সময়)-এ।',
  'You have been logged out.': 'আপনি লগ আউট হয়েছেন।',
  'Your session time limit has been reached and you have been logged out. You can log in again to withdraw or read your messages, or to start a new session.':
    'আপনার সেশনের সময়সীমা পূর্ণ হয়েছে এবং আপনি লগ আউট হয়েছেন। টাকা তুলতে বা বার্তা পড়তে, অথবা নতুন সেশন শুরু করতে আবার লগ ইন করতে পারেন।',
  'Your session time limit has been reached. Log in again to play.': 'আপনার সেশনের সময়সীমা পূর্ণ হয়েছে। খেলতে আবার লগ ইন করুন।',
  // The account statement download (domain/statement-file.ts)
  'Please choose the dates as YYYY-MM-DD.': 'অনুগ্রহ করে তারিখগুলো YYYY-MM-DD আকারে দিন।',
  'The start date must be on or before the end date.': 'শুরুর তারিখ শেষের তারিখের আগে বা একই দিনে হতে হবে।',
  'The end date cannot be after today.': 'শেষের তারিখ আজকের পরে হতে পারবে না।',
  'Please choose a period of at most one year.': 'অনুগ্রহ করে সর্বোচ্চ এক বছরের সময়সীমা বেছে নিন।',
  'This period has too many lines for one file. Please choose a shorter period.':
    'এই সময়সীমায় এক ফাইলের জন্য অনেক বেশি লাইন আছে। অনুগ্রহ করে ছোট সময়সীমা বেছে নিন।',
  'This period has too many lines for one PDF file. Please choose a shorter period, or download the CSV file.':
    'এই সময়সীমায় এক PDF ফাইলের জন্য অনেক বেশি লাইন আছে। অনুগ্রহ করে ছোট সময়সীমা বেছে নিন, অথবা CSV ফাইল ডাউনলোড করুন।',
  // rules as configuration (domain/rule-messages.ts): the same answers with an operator's values
  'Your limit will change only after a {{hours}}-hour cooling-off, and then only when you confirm it.':
    'আপনার সীমা কেবল {{hours}} ঘণ্টার কুলিং-অফের পরে বদলাবে, এবং তখনও কেবল আপনি নিশ্চিত করলে।',
  'You asked to end your self-exclusion. After a {{hours}}-hour cooling-off, from {{time}} (Dhaka time), come back and confirm to end it.':
    'আপনি আপনার সেলফ-এক্সক্লুশন শেষ করতে চেয়েছেন। {{hours}} ঘণ্টার কুলিং-অফের পরে, {{time}} (ঢাকা সময়) থেকে, ফিরে এসে নিশ্চিত করলে এটি শেষ হবে।',
  'Choose a time-out from {{min}} to {{max}} days.': '{{min}} থেকে {{max}} দিনের মধ্যে একটি টাইম-আউট বেছে নিন।',
  'Choose a self-exclusion from {{min}} to {{max}} months.': '{{min}} থেকে {{max}} মাসের মধ্যে একটি সেলফ-এক্সক্লুশন বেছে নিন।',
  'Choose a reality check every {{choices}} minutes.': 'এই মিনিটগুলোর একটি পরপর রিয়েলিটি চেক বেছে নিন: {{choices}}।',
  'Choose a session time limit from {{min}} to {{max}} hours, or none.':
    '{{min}} থেকে {{max}} ঘণ্টার মধ্যে একটি সেশন সময়সীমা বেছে নিন, অথবা কোনোটিই নয়।',
  'Please choose a period of at most {{days}} days.': 'অনুগ্রহ করে সর্বোচ্চ {{days}} দিনের সময়সীমা বেছে নিন।',
  'You must be at least {{age}} years old.': 'আপনার বয়স কমপক্ষে {{age}} বছর হতে হবে।',
};
