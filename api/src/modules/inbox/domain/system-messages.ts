import { formatMoney } from '@khela/contracts';

/** A message in both languages: stored so, shown in the language of the request that reads it. */
export interface BilingualMessage {
  titleEn: string;
  titleBn: string;
  messageEn: string;
  messageBn: string;
}

const taka = (minor: bigint) => `৳${formatMoney(minor)}`;
const banglaDigits = (text: string) => text.replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
/** Bangla texts write amounts in Bangla digits, as the player site does. */
const takaBn = (minor: bigint) => banglaDigits(taka(minor));

/**
 * The texts of the messages the platform writes to a player when something happened to their money or
 * account (reactors in events/system-messages.reactor.ts). Pure: the reactor passes the event's facts.
 * A staff reason is shown as staff wrote it, in both languages (staff write it once).
 */
export const systemMessages = {
  depositCredited: (amountMinor: bigint): BilingualMessage => ({
    titleEn: 'Deposit credited',
    titleBn: 'জমা যোগ হয়েছে',
    messageEn: `Your deposit of ${taka(amountMinor)} was approved and added to your main wallet.`,
    messageBn: `আপনার ${takaBn(amountMinor)} জমা অনুমোদিত হয়েছে এবং আপনার মূল ওয়ালেটে যোগ করা হয়েছে।`,
  }),
  depositRejected: (amountMinor: bigint, reason: string): BilingualMessage => ({
    titleEn: 'Deposit rejected',
    titleBn: 'জমা বাতিল হয়েছে',
    messageEn: `Your deposit of ${taka(amountMinor)} was rejected. Reason: ${reason}`,
    messageBn: `আপনার ${takaBn(amountMinor)} জমা বাতিল করা হয়েছে। কারণ: ${reason}`,
  }),
  withdrawalPaid: (amountMinor: bigint): BilingualMessage => ({
    titleEn: 'Withdrawal paid',
    titleBn: 'উত্তোলন পরিশোধ হয়েছে',
    messageEn: `Your withdrawal of ${taka(amountMinor)} was approved and paid out.`,
    messageBn: `আপনার ${takaBn(amountMinor)} উত্তোলন অনুমোদিত হয়েছে এবং পরিশোধ করা হয়েছে।`,
  }),
  withdrawalRejected: (amountMinor: bigint, reason: string): BilingualMessage => ({
    titleEn: 'Withdrawal rejected',
    titleBn: 'উত্তোলন বাতিল হয়েছে',
    messageEn: `Your withdrawal of ${taka(amountMinor)} was rejected and the amount is back in your main wallet. Reason: ${reason}`,
    messageBn: `আপনার ${takaBn(amountMinor)} উত্তোলন বাতিল করা হয়েছে এবং টাকা আপনার মূল ওয়ালেটে ফেরত এসেছে। কারণ: ${reason}`,
  }),
  bonusGranted: (amountMinor: bigint, to: 'bonus' | 'main'): BilingualMessage => ({
    titleEn: 'Bonus received',
    titleBn: 'বোনাস পেয়েছেন',
    messageEn: `A bonus of ${taka(amountMinor)} was added to your ${to === 'bonus' ? 'bonus wallet' : 'main wallet'}.`,
    messageBn: `${takaBn(amountMinor)} বোনাস আপনার ${to === 'bonus' ? 'বোনাস ওয়ালেটে' : 'মূল ওয়ালেটে'} যোগ করা হয়েছে।`,
  }),
  /** A corrected exchange result took back more than main held (issue 18): what is still owed, and how it is paid. */
  exchangeResettlementOwed: (owedMinor: bigint): BilingualMessage => ({
    titleEn: 'Amount owed from a corrected exchange result',
    titleBn: 'সংশোধিত এক্সচেঞ্জ ফলাফলের পাওনা',
    messageEn: `A corrected exchange result took back winnings you had already withdrawn. Your main wallet paid what it held; ${taka(owedMinor)} is still owed. It is collected from your main wallet as money arrives there, and withdrawals open again once it is paid in full.`,
    messageBn: `একটি সংশোধিত এক্সচেঞ্জ ফলাফল আপনার আগেই উত্তোলন করা জয়ের টাকা ফেরত নিয়েছে। আপনার মূল ওয়ালেটে যা ছিল তা পরিশোধ হয়েছে; এখনো ${takaBn(owedMinor)} পাওনা। মূল ওয়ালেটে টাকা এলে সেখান থেকে এটি আদায় হবে, এবং পুরো পরিশোধ হলে আবার উত্তোলন করা যাবে।`,
  }),
  exchangeResettlementPaid: (owedMinor: bigint): BilingualMessage => ({
    titleEn: 'Amount owed is paid',
    titleBn: 'পাওনা পরিশোধ হয়েছে',
    messageEn: `The ${taka(owedMinor)} you owed from a corrected exchange result is paid in full. Withdrawals are open again.`,
    messageBn: `সংশোধিত এক্সচেঞ্জ ফলাফলের ${takaBn(owedMinor)} পাওনা পুরো পরিশোধ হয়েছে। আবার উত্তোলন করা যাবে।`,
  }),
  /** Responsible-gaming staff's message from the review queue: their words, under a title that says who wrote. */
  fromResponsibleGaming: (text: string): BilingualMessage => ({
    titleEn: 'A message from our responsible gaming team',
    titleBn: 'আমাদের দায়িত্বশীল গেমিং দলের বার্তা',
    messageEn: text,
    messageBn: text,
  }),
};
