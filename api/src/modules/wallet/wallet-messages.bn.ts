import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/**
 * Bangla of the wallet's answers: its own refusals (walletErrorMessages), the ledger's refusals as the
 * wallet words them (ledgerMessages, 'busy'), and the player wallet routes. These reach players and
 * finance staff through the payments module's answers too, which registers the shared texts
 * ('Insufficient balance.', 'A reason is required.', 'Wallet not found.', ...) with the same Bangla.
 */
export const walletBangla: BanglaMessages = {
  // walletErrorMessages
  'This player has no wallet yet.': 'এই খেলোয়াড়ের এখনো কোনো ওয়ালেট নেই।',
  'The wallet is already open in another currency.': 'ওয়ালেটটি আগেই অন্য মুদ্রায় খোলা হয়েছে।',
  'The request is missing a required identifier.': 'অনুরোধে একটি প্রয়োজনীয় আইডি নেই।',
  'The amount must be greater than zero.': 'পরিমাণ শূন্যের চেয়ে বেশি হতে হবে।',
  'A reason is required.': 'কারণ লিখতে হবে।',
  'The number of points must be a whole number above zero.': 'পয়েন্টের সংখ্যা শূন্যের চেয়ে বড় একটি পূর্ণসংখ্যা হতে হবে।',
  'No funds are held for this withdrawal.': 'এই উত্তোলনের জন্য কোনো টাকা হোল্ডে রাখা নেই।',
  'The held funds of this withdrawal were already settled.': 'এই উত্তোলনের হোল্ড করা টাকার নিষ্পত্তি আগেই হয়ে গেছে।',
  'The stake to roll back was not found.': 'ফেরত দেওয়ার মতো স্টেকটি পাওয়া যায়নি।',
  'No exposure is reserved under this id.': 'এই আইডিতে কোনো এক্সপোজার সংরক্ষিত নেই।',
  'This exposure was already settled.': 'এই এক্সপোজারের নিষ্পত্তি আগেই হয়ে গেছে।',

  // ledgerMessages and the executor's 'busy'
  'Insufficient balance.': 'পর্যাপ্ত ব্যালেন্স নেই।',
  'The request could not be booked.': 'অনুরোধটি হিসাবে তোলা যায়নি।',
  'The currency does not match the wallet.': 'মুদ্রাটি ওয়ালেটের মুদ্রার সাথে মিলছে না।',
  'This request id was already used for something else.': 'এই অনুরোধের আইডি আগেই অন্য কাজে ব্যবহার করা হয়েছে।',
  'The wallet changed; please try again.': 'ওয়ালেটে পরিবর্তন হয়েছে; অনুগ্রহ করে আবার চেষ্টা করুন।',
  'The wallet is busy; please try again.': 'ওয়ালেটটি এখন ব্যস্ত; অনুগ্রহ করে আবার চেষ্টা করুন।',

  // the player's wallet routes and the statement's query
  'Wallet not found.': 'ওয়ালেট পাওয়া যায়নি।',
  'type must be an event type such as DepositCredited': 'type ঘরে DepositCredited-এর মতো একটি ইভেন্টের ধরন দিতে হবে',
  'from must be a date such as 2025-01-31': 'from ঘরে 2025-01-31-এর মতো একটি তারিখ দিতে হবে',
  'to must be a date such as 2025-01-31': 'to ঘরে 2025-01-31-এর মতো একটি তারিখ দিতে হবে',
};
