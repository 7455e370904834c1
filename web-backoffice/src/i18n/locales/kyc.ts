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
};
