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
};
