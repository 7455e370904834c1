import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/**
 * The players module's answers in Bangla (sign-up, login, profile, codes, passwords, staff actions),
 * worded like the player site's and the back-office's Bangla. 'Unauthenticated.' is the auth module's.
 * SMS and e-mail texts are not here: domain/outbound-messages.ts writes those in Bangla itself.
 */
export const playersBangla: BanglaMessages = {
  // Login (loginMessages, lockedOutMessage)
  'Username is required': 'ইউজারনেম দিতে হবে',
  'Invalid username (only letters and numbers)': 'ইউজারনেম সঠিক নয় (শুধু অক্ষর ও সংখ্যা)',
  'Password is required': 'পাসওয়ার্ড দিতে হবে',
  'Password must be at least 8 characters': 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে',
  'Invalid credentials': 'ইউজারনেম বা পাসওয়ার্ড সঠিক নয়',
  'Your account is locked. Please contact customer service.': 'আপনার অ্যাকাউন্টটি লক করা হয়েছে। অনুগ্রহ করে কাস্টমার সার্ভিসে যোগাযোগ করুন।',
  'Too many failed login attempts. Please try again in 1 minute.': 'অনেকবার ভুল লগইনের চেষ্টা করা হয়েছে। ১ মিনিট পরে আবার চেষ্টা করুন।',
  'Too many failed login attempts. Please try again in {{minutes}} minutes.':
    'অনেকবার ভুল লগইনের চেষ্টা করা হয়েছে। {{minutes}} মিনিট পরে আবার চেষ্টা করুন।',

  // Mobile sign-up (signUpMessages and the code-length rule)
  'Username must be between 8 and 16 characters': 'ইউজারনেম ৮ থেকে ১৬ অক্ষরের মধ্যে হতে হবে',
  'The username has already been taken.': 'এই ইউজারনেমটি আগেই নেওয়া হয়েছে।',
  'Email is required': 'ইমেইল দিতে হবে',
  'Invalid email address': 'ইমেইল ঠিকানা সঠিক নয়',
  'Phone number is required': 'ফোন নম্বর দিতে হবে',
  'Invalid phone number (10-15 digits)': 'ফোন নম্বর সঠিক নয় (১০-১৫ সংখ্যা)',
  'Password must be at most 64 characters': 'পাসওয়ার্ড সর্বোচ্চ ৬৪ অক্ষরের হতে পারবে',
  'Password can only contain letters and numbers (no special characters)': 'পাসওয়ার্ডে শুধু অক্ষর ও সংখ্যা থাকতে পারবে (কোনো বিশেষ চিহ্ন নয়)',
  'Confirm Password is required': 'পাসওয়ার্ড নিশ্চিত করতে হবে',
  'Passwords do not match': 'পাসওয়ার্ড দুটি মেলেনি',
  'Name must be at most 100 characters': 'নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারবে',
  'Currency must be BDT, INR or PKR': 'মুদ্রা অবশ্যই BDT, INR বা PKR হতে হবে',
  'Referral code must be at most 40 characters': 'রেফারেল কোড সর্বোচ্চ ৪০ অক্ষরের হতে পারবে',
  'Agent code must be at most 40 characters': 'এজেন্ট কোড সর্বোচ্চ ৪০ অক্ষরের হতে পারবে',
  'Affiliate code must be at most 40 characters': 'অ্যাফিলিয়েট কোড সর্বোচ্চ ৪০ অক্ষরের হতে পারবে',
  'Your account could not be opened. Please try again.': 'আপনার অ্যাকাউন্ট খোলা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'Registration Successful!': 'নিবন্ধন সফল হয়েছে!',
  'Invalid request': 'অনুরোধটি সঠিক নয়',

  // Desktop registration (desktopMessages)
  'Please fill in all fields.': 'অনুগ্রহ করে সবগুলো ঘর পূরণ করুন।',
  'Passwords do not match.': 'পাসওয়ার্ড দুটি মেলেনি।',
  'Please fill in all fields for step 2.': 'অনুগ্রহ করে দ্বিতীয় ধাপের সবগুলো ঘর পূরণ করুন।',
  'You must confirm that you are 18 years old.': 'আপনার বয়স ১৮ বছর হয়েছে তা নিশ্চিত করতে হবে।',
  'Full name must be at most 100 characters.': 'পুরো নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারবে।',
  'Only +880 phone numbers can register here.': 'এখানে শুধু +880 ফোন নম্বর দিয়ে নিবন্ধন করা যায়।',
  'Please choose BDT, INR or PKR.': 'অনুগ্রহ করে BDT, INR বা PKR বেছে নিন।',
  'The captcha is wrong or has expired. Please enter the new code.':
    'ছবির যাচাইকরণ কোডটি ভুল অথবা এর মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে নতুন কোডটি লিখুন।',

  // Logout
  'Logged out.': 'লগআউট করা হয়েছে।',

  // Profile and birth date (birthDateMessages)
  'You can only view your own profile.': 'আপনি শুধু নিজের প্রোফাইল দেখতে পারবেন।',
  'You can only change your own profile.': 'আপনি শুধু নিজের প্রোফাইল পরিবর্তন করতে পারবেন।',
  'Birth date saved.': 'জন্মতারিখ সংরক্ষণ করা হয়েছে।',
  'Please enter your birth date.': 'অনুগ্রহ করে আপনার জন্মতারিখ দিন।',
  'Please enter a valid birth date (YYYY-MM-DD).': 'অনুগ্রহ করে সঠিক জন্মতারিখ দিন (YYYY-MM-DD)।',
  'You must be at least 18 years old.': 'আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে।',
  'Please enter your birth date before you deposit. You must be at least 18 years old.':
    'ডিপোজিট করার আগে অনুগ্রহ করে আপনার জন্মতারিখ দিন। আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে।',
  'Your birth date is already saved. Please contact customer service to change it.':
    'আপনার জন্মতারিখ আগেই সংরক্ষণ করা হয়েছে। পরিবর্তন করতে অনুগ্রহ করে কাস্টমার সার্ভিসে যোগাযোগ করুন।',

  // Verification codes (verificationMessages, codeMessages, the code sender)
  'Please enter your phone number or e-mail address.': 'অনুগ্রহ করে আপনার ফোন নম্বর বা ইমেইল ঠিকানা দিন।',
  'This phone number is not the one on your account.': 'এই ফোন নম্বরটি আপনার অ্যাকাউন্টের নম্বর নয়।',
  'This e-mail address is not the one on your account.': 'এই ইমেইল ঠিকানাটি আপনার অ্যাকাউন্টের ইমেইল নয়।',
  'Your phone number is already verified.': 'আপনার ফোন নম্বর আগেই যাচাই করা হয়েছে।',
  'Your e-mail address is already verified.': 'আপনার ইমেইল ঠিকানা আগেই যাচাই করা হয়েছে।',
  'Add this phone number to your account first.': 'আগে এই ফোন নম্বরটি আপনার অ্যাকাউন্টে যোগ করুন।',
  'This phone number is already verified.': 'এই ফোন নম্বরটি আগেই যাচাই করা হয়েছে।',
  'A verification code has been sent to your phone.': 'আপনার ফোনে একটি যাচাইকরণ কোড পাঠানো হয়েছে।',
  'A verification code has been sent to your e-mail address.': 'আপনার ইমেইল ঠিকানায় একটি যাচাইকরণ কোড পাঠানো হয়েছে।',
  'Please enter the verification code.': 'অনুগ্রহ করে যাচাইকরণ কোড দিন।',
  'The verification code must be 6 digits.': 'যাচাইকরণ কোড অবশ্যই ৬ সংখ্যার হতে হবে।',
  'The verification code has expired or was not requested. Please request a new code.':
    'যাচাইকরণ কোডের মেয়াদ শেষ হয়ে গেছে অথবা কোনো কোড চাওয়া হয়নি। অনুগ্রহ করে নতুন কোড চান।',
  'Too many wrong codes. Please request a new code.': 'অনেকবার ভুল কোড দেওয়া হয়েছে। অনুগ্রহ করে নতুন কোড চান।',
  'The verification code is incorrect. 1 try left.': 'যাচাইকরণ কোডটি ভুল। আর ১ বার চেষ্টা করতে পারবেন।',
  'The verification code is incorrect. {{triesLeft}} tries left.': 'যাচাইকরণ কোডটি ভুল। আর {{triesLeft}} বার চেষ্টা করতে পারবেন।',
  'Please wait {{seconds}} seconds before requesting a new code.': 'নতুন কোড চাওয়ার আগে অনুগ্রহ করে {{seconds}} সেকেন্ড অপেক্ষা করুন।',
  'Your phone number is verified.': 'আপনার ফোন নম্বর যাচাই করা হয়েছে।',
  'Your e-mail address is verified.': 'আপনার ইমেইল ঠিকানা যাচাই করা হয়েছে।',

  // Extra phone numbers
  'This phone number is already on your account.': 'এই ফোন নম্বরটি আগে থেকেই আপনার অ্যাকাউন্টে আছে।',
  'You can add at most 5 phone numbers.': 'আপনি সর্বোচ্চ ৫টি ফোন নম্বর যোগ করতে পারবেন।',
  'Phone number added. Please verify it.': 'ফোন নম্বর যোগ করা হয়েছে। অনুগ্রহ করে নম্বরটি যাচাই করুন।',

  // Passwords (passwordMessages, forgot password)
  'New Password must contain at least one number, one letter, and 8 characters long.':
    'নতুন পাসওয়ার্ডে অন্তত একটি সংখ্যা ও একটি অক্ষর থাকতে হবে এবং তা কমপক্ষে ৮ অক্ষরের হতে হবে।',
  'Please enter your current password.': 'অনুগ্রহ করে আপনার বর্তমান পাসওয়ার্ড দিন।',
  'Your current password is incorrect.': 'আপনার বর্তমান পাসওয়ার্ড সঠিক নয়।',
  'Please confirm your new password.': 'অনুগ্রহ করে নতুন পাসওয়ার্ডটি নিশ্চিত করুন।',
  'Please enter the OTP.': 'অনুগ্রহ করে OTP দিন।',
  'The OTP must be 6 digits.': 'OTP অবশ্যই ৬ সংখ্যার হতে হবে।',
  'The OTP is invalid or has expired.': 'OTP সঠিক নয় অথবা এর মেয়াদ শেষ হয়ে গেছে।',
  'Please enter your email address.': 'অনুগ্রহ করে আপনার ইমেইল ঠিকানা দিন।',
  'Please enter your phone number.': 'অনুগ্রহ করে আপনার ফোন নম্বর দিন।',
  'Please enter your username.': 'অনুগ্রহ করে আপনার ইউজারনেম দিন।',
  'Please choose email or sms.': 'অনুগ্রহ করে ইমেইল বা এসএমএস বেছে নিন।',
  'Password changed successfully. Please login with your new password.':
    'পাসওয়ার্ড সফলভাবে পরিবর্তন করা হয়েছে। অনুগ্রহ করে নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
  'Your password has been reset. Please login with your new password.':
    'আপনার পাসওয়ার্ড রিসেট করা হয়েছে। অনুগ্রহ করে নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
  'OTP sent successfully. Please check your email.': 'OTP সফলভাবে পাঠানো হয়েছে। অনুগ্রহ করে আপনার ইমেইল দেখুন।',
  'OTP sent successfully. Please check your SMS.': 'OTP সফলভাবে পাঠানো হয়েছে। অনুগ্রহ করে আপনার এসএমএস দেখুন।',

  // Per-IP rate limits and other waits (minutesText)
  'Too many attempts. Please try again in 1 minute.': 'অনেকবার চেষ্টা করা হয়েছে। ১ মিনিট পরে আবার চেষ্টা করুন।',
  'Too many attempts. Please try again in {{minutes}} minutes.': 'অনেকবার চেষ্টা করা হয়েছে। {{minutes}} মিনিট পরে আবার চেষ্টা করুন।',

  // Back-office: player search, account actions (staffPlayerMessages), password-reset codes
  'Player not found.': 'খেলোয়াড় পাওয়া যায়নি।',
  'Give a reason of 3 to 500 characters.': '৩ থেকে ৫০০ অক্ষরের মধ্যে একটি কারণ লিখুন।',
  'The player is locked and signed out everywhere.': 'খেলোয়াড়কে লক করা হয়েছে এবং সব জায়গা থেকে সাইন আউট করা হয়েছে।',
  'The player is unlocked and can log in again.': 'খেলোয়াড়কে আনলক করা হয়েছে, তিনি আবার লগইন করতে পারবেন।',
  "The player's phone is marked verified.": 'খেলোয়াড়ের ফোন যাচাইকৃত হিসেবে চিহ্নিত করা হয়েছে।',
  'The player is already locked.': 'খেলোয়াড় আগে থেকেই লক করা আছে।',
  'The player is not locked.': 'খেলোয়াড় লক করা নেই।',
  "The player's phone is already verified.": 'খেলোয়াড়ের ফোন আগে থেকেই যাচাই করা আছে।',
  'player_id must be a player id (digits).': 'player_id অবশ্যই খেলোয়াড়ের আইডি (শুধু সংখ্যা) হতে হবে।',
  'Choose email or sms.': 'ই-মেইল বা এসএমএস বেছে নিন।',
  "The player's e-mail is not verified.": 'খেলোয়াড়ের ই-মেইল যাচাই করা হয়নি।',
  "The player's phone is not verified.": 'খেলোয়াড়ের ফোন যাচাই করা হয়নি।',
  'A password reset code has been sent to the player. Only the player can see it.':
    'খেলোয়াড়কে একটি পাসওয়ার্ড রিসেট কোড পাঠানো হয়েছে। কোডটি শুধু খেলোয়াড়ই দেখতে পারবেন।',

  // Player 360 (player360Messages, issue 22): staff's notes and tags
  'body must be between 1 and 2000 characters': 'body অবশ্যই ১ থেকে ২০০০ অক্ষরের মধ্যে হতে হবে',
  'Note added.': 'নোট যোগ করা হয়েছে।',
  'tag must be 2 to 32 letters, digits, spaces or - _ .': 'tag অবশ্যই ২ থেকে ৩২টি অক্ষর, সংখ্যা, স্পেস বা - _ . হতে হবে',
  'Tag added.': 'ট্যাগ যোগ করা হয়েছে।',
  'Tag removed.': 'ট্যাগ সরানো হয়েছে।',
  'The player already has this tag.': 'খেলোয়াড়ের এই ট্যাগটি আগে থেকেই আছে।',
  'The player does not have this tag.': 'খেলোয়াড়ের এই ট্যাগটি নেই।',
};
