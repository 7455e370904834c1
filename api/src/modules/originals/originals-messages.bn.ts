import type { BanglaMessages } from '../../platform/i18n/message-catalog.js';
import { fairVerifyMessages as m } from './domain/fair-verify-messages.js';
import { betMessages as b } from './domain/bet-messages.js';
import { seedMessages } from './domain/seed-messages.js';

export const originalsBangla: BanglaMessages = {
  [m.game]: 'game অবশ্যই dice, limbo, mines, slot অথবা crash হতে হবে।',
  [m.serverSeed]: 'dice, limbo, mines ও slot যাচাইয়ে serverSeed লাগবে: ১-১২৮ অক্ষর।',
  [m.clientSeed]: 'dice, limbo, mines ও slot যাচাইয়ে clientSeed লাগবে: ১-১২৮ অক্ষর।',
  [m.nonce]: 'nonce অবশ্যই ০ থেকে ৪২৯৪৯৬৭২৯৫ পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
  [m.mines]: 'mines অবশ্যই ১ থেকে ২৪ পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে।',
  [m.hash]: 'hash অবশ্যই একটি গেম হ্যাশ হতে হবে: ৬৪টি ছোট হাতের হেক্সাডেসিমাল অক্ষর।',
  [m.salt]: 'crash যাচাইয়ে salt লাগবে: ১-১২৮ অক্ষর।',
  [seedMessages.clientSeed]: 'client_seed অবশ্যই ১-৬৪ অক্ষরের হতে হবে: অক্ষর, সংখ্যা, স্পেস, - _ অথবা .',
  [seedMessages.minesInPlay]: 'সিড বদলানোর আগে আপনার মাইনস গেমটি শেষ করুন: এর বোর্ড বর্তমান সার্ভার সিড থেকে তৈরি।',
  [b.stake]: 'stake অবশ্যই দুই দশমিকসহ টাকার অঙ্ক হতে হবে, যেমন 10.00।',
  [b.direction]: 'direction অবশ্যই over অথবা under হতে হবে।',
  [b.winChance]: 'win_chance অবশ্যই ০.০১ থেকে ৯৮.০০ এর মধ্যে হতে হবে, সর্বোচ্চ দুই দশমিক।',
  [b.target]: 'target অবশ্যই ১.০১ থেকে ১০০০০০০.০০ এর মধ্যে হতে হবে, সর্বোচ্চ দুই দশমিক।',
  [b.key]: 'idempotency_key অবশ্যই ৮-১০০ অক্ষরের হতে হবে: অক্ষর, সংখ্যা, _ অথবা -।',
  [b.disabled]: 'এই গেমটি এখন খেলা যাচ্ছে না।',
  [b.belowMinBet]: 'বাজির পরিমাণ এই গেমের সর্বনিম্ন বাজির চেয়ে কম।',
  [b.aboveMaxBet]: 'বাজির পরিমাণ এই গেমের সর্বোচ্চ বাজির চেয়ে বেশি।',
  [b.aboveMaxWin]: 'এই বাজিতে গেমের প্রতি বাজির সর্বোচ্চ জয়ের চেয়ে বেশি জেতা সম্ভব। বাজি বা গুণক কমান।',
  [b.notEnoughMoney]: 'এই বাজির জন্য আপনার ব্যালেন্স যথেষ্ট নয়।',
  [b.protection]: 'বাজিটি গ্রহণ করা হয়নি: আপনার অ্যাকাউন্টে দায়িত্বশীল গেমিংয়ের একটি সীমা বা বর্জন প্রযোজ্য।',
  [b.playerDisabled]: 'আপনার অ্যাকাউন্টটি নিষ্ক্রিয় করা হয়েছে। অনুগ্রহ করে সহায়তায় যোগাযোগ করুন।',
  [b.keyReused]: 'এই idempotency key অন্য একটি বাজিতে ব্যবহার করা হয়েছে।',
  [b.unavailable]: 'বাজিটি এখন রাখা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
};
