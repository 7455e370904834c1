import type { BanglaMessages } from '../../../platform/i18n/message-catalog.js';
import { minesMessages as m } from './domain/mines-messages.js';

export const minesBangla: BanglaMessages = {
  [m.mines]: 'mines অবশ্যই ১ থেকে ২৪ পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
  [m.tile]: 'tile অবশ্যই ০ থেকে ২৪ পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
  [m.gameInPlay]: 'আপনার একটি মাইনস গেম এখনও চলছে। আগে সেটি শেষ করুন।',
  [m.noGame]: 'আপনার কোনো মাইনস গেম চলছে না।',
  [m.nothingRevealed]: 'ক্যাশ আউট করার আগে অন্তত একটি ঘর খুলুন।',
  [m.aboveMaxWinReveal]: 'আরেকটি ঘর খুললে এই গেমের প্রতি বাজির সর্বোচ্চ জয়ের চেয়ে বেশি জেতা সম্ভব। বরং ক্যাশ আউট করুন।',
};
