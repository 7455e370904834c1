import type { BanglaMessages } from '../../../platform/i18n/message-catalog.js';
import { slotMessages as m } from './domain/slot-messages.js';

export const slotBangla: BanglaMessages = {
  [m.tooSoon]: 'দুটি স্পিনের মধ্যে অন্তত ২.৫ সেকেন্ড সময় লাগে। একটু অপেক্ষা করে আবার স্পিন করুন।',
};
