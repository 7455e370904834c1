import { formatMoney } from '@khela/contracts';
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

/** "23 Nov 2026" in English, "২৩/১১/২০২৬" in Bangla: the Monday a cash-back week starts (a Dhaka date). */
const weekLabel = (weekStart: string) => {
  const [year, month, day] = weekStart.split('-');
  const monthName = new Date(`${weekStart}T00:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return { en: `${Number(day)} ${monthName} ${year}`, bn: banglaDigits(`${day}/${month}/${year}`) };
};

/** The inbox message for a week's cash-back paid into cash rewards (vip.cashback-paid), in both languages. */
export function vipCashbackPaid(payout: {
  weekStart: string;
  amountMinor: string;
  netLossMinor: string;
  rateBp: number;
}): BilingualMessage {
  const amount = formatMoney(BigInt(payout.amountMinor));
  const loss = formatMoney(BigInt(payout.netLossMinor));
  const percent = (payout.rateBp / 100).toFixed(2);
  const week = weekLabel(payout.weekStart);
  return {
    titleEn: `Weekly cash-back: ৳${amount}`,
    titleBn: `সাপ্তাহিক ক্যাশব্যাক: ৳${banglaDigits(amount)}`,
    messageEn: `You received ৳${amount} cash-back (${percent}% of your ৳${loss} net loss in the week from ${week.en}). It is in your cash rewards: claim it to your main wallet from the Referral page.`,
    messageBn: `${week.bn} থেকে শুরু হওয়া সপ্তাহে আপনার ৳${banglaDigits(loss)} নিট ক্ষতির ${banglaDigits(percent)}% হিসেবে আপনি ৳${banglaDigits(amount)} ক্যাশব্যাক পেয়েছেন। এটি আপনার ক্যাশ রিওয়ার্ডে আছে: রেফারেল পেজ থেকে মূল ওয়ালেটে ক্লেইম করুন।`,
  };
}

/** The inbox message for a day's referral rewards paid into cash rewards (referral.reward-paid), in both languages. */
export function referralRewardPaid(reward: {
  day: string;
  /** A week's or month's rewards (from `day`, its first day); absent: a day's. */
  period?: 'week' | 'month';
  amountMinor: string;
  turnoverMinor: string;
  downlines: number;
}): BilingualMessage {
  const amount = formatMoney(BigInt(reward.amountMinor));
  const turnover = formatMoney(BigInt(reward.turnoverMinor));
  const [year, month, day] = reward.day.split('-');
  const dayEn = `${Number(day)} ${new Date(`${reward.day}T00:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${year}`;
  const dayBn = banglaDigits(`${day}/${month}/${year}`);
  const whenEn = !reward.period ? `on ${dayEn}` : reward.period === 'week' ? `in the week from ${dayEn}` : `in the month from ${dayEn}`;
  const whenBn = !reward.period
    ? `${dayBn} তারিখে`
    : reward.period === 'week'
      ? `${dayBn} থেকে শুরু হওয়া সপ্তাহে`
      : `${dayBn} থেকে শুরু হওয়া মাসে`;
  return {
    titleEn: `Referral reward: ৳${amount}`,
    titleBn: `রেফারেল রিওয়ার্ড: ৳${banglaDigits(amount)}`,
    messageEn: `Your friends played ৳${turnover} ${whenEn}: ৳${amount} is in your cash rewards. Claim it to your balance with Claim All on the Referral page.`,
    messageBn: `${whenBn} আপনার বন্ধুরা ৳${banglaDigits(turnover)} খেলেছেন: ৳${banglaDigits(amount)} আপনার ক্যাশ রিওয়ার্ডে জমা হয়েছে। রেফারেল পেজে সব ক্লেইম করুন দিয়ে ব্যালেন্সে নিন।`,
  };
}
