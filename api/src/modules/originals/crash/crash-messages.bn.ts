import type { BanglaMessages } from '../../../platform/i18n/message-catalog.js';
import { crashMessages as m } from './domain/crash-messages.js';

export const crashBangla: BanglaMessages = {
  [m.autoCashout]: 'auto_cashout অবশ্যই ১.০১ থেকে ১০০০০০০.০০ এর মধ্যে হতে হবে, সর্বোচ্চ দুই দশমিক।',
  [m.roundId]: 'round_id অবশ্যই একটি রাউন্ড নম্বর হতে হবে।',
  [m.notBetting]: 'এই রাউন্ডে বাজি ধরা বন্ধ। পরের রাউন্ডের জন্য অপেক্ষা করুন।',
  [m.alreadyInRound]: 'এই রাউন্ডে আপনার একটি বাজি আগেই আছে।',
  [m.noBet]: 'এই রাউন্ডে আপনার কোনো খোলা বাজি নেই।',
  [m.tooLate]: 'দেরি হয়ে গেছে: রাউন্ডটি ক্র্যাশ করেছে।',
  [m.notStaked]: 'আপনার বাজির টাকা এখনও নেওয়া হচ্ছে। একটু পরে আবার চেষ্টা করুন।',
};
