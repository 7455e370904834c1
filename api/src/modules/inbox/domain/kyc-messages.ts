import type { BilingualMessage } from './system-messages.js';

/**
 * The inbox message for staff's KYC decision (kyc.reviewed, issue 22), in both languages. Staff's reason is shown
 * as they wrote it, in both (they write it once).
 */
export function kycReviewed(review: { decision: 'approved' | 'rejected' | 'requested_again'; reason: string | null }): BilingualMessage {
  switch (review.decision) {
    case 'approved':
      return {
        titleEn: 'Identity verified',
        titleBn: 'পরিচয় যাচাই হয়েছে',
        messageEn: 'Your KYC documents were approved. Your identity is verified.',
        messageBn: 'আপনার কেওয়াইসি কাগজপত্র অনুমোদিত হয়েছে। আপনার পরিচয় যাচাই করা হয়েছে।',
      };
    case 'rejected':
      return {
        titleEn: 'KYC documents rejected',
        titleBn: 'কেওয়াইসি কাগজপত্র বাতিল হয়েছে',
        messageEn: `Your KYC documents were rejected. Reason: ${review.reason ?? ''} You can send new ones from your profile.`,
        messageBn: `আপনার কেওয়াইসি কাগজপত্র বাতিল করা হয়েছে। কারণ: ${review.reason ?? ''} আপনার প্রোফাইল থেকে নতুন কাগজপত্র পাঠাতে পারেন।`,
      };
    case 'requested_again':
      return {
        titleEn: 'New KYC documents needed',
        titleBn: 'নতুন কেওয়াইসি কাগজপত্র প্রয়োজন',
        messageEn: `Please send your KYC documents again from your profile. Reason: ${review.reason ?? ''}`,
        messageBn: `অনুগ্রহ করে আপনার প্রোফাইল থেকে কেওয়াইসি কাগজপত্র আবার পাঠান। কারণ: ${review.reason ?? ''}`,
      };
  }
}
