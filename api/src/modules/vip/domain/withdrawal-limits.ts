import { formatMoney } from '@khela/contracts';

/** The English refusals (Bangla in vip-messages.bn.ts); `{{...}}` are filled in. */
export const withdrawalLimitMessages = {
  count: 'Your VIP level allows {{count}} withdrawals a day (Dhaka time). Please try again tomorrow.',
  amount: 'Your VIP level allows withdrawals of up to {{limit}} a day (Dhaka time); {{left}} is left today.',
} as const;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The Asia/Dhaka calendar day (UTC+6 all year) holding `now`: 18:00 UTC the day before to 18:00 UTC. */
export function dhakaDayAround(now: Date): { start: Date; end: Date } {
  const day = 86_400_000;
  const offset = 6 * 3_600_000;
  const start = Math.floor((now.getTime() + offset) / day) * day - offset;
  return { start: new Date(start), end: new Date(start + day) };
}

/**
 * Whether one more withdrawal of `amountMinor` fits the level's limits per Dhaka day, given what the player has
 * already asked for today (requests that stand). Null when it fits, else the refusal's code and message.
 */
export function withdrawalLimitRefusal(
  limits: { dailyCount: number; dailyAmountMinor: bigint },
  today: { count: number; amountMinor: bigint },
  amountMinor: bigint,
): { code: string; message: string } | null {
  if (today.count + 1 > limits.dailyCount)
    return { code: 'vip_withdrawal_count', message: fill(withdrawalLimitMessages.count, { count: String(limits.dailyCount) }) };
  if (today.amountMinor + amountMinor > limits.dailyAmountMinor) {
    const left = limits.dailyAmountMinor > today.amountMinor ? limits.dailyAmountMinor - today.amountMinor : 0n;
    return {
      code: 'vip_withdrawal_amount',
      message: fill(withdrawalLimitMessages.amount, { limit: formatMoney(limits.dailyAmountMinor), left: formatMoney(left) }),
    };
  }
  return null;
}
