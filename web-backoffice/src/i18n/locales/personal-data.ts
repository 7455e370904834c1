import type { Translation } from '@khela/web-kit';

/** Personal data (issue 23): the player page's export and anonymisation card. Refusals word as the API's. */
export const personalDataEn = {
  title: 'Personal data',
  loading: 'Loading…',
  fields: {
    account: 'Account',
    lastActivity: 'Last activity (Dhaka)',
    retentionEnds: 'Retention ends (Dhaka)',
    balances: 'Balances',
    anonymisedAt: 'Anonymised (Dhaka)',
  },
  account: {
    active: 'Open',
    locked: 'Closed (locked)',
    anonymised: 'Anonymised',
  },
  retentionDays: '({{days}} days after the last activity)',
  balanceZero: 'All at 0.00',
  balanceNotZero: 'Not zero',
  blockers: {
    already_anonymised: 'This account is already anonymised.',
    not_closed: 'Only a closed account can be anonymised: lock the account first.',
    exclusion_in_force: 'This account has a time-out or self-exclusion in force: its contacts are kept to stop a new account.',
    balance_not_zero: "The account's balance is not zero: every wallet balance must be 0.00 before it is anonymised.",
    retention_not_passed: 'The retention period has not passed: this account can be anonymised from {{date}}.',
  },
  actions: 'Personal data actions',
  export: {
    button: 'Export data (JSON)',
    title: "Export the player's data",
    description:
      'Everything held about this player is downloaded as one JSON file: profile, log-ins, money, bets, payments, chat, inbox, KYC status, limits and staff actions. The export is recorded in the audit log with your reason.',
    confirm: 'Download',
    done: 'The export was downloaded and recorded in the audit log.',
  },
  anonymise: {
    button: 'Anonymise account…',
    title: 'Anonymise this account',
    warning: 'This cannot be undone.',
    replaced:
      'Name, username, phones, e-mail, birth date, addresses, chat texts, messages and sign-up data are replaced by placeholders; identity documents, receipts and chat images are deleted.',
    kept: 'The ledger, amounts and payment records stay, under the new username.',
    confirm: 'Anonymise for good',
  },
  dialog: {
    reason: 'Reason',
    reasonInvalid: 'Give a reason of {{min}} to {{max}} characters.',
    reasonHint: 'Kept in the audit log. {{length}}/{{max}}',
    typeUsername: 'Type the username {{username}} to confirm',
  },
} as const;

export const personalDataBn: Translation<typeof personalDataEn> = {
  title: 'ব্যক্তিগত তথ্য',
  loading: 'লোড হচ্ছে…',
  fields: {
    account: 'অ্যাকাউন্ট',
    lastActivity: 'শেষ কার্যকলাপ (ঢাকা)',
    retentionEnds: 'সংরক্ষণের মেয়াদ শেষ (ঢাকা)',
    balances: 'ব্যালেন্স',
    anonymisedAt: 'বেনামী করা হয়েছে (ঢাকা)',
  },
  account: {
    active: 'খোলা',
    locked: 'বন্ধ (লক করা)',
    anonymised: 'বেনামী করা',
  },
  retentionDays: '(শেষ কার্যকলাপের {{days}} দিন পর)',
  balanceZero: 'সব ০.০০',
  balanceNotZero: 'শূন্য নয়',
  blockers: {
    already_anonymised: 'এই অ্যাকাউন্টটি আগেই বেনামী করা হয়েছে।',
    not_closed: 'শুধু বন্ধ অ্যাকাউন্ট বেনামী করা যায়: আগে অ্যাকাউন্টটি লক করুন।',
    exclusion_in_force: 'এই অ্যাকাউন্টে টাইম-আউট বা সেলফ-এক্সক্লুশন চালু আছে: নতুন অ্যাকাউন্ট ঠেকাতে এর যোগাযোগের তথ্য রাখা হয়।',
    balance_not_zero: 'অ্যাকাউন্টের ব্যালেন্স শূন্য নয়: বেনামী করার আগে প্রতিটি ওয়ালেট ব্যালেন্স ০.০০ হতে হবে।',
    retention_not_passed: 'সংরক্ষণের মেয়াদ এখনো শেষ হয়নি: এই অ্যাকাউন্টটি {{date}} থেকে বেনামী করা যাবে।',
  },
  actions: 'ব্যক্তিগত তথ্যের কাজ',
  export: {
    button: 'তথ্য এক্সপোর্ট (JSON)',
    title: 'খেলোয়াড়ের তথ্য এক্সপোর্ট',
    description:
      'এই খেলোয়াড় সম্পর্কে রাখা সব তথ্য একটি JSON ফাইলে ডাউনলোড হবে: প্রোফাইল, লগ-ইন, টাকা, বাজি, পেমেন্ট, চ্যাট, ইনবক্স, KYC অবস্থা, সীমা ও স্টাফের কাজ। এক্সপোর্টটি আপনার কারণসহ অডিট লগে থাকবে।',
    confirm: 'ডাউনলোড',
    done: 'এক্সপোর্ট ডাউনলোড হয়েছে এবং অডিট লগে লেখা হয়েছে।',
  },
  anonymise: {
    button: 'অ্যাকাউন্ট বেনামী করুন…',
    title: 'এই অ্যাকাউন্টটি বেনামী করুন',
    warning: 'এটি আর ফেরানো যাবে না।',
    replaced:
      'নাম, ইউজারনেম, ফোন, ই-মেইল, জন্মতারিখ, ঠিকানা, চ্যাটের লেখা, বার্তা ও সাইন-আপের তথ্য বদলে দেওয়া হবে; পরিচয়পত্র, রসিদ ও চ্যাটের ছবি মুছে ফেলা হবে।',
    kept: 'লেজার, টাকার অঙ্ক ও পেমেন্টের রেকর্ড নতুন ইউজারনেমে থেকে যাবে।',
    confirm: 'স্থায়ীভাবে বেনামী করুন',
  },
  dialog: {
    reason: 'কারণ',
    reasonInvalid: '{{min}} থেকে {{max}} অক্ষরের একটি কারণ লিখুন।',
    reasonHint: 'অডিট লগে রাখা হয়। {{length}}/{{max}}',
    typeUsername: 'নিশ্চিত করতে ইউজারনেম {{username}} লিখুন',
  },
};
