import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';
import { fairVerifyMessages as m } from './domain/fair-verify-messages.js';
import { seedMessages } from './domain/seed-messages.js';

export const originalsBangla: BanglaMessages = {
  [m.game]: 'game অবশ্যই dice, limbo, mines অথবা crash হতে হবে।',
  [m.serverSeed]: 'dice, limbo ও mines যাচাইয়ে serverSeed লাগবে: ১-১২৮ অক্ষর।',
  [m.clientSeed]: 'dice, limbo ও mines যাচাইয়ে clientSeed লাগবে: ১-১২৮ অক্ষর।',
  [m.nonce]: 'nonce অবশ্যই ০ থেকে ৪২৯৪৯৬৭২৯৫ পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
  [m.mines]: 'mines অবশ্যই ১ থেকে ২৪ পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
  [m.hash]: 'hash অবশ্যই একটি গেম হ্যাশ হতে হবে: ৬৪টি ছোট হাতের হেক্সাডেসিমাল অক্ষর।',
  [m.salt]: 'crash যাচাইয়ে salt লাগবে: ১-১২৮ অক্ষর।',
  [seedMessages.clientSeed]: 'client_seed অবশ্যই ১-৬৪ অক্ষরের হতে হবে: অক্ষর, সংখ্যা, স্পেস, - _ অথবা .',
};
