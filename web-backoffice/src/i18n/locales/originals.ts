import type { Translation } from '@khela/web-kit';

/** Khela Originals (issue 19): the house games' settings screen. */
export const originalsEn = {
  title: 'Khela Originals settings',
  intro:
    'Our own games: the return each states, whether it takes new bets, its minimum and maximum bet and the most one bet may win (net of the stake). Changes apply to the next bet and are in the audit log. A game must also be on in its catalogue (Game providers: khela).',
  loadFailed: 'Could not load: {{message}}',
  columns: {
    game: 'Game',
    rtp: 'Stated RTP',
    enabled: 'New bets',
    min_bet: 'Min bet (BDT)',
    max_bet: 'Max bet (BDT)',
    max_win: 'Max win per bet (BDT)',
    actions: 'Actions',
  },
  on: 'On',
  off: 'Off',
  notListed: 'off in the catalogue',
  edit: 'Edit',
  editTitle: 'Settings of {{name}}',
  enabledLabel: 'Takes new bets (games in play finish either way)',
  save: 'Save',
  saved: '{{name}}: settings saved.',
};

export const originalsBn: Translation<typeof originalsEn> = {
  title: 'খেলা অরিজিনালস সেটিংস',
  intro:
    'আমাদের নিজস্ব গেম: প্রতিটির ঘোষিত ফেরত, নতুন বাজি নেয় কি না, সর্বনিম্ন ও সর্বোচ্চ বাজি এবং একটি বাজিতে সর্বোচ্চ কত জেতা যায় (বাজি বাদে)। পরিবর্তন পরের বাজি থেকে প্রযোজ্য এবং অডিট লগে থাকে। গেমটি ক্যাটালগেও চালু থাকতে হবে (গেম প্রোভাইডার: khela)।',
  loadFailed: 'লোড করা যায়নি: {{message}}',
  columns: {
    game: 'গেম',
    rtp: 'ঘোষিত আরটিপি',
    enabled: 'নতুন বাজি',
    min_bet: 'সর্বনিম্ন বাজি (টাকা)',
    max_bet: 'সর্বোচ্চ বাজি (টাকা)',
    max_win: 'প্রতি বাজিতে সর্বোচ্চ জয় (টাকা)',
    actions: 'কাজ',
  },
  on: 'চালু',
  off: 'বন্ধ',
  notListed: 'ক্যাটালগে বন্ধ',
  edit: 'বদলান',
  editTitle: '{{name}}-এর সেটিংস',
  enabledLabel: 'নতুন বাজি নেয় (চলমান গেম যেকোনোভাবে শেষ হয়)',
  save: 'সংরক্ষণ',
  saved: '{{name}}: সেটিংস সংরক্ষিত।',
};
