import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** Bangla of the personal-data module's answers (export and anonymisation in the back-office). */
export const personalDataBangla: BanglaMessages = {
  'Player not found.': 'খেলোয়াড় পাওয়া যায়নি।',
  'Give a reason of 3 to 500 characters.': '৩ থেকে ৫০০ অক্ষরের মধ্যে একটি কারণ লিখুন।',
  "Type the account's username to confirm.": 'নিশ্চিত করতে অ্যাকাউন্টের ইউজারনেম লিখুন।',
  "The username typed does not match this account's: nothing was changed.": 'লেখা ইউজারনেম এই অ্যাকাউন্টের সাথে মেলেনি: কিছুই বদলানো হয়নি।',
  'This account is already anonymised.': 'এই অ্যাকাউন্টটি আগেই বেনামী করা হয়েছে।',
  'Only a closed account can be anonymised: lock the account first.': 'শুধু বন্ধ অ্যাকাউন্ট বেনামী করা যায়: আগে অ্যাকাউন্টটি লক করুন।',
  'This account has a time-out or self-exclusion in force: its contacts are kept to stop a new account.':
    'এই অ্যাকাউন্টে টাইম-আউট বা সেলফ-এক্সক্লুশন চালু আছে: নতুন অ্যাকাউন্ট ঠেকাতে এর যোগাযোগের তথ্য রাখা হয়।',
  "The account's balance is not zero: every wallet balance must be 0.00 before it is anonymised.":
    'অ্যাকাউন্টের ব্যালেন্স শূন্য নয়: বেনামী করার আগে প্রতিটি ওয়ালেট ব্যালেন্স ০.০০ হতে হবে।',
  'The retention period has not passed: this account can be anonymised from {{date}}.':
    'সংরক্ষণের মেয়াদ এখনো শেষ হয়নি: এই অ্যাকাউন্টটি {{date}} থেকে বেনামী করা যাবে।',
  'The account is anonymised.': 'অ্যাকাউন্টটি বেনামী করা হয়েছে।',
};
