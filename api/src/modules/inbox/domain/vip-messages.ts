import type { BilingualMessage } from './system-messages.js';

const banglaDigits = (text: string) => text.replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
const points = (n: number) => n.toLocaleString('en-US');

/** The inbox message for a change of VIP level (vip.level-changed), in both languages. */
export function vipLevelChanged(change: {
  toNameEn: string;
  toNameBn: string;
  direction: 'up' | 'down';
  lifetimePoints: number;
}): BilingualMessage {
  if (change.direction === 'up')
    return {
      titleEn: `Welcome to VIP ${change.toNameEn}`,
      titleBn: `ভিআইপি ${change.toNameBn} এ স্বাগতম`,
      messageEn: `With ${points(change.lifetimePoints)} VP earned you have reached VIP level ${change.toNameEn}. See your new benefits on the VIP page.`,
      messageBn: `${banglaDigits(points(change.lifetimePoints))} ভিপি অর্জন করে আপনি ভিআইপি লেভেল ${change.toNameBn} এ পৌঁছেছেন। ভিআইপি পেজে আপনার নতুন সুবিধাগুলো দেখুন।`,
    };
  return {
    titleEn: `Your VIP level is now ${change.toNameEn}`,
    titleBn: `আপনার ভিআইপি লেভেল এখন ${change.toNameBn}`,
    messageEn: `Refunded bets were taken off your lifetime VP (now ${points(change.lifetimePoints)}), so your VIP level is now ${change.toNameEn}.`,
    messageBn: `ফেরত দেওয়া বাজিগুলো আপনার মোট ভিপি থেকে বাদ দেওয়া হয়েছে (এখন ${banglaDigits(points(change.lifetimePoints))}), তাই আপনার ভিআইপি লেভেল এখন ${change.toNameBn}।`,
  };
}
