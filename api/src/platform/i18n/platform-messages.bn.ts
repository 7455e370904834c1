import type { BanglaMessages } from './message-catalog.js';

/** The platform's own answers (the exception filter, the validation pipe, authentication). */
export const platformBangla: BanglaMessages = {
  'Something went wrong. Please try again.': 'কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'Request body is not valid JSON.': 'অনুরোধের বডি সঠিক JSON নয়।',
  'Request body is too large.': 'অনুরোধের বডি অনেক বড়।',
  'property {{field}} should not exist': '{{field}} ঘরটি থাকার কথা নয়',
  // class-validator's own texts, for rules written without a message of their own
  '{{field}} should not be empty': '{{field}} খালি রাখা যাবে না',
  '{{field}} must be a string': '{{field}} লেখা হতে হবে',
  '{{field}} must be an integer number': '{{field}} একটি পূর্ণসংখ্যা হতে হবে',
  '{{field}} must be a boolean value': '{{field}} হ্যাঁ/না মান হতে হবে',
  '{{field}} must be an array': '{{field}} একটি তালিকা হতে হবে',
  '{{field}} must be an email': '{{field}} একটি সঠিক ই-মেইল হতে হবে',
  '{{field}} must not be greater than {{max}}': '{{field}} {{max}}-এর বেশি হতে পারবে না',
  '{{field}} must not be less than {{min}}': '{{field}} {{min}}-এর কম হতে পারবে না',
  '{{field}} must be shorter than or equal to {{max}} characters': '{{field}} সর্বোচ্চ {{max}} অক্ষরের হতে পারবে',
  '{{field}} must be longer than or equal to {{min}} characters': '{{field}} কমপক্ষে {{min}} অক্ষরের হতে হবে',
  '{{field}} must be one of the following values: {{values}}': '{{field}} এগুলোর একটি হতে হবে: {{values}}',
  '{{field}} must contain no more than {{max}} elements': '{{field}}-এ সর্বোচ্চ {{max}}টি থাকতে পারবে',
  '{{field}} must be a valid ISO 8601 date string': '{{field}} একটি সঠিক ISO 8601 তারিখ হতে হবে',
  'Validation failed (numeric string is expected)': 'যাচাই ব্যর্থ হয়েছে (সংখ্যা দিতে হবে)',
};
