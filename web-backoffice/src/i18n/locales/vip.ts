import type { Translation } from '@khela/web-kit';

/** VIP (issue 21): level rates and the weekly cash-back runs. */
export const vipEn = {
  title: 'VIP levels and cash-back',
  intro:
    'Each level’s cash per VP converted and its weekly cash-back (a share of the net loss of the Dhaka week, paid into cash rewards early on Monday). The player site shows a change within a minute; the next weekly run pays at it. Every change is in the audit log.',
  levels: 'VIP levels',
  columns: {
    level: 'Level',
    threshold: 'Lifetime VP',
    conversion: 'BDT per VP',
    cashback: 'Weekly cash-back (%)',
    actions: 'Actions',
    week: 'Week from (Monday)',
    runs: 'Runs',
    paid: 'Players paid',
    amount: 'Paid (BDT)',
    lastRun: 'Last run (Dhaka)',
  },
  conversionOf: '{{name}}: BDT per VP',
  cashbackOf: '{{name}}: weekly cash-back percent',
  save: 'Save',
  saved: '{{name}}: rates saved.',
  failed: 'The change failed. Please try again.',
  loadFailed: 'Could not load: {{message}}',
  runsTitle: 'Weekly cash-back runs',
  noRuns: 'No week has been paid yet.',
};

export const vipBn: Translation<typeof vipEn> = {
  title: 'ভিআইপি লেভেল ও ক্যাশব্যাক',
  intro:
    'প্রতিটি লেভেলে প্রতি ভিপি রূপান্তরে টাকা এবং সাপ্তাহিক ক্যাশব্যাক (ঢাকার সপ্তাহের নিট ক্ষতির একটি অংশ, সোমবার ভোরে ক্যাশ রিওয়ার্ডে জমা হয়)। প্লেয়ার সাইটে পরিবর্তন এক মিনিটের মধ্যে দেখা যায়; পরবর্তী সাপ্তাহিক রান সেই হারে পরিশোধ করে। প্রতিটি পরিবর্তন অডিট লগে থাকে।',
  levels: 'ভিআইপি লেভেল',
  columns: {
    level: 'লেভেল',
    threshold: 'মোট ভিপি',
    conversion: 'প্রতি ভিপিতে টাকা',
    cashback: 'সাপ্তাহিক ক্যাশব্যাক (%)',
    actions: 'কার্যক্রম',
    week: 'সপ্তাহ শুরু (সোমবার)',
    runs: 'রান',
    paid: 'পরিশোধিত খেলোয়াড়',
    amount: 'পরিশোধ (টাকা)',
    lastRun: 'শেষ রান (ঢাকা)',
  },
  conversionOf: '{{name}}: প্রতি ভিপিতে টাকা',
  cashbackOf: '{{name}}: সাপ্তাহিক ক্যাশব্যাক শতাংশ',
  save: 'সংরক্ষণ',
  saved: '{{name}}: হার সংরক্ষিত হয়েছে।',
  failed: 'পরিবর্তন ব্যর্থ হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  loadFailed: 'লোড করা যায়নি: {{message}}',
  runsTitle: 'সাপ্তাহিক ক্যাশব্যাক রান',
  noRuns: 'এখনও কোনো সপ্তাহ পরিশোধ করা হয়নি।',
};
