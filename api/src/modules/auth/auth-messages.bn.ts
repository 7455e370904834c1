import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';

/** The auth module's answers in Bangla: the bearer guards' refusal, which every guarded route (players and staff) shares. */
export const authBangla: BanglaMessages = {
  'Unauthenticated.': 'অনুগ্রহ করে লগইন করুন।',
};
