import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** Bangla of the operations module's answers (event reactors and dead letters in the back-office). */
export const operationsBangla: BanglaMessages = {
  'Dead letter not found.': 'ডেড লেটারটি পাওয়া যায়নি।',
  'Only a dead letter can be retried or resolved.': 'শুধু ডেড লেটারই আবার চেষ্টা বা সমাধান হিসেবে চিহ্নিত করা যায়।',
  'The event will be delivered again.': 'ইভেন্টটি আবার পৌঁছে দেওয়া হবে।',
  'The dead letter is marked resolved.': 'ডেড লেটারটি সমাধান হিসেবে চিহ্নিত হয়েছে।',
  'status must be one of retrying, waiting, dead, resolved': 'status এগুলোর একটি হতে হবে: retrying, waiting, dead, resolved',
};
