import type { Translation } from '@khela/web-kit';

/** The signed-in frame, its navigation and the welcome page. */
export const shellEn = {
  brand: 'Khela Back Office',
  mainNav: 'Main',
  signOut: 'Sign out',
  loadFailed: 'Could not load your account: {{message}}',
  home: {
    welcome: 'Welcome, {{name}}',
    signedInAs: 'Signed in as {{username}} with the role(s)',
    yourPages: 'Your pages',
    noPages: 'Your roles open no back-office pages yet. Ask an administrator.',
  },
  nav: {
    home: { label: 'Home', description: 'Your account and roles.' },
    players: {
      label: 'Players',
      description: 'Search players; profile, verification, balances; lock, unlock, verify phones, send reset codes.',
    },
    payments: {
      label: 'Payments',
      description: 'Pending deposits and withdrawals, oldest first: receipts, approve, reject, second confirmation.',
    },
    payouts: {
      label: 'Withdrawal payouts',
      description: 'Withdrawals ready to pay, per channel: CSV for the payout team, mark paid with references.',
    },
    receivingNumbers: {
      label: 'Receiving numbers',
      description: "Deposit wallet numbers: add, rotate, switch off, daily caps and today's load.",
    },
    reports: { label: 'Reports', description: 'Daily deposits and withdrawals per channel, and pending requests by age.' },
    staff: { label: 'Staff', description: 'Create staff accounts, assign roles, disable accounts, reset 2FA.' },
    roles: { label: 'Roles', description: 'Roles and the permissions each grants; create roles from the permission list.' },
    audit: { label: 'Audit log', description: 'Every staff change: who, when, from where, before and after.' },
    outbox: { label: 'Outbox', description: 'E-mails and SMS sent or queued for players.' },
    events: { label: 'Events', description: 'Reactions between modules: progress, failed deliveries, deliver again.' },
    settings: { label: 'Site settings', description: 'Site on / off, withdrawals, support links, live-chat ids, logos.' },
    notices: { label: 'Notices', description: 'Home marquee lines and the system notice pop-up.' },
    sliders: { label: 'Sliders', description: 'Home banners per type: images, order, active.' },
    promotions: { label: 'Promotions', description: 'Promotion cards, dates, categories and bonus terms.' },
    promotionChanges: {
      label: 'Promotion approvals',
      description: 'Money-term changes of live promotions waiting for finance: approve or reject.',
    },
    catalogue: { label: 'Catalogue', description: 'Providers and games: enable, feature, order, art.' },
    gameProviders: {
      label: 'Game providers',
      description: 'Game integrations: status, signing keys, rollback rule, launch URL, games on or off.',
    },
    gameRounds: { label: 'Game rounds', description: 'Rounds by player, game, provider and day; every call of a round.' },
    gameReports: { label: 'Game reports', description: 'Bets, wins and GGR per day, provider and game; actual and stated RTP.' },
    moneyReports: {
      label: 'Money reports',
      description: 'GGR, NGR, bonus cost, deposits, withdrawals and players per Dhaka day, week or month, with charts and CSV.',
    },
    originals: { label: 'Khela Originals', description: 'Our own games: stated RTP, on or off, min and max bet, max win per bet.' },
    socialLinks: { label: 'Social links', description: 'Social links of the player site.' },
    marketBlock: { label: 'Market block', description: 'Block Exchange or game sections.' },
    exchange: {
      label: 'Exchange',
      description: 'Events and markets: feed health, suspend, resume, close, results, bookmaker and fancy prices.',
    },
    vip: { label: 'VIP', description: 'VIP levels: cash per VP and weekly cash-back; the weekly cash-back runs.' },
    kyc: { label: 'KYC review', description: 'Identity documents waiting for a decision; when a withdrawal needs KYC.' },
    unpaidResettlements: {
      label: 'Unpaid resettlements',
      description: 'What players owe from corrected exchange results; their withdrawals wait until it is collected.',
    },
    referral: {
      label: 'Referral programme',
      description: 'Held referrals (same phone, device or network): release or cancel; reward tiers and limits.',
    },
    chat: {
      label: 'Support chat',
      description: 'Live chat with players: the queue, conversations, canned replies, the player’s recent money.',
    },
    broadcasts: {
      label: 'Inbox broadcasts',
      description: 'Messages to players’ inboxes: everyone, a segment or one player, now or later.',
    },
    responsibleGaming: {
      label: 'Responsible gaming',
      description: "A player's limits, time-outs, self-exclusions, their history and reality checks; stricter limits and exclusions.",
    },
  },
} as const;

