import type { BanglaMessages } from '../i18n/message-catalog.js';
import { vetoUnavailable } from './veto-point.js';

/** Bangla of the texts the events platform itself can put in front of a player (a veto that failed). */
export const eventsBangla: BanglaMessages = {
  [vetoUnavailable.message]: 'এই মুহূর্তে এটি করা যাচ্ছে না। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
};
