import type { Translation } from '@khela/web-kit';

/** The sign-in page and the first-sign-in authenticator enrolment. */
export const authEn = {
  documentTitle: 'Sign in · {{site}} Back Office',
  documentTitleNoSite: 'Sign in · Back Office',
  backOffice: 'Back office',
  subtitle: 'Back office · staff sign-in',
  settingsFailed: 'Could not load the site settings: {{message}}',
  failed: 'Sign-in failed: {{message}}',
  username: 'Username',
  password: 'Password',
  otp: 'Authenticator code',
  otpHint: 'First sign-in? Leave it empty: you will set up your authenticator next.',
  sixDigits: '6 digits',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  errors: {
    usernameRequired: 'Username is required.',
    passwordRequired: 'Password is required.',
    otpInvalid: 'Enter the 6-digit code from your authenticator app.',
  },
  enrolment: {
    expired: 'The enrolment has expired. Sign in again to restart it.',
    backToSignIn: 'Back to sign-in',
    title: 'Set up two-factor sign-in',
    intro:
      'Staff accounts need an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…). Scan the code, then enter the 6 digits the app shows.',
    preparing: 'Preparing your code…',
    qrAlt: 'QR code for {{account}} at {{issuer}}',
    cannotScan: 'Cannot scan? Enter this key:',
    code: 'Code from the app',
    checking: 'Checking…',
    submit: 'Turn on and sign in',
  },
} as const;

export const authBn: Translation<typeof authEn> = {
  documentTitle: 'সাইন ইন · {{site}} ব্যাক অফিস',
  documentTitleNoSite: 'সাইন ইন · ব্যাক অফিস',
  backOffice: 'ব্যাক অফিস',
  subtitle: 'ব্যাক অফিস · স্টাফ সাইন ইন',
  settingsFailed: 'সাইটের সেটিংস লোড করা যায়নি: {{message}}',
  failed: 'সাইন ইন করা যায়নি: {{message}}',
  username: 'ইউজারনেম',
  password: 'পাসওয়ার্ড',
  otp: 'অথেনটিকেটর কোড',
  otpHint: 'প্রথমবার সাইন ইন করছেন? ঘরটি খালি রাখুন: এরপর আপনি অথেনটিকেটর সেট আপ করবেন।',
  sixDigits: '৬ সংখ্যা',
  signIn: 'সাইন ইন',
  signingIn: 'সাইন ইন হচ্ছে…',
  errors: {
    usernameRequired: 'ইউজারনেম দিতে হবে।',
    passwordRequired: 'পাসওয়ার্ড দিতে হবে।',
    otpInvalid: 'আপনার অথেনটিকেটর অ্যাপের ৬ সংখ্যার কোডটি দিন।',
  },
  enrolment: {
    expired: 'সেট আপের মেয়াদ শেষ হয়ে গেছে। নতুন করে শুরু করতে আবার সাইন ইন করুন।',
    backToSignIn: 'সাইন ইনে ফিরে যান',
    title: 'টু-ফ্যাক্টর সাইন ইন সেট আপ করুন',
    intro:
      'স্টাফ অ্যাকাউন্টের জন্য একটি অথেনটিকেটর অ্যাপ লাগবে (Google Authenticator, Microsoft Authenticator, 1Password…)। কোডটি স্ক্যান করুন, তারপর অ্যাপে দেখানো ৬টি সংখ্যা দিন।',
    preparing: 'আপনার কোড তৈরি হচ্ছে…',
    qrAlt: '{{issuer}}-এ {{account}}-এর QR কোড',
    cannotScan: 'স্ক্যান করা যাচ্ছে না? অ্যাপে এই কী-টি লিখুন:',
    code: 'অ্যাপের কোড',
    checking: 'যাচাই হচ্ছে…',
    submit: 'চালু করে সাইন ইন করুন',
  },
};
