import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';
import { imageRefusalsBangla } from '../content/index.js';
import { kycMessages } from './domain/kyc-rules.js';

/** Bangla of the KYC module's answers, including the withdrawal veto's refusals payments passes on. */
export const kycBangla: BanglaMessages = {
  ...imageRefusalsBangla,
  [kycMessages.submitted]: 'আপনার কাগজপত্র পাওয়া গেছে। আমরা শিগগির সেগুলো যাচাই করব।',
  [kycMessages.pending]: 'আপনার কাগজপত্র যাচাই করা হচ্ছে। যাচাই শেষ হলে তবেই নতুন কাগজপত্র পাঠাতে পারবেন।',
  [kycMessages.approved]: 'আপনার পরিচয় ইতিমধ্যে যাচাই করা হয়েছে।',
  [kycMessages.missing]: 'তিনটি ছবি আপলোড করুন: জাতীয় পরিচয়পত্রের সামনের ও পেছনের দিক, এবং একটি সেলফি।',
  [kycMessages.notFound]: 'এই খেলোয়াড় কেওয়াইসি কাগজপত্র জমা দেননি।',
  [kycMessages.documentNotFound]: 'কাগজটি পাওয়া যায়নি।',
  [kycMessages.notPending]: 'শুধু যাচাইয়ের অপেক্ষায় থাকা জমাই অনুমোদন বা বাতিল করা যায়।',
  [kycMessages.notRequestable]: 'শুধু অপেক্ষমাণ বা অনুমোদিত জমা থেকেই নতুন কাগজপত্র চাওয়া যায়।',
  [kycMessages.reviewApproved]: 'কেওয়াইসি অনুমোদিত হয়েছে।',
  [kycMessages.reviewRejected]: 'কেওয়াইসি বাতিল করা হয়েছে। খেলোয়াড়কে কারণ জানানো হয়েছে।',
  [kycMessages.reviewRequested]: 'খেলোয়াড়ের কাছে নতুন কাগজপত্র চাওয়া হয়েছে।',
  [kycMessages.reason]: 'reason অবশ্যই ৩ থেকে ৫০০ অক্ষরের হতে হবে',
  [kycMessages.ruleAmount]:
    'withdrawal_over এবং lifetime_deposits_over প্রতিটি অবশ্যই null অথবা ০.০০ থেকে সর্বোচ্চ দুই দশমিক ঘরের একটি পরিমাণ হতে হবে',
  [kycMessages.uploadUnreadable]: 'আপলোডটি পড়া যায়নি। id_front, id_back এবং selfie ফিল্ডসহ multipart/form-data পাঠান।',
  [kycMessages.uploadTooMany]: 'id_front, id_back এবং selfie প্রতিটিতে ঠিক একটি করে ছবি পাঠান।',
  [kycMessages.requiredOverAmount]:
    '৳{{amount}} এর বেশি উত্তোলনের জন্য যাচাইকৃত পরিচয় (কেওয়াইসি) প্রয়োজন। আপনার প্রোফাইলে জাতীয় পরিচয়পত্র ও একটি সেলফি আপলোড করুন।',
  [kycMessages.requiredOverDeposits]:
    'আপনার মোট জমা ৳{{amount}} ছাড়িয়েছে, তাই এখন উত্তোলনের জন্য যাচাইকৃত পরিচয় (কেওয়াইসি) প্রয়োজন। আপনার প্রোফাইলে জাতীয় পরিচয়পত্র ও একটি সেলফি আপলোড করুন।',
  [kycMessages.requiredPending]:
    'এই উত্তোলনের জন্য যাচাইকৃত পরিচয় (কেওয়াইসি) প্রয়োজন এবং আপনার কাগজপত্র এখনো যাচাই করা হচ্ছে। যাচাই শেষ হলে আবার চেষ্টা করুন।',
};