export const shellBn: Translation<typeof shellEn> = {
  brand: 'খেলা ব্যাক অফিস',
  mainNav: 'প্রধান মেনু',
  signOut: 'সাইন আউট',
  loadFailed: 'আপনার অ্যাকাউন্ট লোড করা যায়নি: {{message}}',
  home: {
    welcome: 'স্বাগতম, {{name}}',
    signedInAs: '{{username}} হিসেবে সাইন ইন করা আছে, ভূমিকা:',
    yourPages: 'আপনার পাতাগুলো',
    noPages: 'আপনার ভূমিকায় এখনো কোনো পাতা খোলা নেই। একজন অ্যাডমিনিস্ট্রেটরকে বলুন।',
  },
  nav: {
    home: { label: 'হোম', description: 'আপনার অ্যাকাউন্ট ও ভূমিকা।' },
    players: {
      label: 'খেলোয়াড়',
      description: 'খেলোয়াড় খুঁজুন; প্রোফাইল, যাচাই, ব্যালেন্স; লক, আনলক, ফোন যাচাই, রিসেট কোড পাঠানো।',
    },
    payments: {
      label: 'পেমেন্ট',
      description: 'অপেক্ষমাণ ডিপোজিট ও উইথড্র, পুরোনোগুলো আগে: রসিদ, অনুমোদন, প্রত্যাখ্যান, দ্বিতীয় নিশ্চিতকরণ।',
    },
    payouts: {
      label: 'উইথড্র পেআউট',
      description: 'চ্যানেল অনুযায়ী পরিশোধের জন্য প্রস্তুত উইথড্র: পেআউট টিমের জন্য CSV, রেফারেন্সসহ পরিশোধিত চিহ্নিত করা।',
    },
    receivingNumbers: {
      label: 'রিসিভিং নম্বর',
      description: 'ডিপোজিটের ওয়ালেট নম্বর: যোগ, বদল, বন্ধ, দৈনিক সীমা ও আজকের লোড।',
    },
    reports: { label: 'রিপোর্ট', description: 'চ্যানেল অনুযায়ী দৈনিক ডিপোজিট ও উইথড্র, আর বয়স অনুযায়ী অপেক্ষমাণ অনুরোধ।' },
    staff: { label: 'স্টাফ', description: 'স্টাফ অ্যাকাউন্ট তৈরি, ভূমিকা দেওয়া, অ্যাকাউন্ট বন্ধ, 2FA রিসেট।' },
    roles: { label: 'ভূমিকা', description: 'ভূমিকা ও প্রতিটির অনুমতি; অনুমতির তালিকা থেকে নতুন ভূমিকা তৈরি।' },
    audit: { label: 'অডিট লগ', description: 'স্টাফের প্রতিটি পরিবর্তন: কে, কখন, কোথা থেকে, আগে ও পরে।' },
    outbox: { label: 'আউটবক্স', description: 'খেলোয়াড়দের পাঠানো বা পাঠানোর অপেক্ষায় থাকা ই-মেইল ও এসএমএস।' },
    events: { label: 'ইভেন্ট', description: 'মডিউলগুলোর পারস্পরিক সাড়া: অগ্রগতি, ব্যর্থ ডেলিভারি, আবার পাঠানো।' },
    settings: { label: 'সাইট সেটিংস', description: 'সাইট চালু / বন্ধ, উইথড্র, সাপোর্ট লিংক, লাইভ-চ্যাট আইডি, লোগো।' },
    notices: { label: 'নোটিশ', description: 'হোমের চলমান লাইন ও সিস্টেম নোটিশ পপ-আপ।' },
    sliders: { label: 'স্লাইডার', description: 'ধরন অনুযায়ী হোমের ব্যানার: ছবি, ক্রম, চালু।' },
    promotions: { label: 'প্রমোশন', description: 'প্রমোশন কার্ড, তারিখ, ক্যাটাগরি ও বোনাসের শর্ত।' },
    promotionChanges: {
      label: 'প্রমোশন অনুমোদন',
      description: 'চালু প্রমোশনের টাকার শর্তের যে পরিবর্তনগুলো ফাইন্যান্সের অপেক্ষায়: অনুমোদন বা প্রত্যাখ্যান।',
    },
    catalogue: { label: 'ক্যাটালগ', description: 'প্রোভাইডার ও গেম: চালু, ফিচার, ক্রম, ছবি।' },
    gameProviders: {
      label: 'গেম প্রোভাইডার',
      description: 'গেম ইন্টিগ্রেশন: অবস্থা, সাইনিং কী, রোলব্যাকের নিয়ম, লঞ্চ URL, গেম চালু বা বন্ধ।',
    },
    gameRounds: { label: 'গেম রাউন্ড', description: 'খেলোয়াড়, গেম, প্রোভাইডার ও দিন অনুযায়ী রাউন্ড; প্রতিটি রাউন্ডের সব কল।' },
    gameReports: { label: 'গেম রিপোর্ট', description: 'দিন, প্রোভাইডার ও গেম অনুযায়ী বেট, জয় ও জিজিআর; প্রকৃত ও ঘোষিত RTP।' },
    moneyReports: {
      label: 'আর্থিক রিপোর্ট',
      description: 'ঢাকার দিন, সপ্তাহ বা মাস অনুযায়ী জিজিআর, এনজিআর, বোনাস খরচ, ডিপোজিট, উইথড্র ও খেলোয়াড়; চার্ট ও CSV সহ।',
    },
    originals: {
      label: 'খেলা অরিজিনালস',
      description: 'আমাদের নিজস্ব গেম: ঘোষিত আরটিপি, চালু বা বন্ধ, সর্বনিম্ন ও সর্বোচ্চ বাজি, প্রতি বাজিতে সর্বোচ্চ জয়।',
    },
    socialLinks: { label: 'সোশ্যাল লিংক', description: 'প্লেয়ার সাইটের সোশ্যাল লিংক।' },
    marketBlock: { label: 'মার্কেট ব্লক', description: 'এক্সচেঞ্জ বা গেমের অংশ বন্ধ রাখুন।' },
    exchange: {
      label: 'এক্সচেঞ্জ',
      description: 'ইভেন্ট ও মার্কেট: ফিডের অবস্থা, স্থগিত, চালু, বন্ধ, ফলাফল, বুকমেকার ও ফ্যান্সির দাম।',
    },
    vip: { label: 'ভিআইপি', description: 'ভিআইপি লেভেল: প্রতি ভিপিতে টাকা ও সাপ্তাহিক ক্যাশব্যাক; সাপ্তাহিক ক্যাশব্যাক রান।' },
    kyc: { label: 'কেওয়াইসি পর্যালোচনা', description: 'সিদ্ধান্তের অপেক্ষায় পরিচয়পত্র; কখন উত্তোলনের জন্য কেওয়াইসি প্রয়োজন।' },
    unpaidResettlements: {
      label: 'অপরিশোধিত পুনর্নিষ্পত্তি',
      description: 'সংশোধিত এক্সচেঞ্জ ফলাফল থেকে খেলোয়াড়দের পাওনা; আদায় না হওয়া পর্যন্ত তাদের উত্তোলন অপেক্ষায় থাকে।',
    },
    referral: {
      label: 'রেফারেল প্রোগ্রাম',
      description: 'আটকে রাখা রেফারেল (একই ফোন, ডিভাইস বা নেটওয়ার্ক): রিলিজ বা বাতিল; রিওয়ার্ডের স্তর ও সীমা।',
    },
    chat: { label: 'সাপোর্ট চ্যাট', description: 'খেলোয়াড়দের সাথে লাইভ চ্যাট: সারি, কথোপকথন, তৈরি উত্তর, খেলোয়াড়ের সাম্প্রতিক লেনদেন।' },
    broadcasts: { label: 'ইনবক্স বার্তা', description: 'খেলোয়াড়দের ইনবক্সে বার্তা: সবাই, একটি অংশ বা একজন, এখন বা পরে।' },
    responsibleGaming: {
      label: 'দায়িত্বশীল খেলা',
      description: 'খেলোয়াড়ের সীমা, টাইম-আউট, সেলফ-এক্সক্লুশন, সেগুলোর ইতিহাস ও রিয়ালিটি চেক; আরও কঠোর সীমা ও বিরতি।',
    },
  },
};
