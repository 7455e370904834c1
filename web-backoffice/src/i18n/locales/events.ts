import type { Translation } from '@khela/web-kit';

/** Platform events: reactors (their progress) and failed deliveries (dead letters). */
export const eventsEn = {
  title: 'Events',
  intro:
    'Modules react to each other through events, delivered after each change commits. A reaction that keeps failing becomes a dead letter: deliver it again once the cause is fixed, or mark it resolved if it was handled by hand.',
  loadFailed: 'Could not load the event deliveries: {{message}}',
  sources: {
    outbox: 'platform events',
    ledger: 'ledger',
  },
  statuses: {
    retrying: 'retrying',
    waiting: 'waiting',
    dead: 'dead',
    resolved: 'resolved',
  },
  reactors: {
    title: 'Reactors',
    empty: 'No reactors yet.',
    unknown: '(not in this version)',
    lagCapped: 'over {{count}}',
    columns: {
      name: 'Reactor',
      types: 'Events',
      source: 'Source',
      checkpoint: 'Checkpoint',
      lag: 'Waiting',
      retrying: 'Retrying',
      dead: 'Dead',
    },
  },
  deadLetters: {
    title: 'Failed deliveries',
    status: 'Status',
    any: 'any',
    empty: 'No failed deliveries.',
    firstFailure: 'first {{at}}',
    retry: 'Deliver again',
    resolve: 'Mark resolved',
    retryTitle: 'Deliver this event again?',
    resolveTitle: 'Mark this dead letter resolved?',
    retryQuestion: '{{event}} goes to {{reactor}} again, with a fresh set of attempts.',
    resolveQuestion: '{{event}} will never be delivered to {{reactor}} again. Do this only if it was handled by hand.',
    columns: {
      lastFailure: 'Last failure',
      reactor: 'Reactor',
      event: 'Event',
      stream: 'Stream',
      status: 'Status',
      attempts: 'Attempts',
      error: 'Error',
      actions: 'Actions',
    },
  },
} as const;

export const eventsBn: Translation<typeof eventsEn> = {
  title: 'ইভেন্ট',
  intro:
    'মডিউলগুলো ইভেন্টের মাধ্যমে একে অপরের কাজে সাড়া দেয়; প্রতিটি পরিবর্তন সংরক্ষিত হওয়ার পর ইভেন্ট পৌঁছে দেওয়া হয়। যে সাড়া বারবার ব্যর্থ হয় তা ডেড লেটার হয়ে যায়: কারণ ঠিক করার পর আবার পাঠান, অথবা হাতে সামলানো হলে সমাধান হিসেবে চিহ্নিত করুন।',
  loadFailed: 'ইভেন্ট পৌঁছানোর তথ্য আনা যায়নি: {{message}}',
  sources: {
    outbox: 'প্ল্যাটফর্ম ইভেন্ট',
    ledger: 'লেজার',
  },
  statuses: {
    retrying: 'আবার চেষ্টা চলছে',
    waiting: 'অপেক্ষায়',
    dead: 'ব্যর্থ',
    resolved: 'সমাধান হয়েছে',
  },
  reactors: {
    title: 'রিঅ্যাক্টর',
    empty: 'এখনও কোনো রিঅ্যাক্টর নেই।',
    unknown: '(এই সংস্করণে নেই)',
    lagCapped: '{{count}}-এর বেশি',
    columns: {
      name: 'রিঅ্যাক্টর',
      types: 'ইভেন্ট',
      source: 'উৎস',
      checkpoint: 'চেকপয়েন্ট',
      lag: 'অপেক্ষমাণ',
      retrying: 'আবার চেষ্টা',
      dead: 'ব্যর্থ',
    },
  },
  deadLetters: {
    title: 'ব্যর্থ ডেলিভারি',
    status: 'অবস্থা',
    any: 'যেকোনো',
    empty: 'কোনো ব্যর্থ ডেলিভারি নেই।',
    firstFailure: 'প্রথম {{at}}',
    retry: 'আবার পাঠান',
    resolve: 'সমাধান হিসেবে চিহ্নিত করুন',
    retryTitle: 'এই ইভেন্টটি আবার পাঠাবেন?',
    resolveTitle: 'এই ডেড লেটারটি সমাধান হিসেবে চিহ্নিত করবেন?',
    retryQuestion: '{{event}} আবার {{reactor}}-এর কাছে যাবে, নতুন করে সব চেষ্টাসহ।',
    resolveQuestion: '{{event}} আর কখনও {{reactor}}-এর কাছে পাঠানো হবে না। শুধু হাতে সামলানো হলেই এটি করুন।',
    columns: {
      lastFailure: 'শেষ ব্যর্থতা',
      reactor: 'রিঅ্যাক্টর',
      event: 'ইভেন্ট',
      stream: 'স্ট্রিম',
      status: 'অবস্থা',
      attempts: 'চেষ্টা',
      error: 'ত্রুটি',
      actions: 'কাজ',
    },
  },
};
