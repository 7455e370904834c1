import { formatMoney } from '@khela/contracts';
import type { AmountCheck, ChangeOutcome, LimitKind, LimitPeriod } from './deposit-limits.js';

/** The player protection module's answers (English; Bangla in player-protection-messages.bn.ts). */
export const protectionMessages = {
  period: 'Choose a period: day, week or month.',
  amount: 'Enter the limit as an amount above zero with up to two decimals, or leave it empty for no limit.',
  applied: 'Your new limit applies now.',
  pending: 'Your limit will change only after a 24-hour cooling-off, and then only when you confirm it.',
  cancelled: 'Your pending change was cancelled; your limit stays as it is.',
  unchanged: 'That is already your limit.',
  nothingPending: 'You have no pending change to confirm.',
  coolingOff: 'You can confirm this change from {{time}} (Dhaka time).',
  confirmed: 'Your limit has changed.',
} as const;

type OverLimitTexts = Record<LimitPeriod, { waits: string; never: string }>;

/** Refusals of a deposit over a limit: which limit, what is left, and when this amount fits again. */
export const overLimitMessages: OverLimitTexts = {
  day: {
    waits:
      'This deposit is over your 24-hour deposit limit of {{limit}}. You can deposit {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).',
    never: 'This deposit is larger than your 24-hour deposit limit of {{limit}}.',
  },
  week: {
    waits:
      'This deposit is over your 7-day deposit limit of {{limit}}. You can deposit {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).',
    never: 'This deposit is larger than your 7-day deposit limit of {{limit}}.',
  },
  month: {
    waits:
      'This deposit is over your 30-day deposit limit of {{limit}}. You can deposit {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).',
    never: 'This deposit is larger than your 30-day deposit limit of {{limit}}.',
  },
};

/** Refusals of a stake over a wager limit (the sum of stakes in the window). */
export const overWagerLimitMessages: OverLimitTexts = {
  day: {
    waits:
      'This bet is over your 24-hour wager limit of {{limit}}. You can bet {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).',
    never: 'This bet is larger than your 24-hour wager limit of {{limit}}.',
  },
  week: {
    waits:
      'This bet is over your 7-day wager limit of {{limit}}. You can bet {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).',
    never: 'This bet is larger than your 7-day wager limit of {{limit}}.',
  },
  month: {
    waits:
      'This bet is over your 30-day wager limit of {{limit}}. You can bet {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).',
    never: 'This bet is larger than your 30-day wager limit of {{limit}}.',
  },
};

/** Refusals of a stake that could take the player over a loss limit (stakes minus wins in the window). */
export const overLossLimitMessages: OverLimitTexts = {
  day: {
    waits:
      'This bet could take you over your 24-hour loss limit of {{limit}}. You can bet {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).',
    never: 'This bet is larger than your 24-hour loss limit of {{limit}}.',
  },
  week: {
    waits:
      'This bet could take you over your 7-day loss limit of {{limit}}. You can bet {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).',
    never: 'This bet is larger than your 7-day loss limit of {{limit}}.',
  },
  month: {
    waits:
      'This bet could take you over your 30-day loss limit of {{limit}}. You can bet {{remaining}} more now; this amount fits again from {{time}} (Dhaka time).',
    never: 'This bet is larger than your 30-day loss limit of {{limit}}.',
  },
};

export const overLimitTexts: Record<LimitKind, OverLimitTexts> = {
  deposit: overLimitMessages,
  wager: overWagerLimitMessages,
  loss: overLossLimitMessages,
};

/**
 * Refusals of an exchange order (match odds, bookmaker, fancy) over a wager or loss limit: what counts is
 * the order's liability (for a lay, more than the stake typed), so the message says so.
 */
export const overLimitOrderTexts: Record<'wager' | 'loss', OverLimitTexts> = {
  wager: {
    day: {
      waits:
        "This order's liability is over your 24-hour wager limit of {{limit}}. You can risk {{remaining}} more now; this liability fits again from {{time}} (Dhaka time).",
      never: "This order's liability is larger than your 24-hour wager limit of {{limit}}.",
    },
    week: {
      waits:
        "This order's liability is over your 7-day wager limit of {{limit}}. You can risk {{remaining}} more now; this liability fits again from {{time}} (Dhaka time).",
      never: "This order's liability is larger than your 7-day wager limit of {{limit}}.",
    },
    month: {
      waits:
        "This order's liability is over your 30-day wager limit of {{limit}}. You can risk {{remaining}} more now; this liability fits again from {{time}} (Dhaka time).",
      never: "This order's liability is larger than your 30-day wager limit of {{limit}}.",
    },
  },
  loss: {
    day: {
      waits:
        "This order's liability could take you over your 24-hour loss limit of {{limit}}. You can risk {{remaining}} more now; this liability fits again from {{time}} (Dhaka time).",
      never: "This order's liability is larger than your 24-hour loss limit of {{limit}}.",
    },
    week: {
      waits:
        "This order's liability could take you over your 7-day loss limit of {{limit}}. You can risk {{remaining}} more now; this liability fits again from {{time}} (Dhaka time).",
      never: "This order's liability is larger than your 7-day loss limit of {{limit}}.",
    },
    month: {
      waits:
        "This order's liability could take you over your 30-day loss limit of {{limit}}. You can risk {{remaining}} more now; this liability fits again from {{time}} (Dhaka time).",
      never: "This order's liability is larger than your 30-day loss limit of {{limit}}.",
    },
  },
};

const dhaka = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-27 14:05" in Asia/Dhaka (the players' clock), rounded up to the minute so it is never early. */
export function dhakaTime(at: Date): string {
  const up = new Date(Math.ceil(at.getTime() / 60_000) * 60_000);
  const part = (type: string) => dhaka.formatToParts(up).find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The refusal of an amount over a limit; `order`: an exchange order's liability (wager and loss limits only). */
export function overLimitMessage(check: Exclude<AmountCheck, { ok: true }>, kind: LimitKind = 'deposit', order = false): string {
  const texts = (order && kind !== 'deposit' ? overLimitOrderTexts[kind] : overLimitTexts[kind])[check.period];
  const values = { limit: formatMoney(check.limitMinor), remaining: formatMoney(check.remainingMinor) };
  return check.fitsAt === null ? fill(texts.never, values) : fill(texts.waits, { ...values, time: dhakaTime(check.fitsAt) });
}

export const coolingOffMessage = (confirmableAt: Date): string => fill(protectionMessages.coolingOff, { time: dhakaTime(confirmableAt) });

export const changeMessage: Record<ChangeOutcome, string> = {
  applied: protectionMessages.applied,
  pending: protectionMessages.pending,
  cancelled: protectionMessages.cancelled,
  unchanged: protectionMessages.unchanged,
};
