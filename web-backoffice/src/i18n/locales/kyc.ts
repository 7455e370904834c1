import type { Translation } from '@khela/web-kit';

/** KYC (issue 22): the player page's identity documents and staff's review. */
export const kycEn = {
  title: 'Identity verification (KYC)',
  loading: 'Loading KYC…',
  status: {
    not_submitted: 'Not submitted',
    pending: 'Waiting for review',
    approved: 'Approved',
    rejected: 'Rejected',
    requested_again: 'New documents requested',
  },
  submissions: 'Submission {{count}}',
  reason: 'Reason: {{reason}}',
  side: { id_front: 'National ID, front', id_back: 'National ID, back', selfie: 'Selfie' },
  documentFailed: 'The document could not be loaded (HTTP {{status}}).',
  actions: 'KYC decisions',
  approve: 'Approve KYC',
  reject: 'Reject',
  requestAgain: 'Ask for new documents',
  reasonLabel: 'Reason (the player sees it)',
  cancel: 'Cancel',
  pageTitle: 'KYC review',
  intro:
    'Players whose identity documents wait for a decision, oldest first. Open a player to see the documents and decide; every decision is in the audit log and the player gets a message.',
  queue: 'KYC submissions waiting for review',
  columns: { player: 'Player', submitted: 'Sent (Dhaka)', submissions: 'Submission' },
  emptyQueue: 'No documents wait for review.',
  rules: {
    title: 'When a withdrawal needs KYC',
    intro: 'Leave a field empty to switch that rule off. Changes apply to the next withdrawal request and are in the audit log.',
    withdrawalOver: 'Withdrawals above (BDT)',
    depositsOver: 'Once lifetime deposits are above (BDT)',
    save: 'Save rules',
    saved: 'KYC rules saved.',
  },
};

export const kycBn: Translation<typeof kycEn> = {
  title: 'পরিচয় যাচাই (কেওয়াইসি)',
  loading: 'কেওয়াইসি লোড হচ্ছে…',
  status: {
    not_submitted: 'জমা দেওয়া হয়নি',
    pending: 'যাচাইয়ের অপেক্ষায়',
    approved: 'অনুমোদিত',
    rejected: 'বাতিল',
    requested_again: 'নতুন কাগজপত্র চাওয়া হয়েছে',
  },
  submissions: 'জমা {{count}}',
  reason: 'কারণ: {{reason}}',
  side: { id_front: 'জাতীয় পরিচয়পত্র, সামনের দিক', id_back: 'জাতীয় পরিচয়পত্র, পেছনের দিক', selfie: 'সেলফি' },
  documentFailed: 'কাগজটি লোড করা যায়নি (HTTP {{status}})।',
  actions: 'কেওয়াইসি সিদ্ধান্ত',
  approve: 'কেওয়াইসি অনুমোদন',
  reject: 'বাতিল করুন',
  requestAgain: 'নতুন কাগজপত্র চান',
  reasonLabel: 'কারণ (খেলোয়াড় এটি দেখবেন)',
  cancel: 'বাতিল',
  pageTitle: 'কেওয়াইসি পর্যালোচনা',
  intro:
    'যেসব খেলোয়াড়ের পরিচয়পত্র সিদ্ধান্তের অপেক্ষায়, পুরোনোটি আগে। কাগজপত্র দেখে সিদ্ধান্ত নিতে খেলোয়াড়কে খুলুন; প্রতিটি সিদ্ধান্ত অডিট লগে থাকে এবং খেলোয়াড় একটি বার্তা পান।',
  queue: 'পর্যালোচনার অপেক্ষায় কেওয়াইসি জমা',
  columns: { player: 'খেলোয়াড়', submitted: 'পাঠানো (ঢাকা)', submissions: 'জমা' },
  emptyQueue: 'কোনো কাগজপত্র পর্যালোচনার অপেক্ষায় নেই।',
  rules: {
    title: 'কখন উত্তোলনের জন্য কেওয়াইসি প্রয়োজন',
    intro: 'কোনো নিয়ম বন্ধ করতে ঘরটি খালি রাখুন। পরিবর্তন পরের উত্তোলন অনুরোধ থেকে প্রযোজ্য এবং অডিট লগে থাকে।',
    withdrawalOver: 'এর বেশি উত্তোলনে (টাকা)',
    depositsOver: 'মোট জমা এর বেশি হলে (টাকা)',
    save: 'নিয়ম সংরক্ষণ',
    saved: 'কেওয়াইসি নিয়ম সংরক্ষণ করা হয়েছে।',
  },
};
