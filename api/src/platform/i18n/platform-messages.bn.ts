import type { BanglaMessages } from './message-catalog.js';

/** The platform's own answers (the exception filter, the validation pipe, authentication). */
export const platformBangla: BanglaMessages = {
  'Something went wrong. Please try again.': 'কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'Request body is not valid JSON.': 'অনুরোধের বডি সঠিক JSON নয়।',
  'Request body is too large.': 'অনুরোধের বডি অনেক বড়।',
  'property {{field}} should not exist': '{{field}} ঘরটি থাকার কথা নয়',
};
