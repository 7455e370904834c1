import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';
import { ipRefusedMessage, roleIpRefusedMessage } from './http/staff-ip-allowlist.js';

/**
 * Bangla of the back-office's answers: staff sign-in and 2FA enrolment, staff management, the audit
 * filters and permission refusals. Keys are the exact English texts (see staffErrorMessage, passwordProblem
 * and the DTOs' messages); words follow the back-office's own Bangla (web-backoffice locales).
 */
export const backofficeBangla: BanglaMessages = {
  // permissions (the staff guard); its 'Unauthenticated.' is the auth module's text, registered by it
  'You do not have permission to do this.': 'এই কাজটি করার অনুমতি আপনার নেই।',
  // a cookie-authenticated write without its X-CSRF-Token (staff-credentials.ts)
  'The security token of this request is missing or wrong. Reload the back office and try again.':
    'এই অনুরোধের নিরাপত্তা টোকেনটি নেই বা সঠিক নয়। ব্যাক অফিস আবার লোড করে চেষ্টা করুন।',

  // sign-in and authenticator enrolment
  'Username is required.': 'ইউজারনেম দিতে হবে।',
  'Password is required.': 'পাসওয়ার্ড দিতে হবে।',
  'Enter the 6-digit code from your authenticator app.': 'আপনার অথেনটিকেটর অ্যাপের ৬ সংখ্যার কোডটি দিন।',
  'The enrolment token is missing.': 'সেট আপের টোকেন দেওয়া হয়নি।',
  'Invalid username, password or authenticator code.': 'ইউজারনেম, পাসওয়ার্ড বা অথেনটিকেটর কোড সঠিক নয়।',
  'Too many failed sign-in attempts. Try again in {{minutes}} minutes.':
    'অনেকবার ভুল তথ্য দিয়ে সাইন ইনের চেষ্টা করা হয়েছে। {{minutes}} মিনিট পরে আবার চেষ্টা করুন।',
  'Too many failed sign-in attempts. Try again in 1 minute.': 'অনেকবার ভুল তথ্য দিয়ে সাইন ইনের চেষ্টা করা হয়েছে। ১ মিনিট পরে আবার চেষ্টা করুন।',
  'Too many failed sign-in attempts for this account. Try again in {{seconds}} seconds.':
    'এই অ্যাকাউন্টে অনেকবার ভুল তথ্য দিয়ে সাইন ইনের চেষ্টা করা হয়েছে। {{seconds}} সেকেন্ড পরে আবার চেষ্টা করুন।',
  'Too many failed sign-in attempts for this account. Try again in 1 second.':
    'এই অ্যাকাউন্টে অনেকবার ভুল তথ্য দিয়ে সাইন ইনের চেষ্টা করা হয়েছে। ১ সেকেন্ড পরে আবার চেষ্টা করুন।',
  'This staff account is disabled. Ask an administrator.': 'এই স্টাফ অ্যাকাউন্টটি নিষ্ক্রিয় করা আছে। একজন অ্যাডমিনের সাথে যোগাযোগ করুন।',
  'The enrolment has expired. Sign in again to restart it.': 'সেট আপের মেয়াদ শেষ হয়ে গেছে। নতুন করে শুরু করতে আবার সাইন ইন করুন।',
  'That code is not correct. Enter the current code from your authenticator app.':
    'কোডটি সঠিক নয়। আপনার অথেনটিকেটর অ্যাপে এখন যে কোডটি দেখাচ্ছে সেটি দিন।',

  // staff management
  'Staff account not found.': 'স্টাফ অ্যাকাউন্টটি পাওয়া যায়নি।',
  'That username is already taken.': 'এই ইউজারনেমটি আগে থেকেই ব্যবহার করা হচ্ছে।',
  'Username must be 3 to 32 letters, digits, dots, dashes or underscores.':
    'ইউজারনেম ৩ থেকে ৩২ অক্ষরের হতে হবে: শুধু অক্ষর, সংখ্যা, ডট, ড্যাশ বা আন্ডারস্কোর।',
  'Display name is required (at most 80 characters).': 'প্রদর্শিত নাম দিতে হবে (সর্বোচ্চ ৮০ অক্ষর)।',
  'Password must be 10 to 128 characters long.': 'পাসওয়ার্ড ১০ থেকে ১২৮ অক্ষরের হতে হবে।',
  'Password must contain a letter and a digit.': 'পাসওয়ার্ডে অন্তত একটি অক্ষর ও একটি সংখ্যা থাকতে হবে।',
  'Choose at least one role.': 'অন্তত একটি ভূমিকা বেছে নিন।',
  'Each role must be a role key (lower-case letters, digits and dashes).':
    'প্রতিটি ভূমিকা একটি ভূমিকার কী হতে হবে (ছোট হাতের অক্ষর, সংখ্যা ও ড্যাশ)।',
  'Choose at most 20 roles.': 'সর্বোচ্চ ২০টি ভূমিকা বেছে নিন।',

  // roles as data and the IP allow-list (issue 22)
  'No such role: {{keys}}.': 'এমন কোনো ভূমিকা নেই: {{keys}}।',
  'No such permission: {{permissions}}.': 'এমন কোনো অনুমতি নেই: {{permissions}}।',
  'Role not found.': 'ভূমিকাটি পাওয়া যায়নি।',
  'Another role already has that name.': 'এই নামে আরেকটি ভূমিকা আগে থেকেই আছে।',
  'The admin role holds every permission and cannot be changed.': 'অ্যাডমিন ভূমিকার সব অনুমতি আছে এবং এটি বদলানো যায় না।',
  'You can only hand out permissions you hold yourself. You do not hold: {{permissions}}.':
    'আপনি শুধু নিজের আছে এমন অনুমতিই দিতে পারেন। আপনার এই অনুমতিগুলো নেই: {{permissions}}।',
  'Role name must be 1 to 40 characters, without control characters.': 'ভূমিকার নাম ১ থেকে ৪০ অক্ষরের হতে হবে, কোনো কন্ট্রোল অক্ষর ছাড়া।',
  'Description must be at most 200 characters, without control characters.': 'বিবরণ সর্বোচ্চ ২০০ অক্ষরের হতে পারে, কোনো কন্ট্রোল অক্ষর ছাড়া।',
  'Permissions must be a list.': 'অনুমতিগুলো একটি তালিকা হিসেবে দিতে হবে।',
  'Give a list of addresses or network blocks (at most 20).': 'ঠিকানা বা নেটওয়ার্ক ব্লকের একটি তালিকা দিন (সর্বোচ্চ ২০টি)।',
  'Not an address or network block (CIDR, at most /8): {{value}}.': 'এটি কোনো ঠিকানা বা নেটওয়ার্ক ব্লক নয় (CIDR, সর্বোচ্চ /8): {{value}}।',
  'This list would lock you out: your address {{ip}} is not in it.': 'এই তালিকায় আপনার ঠিকানা {{ip}} নেই, তাই আপনি নিজেই আটকে যাবেন।',
  'A default role cannot be deleted.': 'ডিফল্ট ভূমিকা মুছে ফেলা যায় না।',
  'Staff still hold this role: {{usernames}}. Take it from them first.':
    'স্টাফরা এখনও এই ভূমিকায় আছেন: {{usernames}}। আগে তাঁদের কাছ থেকে এটি সরিয়ে নিন।',
  [roleIpRefusedMessage]:
    'আপনার একটি ভূমিকা ({{role}}) এই নেটওয়ার্ক ঠিকানা থেকে ব্যাক অফিস ব্যবহার করতে পারে না। একজন অ্যাডমিনকে ঠিকানাটি ভূমিকার অনুমোদিত তালিকায় যোগ করতে বলুন।',
  [ipRefusedMessage]:
    'এই নেটওয়ার্ক ঠিকানা থেকে আপনার অ্যাকাউন্ট দিয়ে ব্যাক অফিস ব্যবহার করা যাবে না। একজন অ্যাডমিনকে ঠিকানাটি আপনার অনুমোদিত তালিকায় যোগ করতে বলুন।',
  'You cannot disable your own account.': 'আপনি নিজের অ্যাকাউন্ট নিষ্ক্রিয় করতে পারবেন না।',
  'You cannot remove the admin role from your own account.': 'আপনি নিজের অ্যাকাউন্ট থেকে অ্যাডমিন ভূমিকা সরাতে পারবেন না।',
  'At least one active admin must remain.': 'অন্তত একজন সক্রিয় অ্যাডমিন থাকতে হবে।',

  // audit log filters
  'from must be an ISO date or date-time.': 'from একটি ISO তারিখ বা তারিখ-সময় হতে হবে।',
  'to must be an ISO date or date-time.': 'to একটি ISO তারিখ বা তারিখ-সময় হতে হবে।',
};
