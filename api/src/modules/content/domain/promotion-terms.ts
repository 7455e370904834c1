import {
  formatMoney,
  isLivePromotionStatus,
  parseMoney,
  promotionBounds,
  type BonusTarget,
  type PromotionMoneyTerms,
  type PromotionStatus,
} from '@khela/contracts';

/** The money terms of a promotion, as content keeps them. */
export interface MoneyTerms {
  status: PromotionStatus;
  depositBonusPercent: number;
  maxBonusMinor: bigint;
  minDepositMinor: bigint;
  turnoverMultiplier: number;
  bonusTarget: BonusTarget;
}

const maxBonusMaxMinor = parseMoney(promotionBounds.maxBonusMax)!;
const minDepositMaxMinor = parseMoney(promotionBounds.minDepositMax)!;

/** What staff read when a promotion's terms are refused or its money change is decided. */
export const promotionMessages = {
  percent: 'The deposit bonus must be from 0 to 200 percent, with at most two decimals.',
  multiplier: 'The turnover multiplier must be from 1 to 50, with at most two decimals.',
  maxBonus: 'The maximum bonus must be an amount from 0.00 to 50000.00.',
  maxBonusRequired: 'A promotion with a deposit bonus needs a maximum bonus above 0.00.',
  minDeposit: 'The minimum deposit must be an amount from 0.00 to 25000.00.',
  capBelowMinimum: 'The maximum bonus must be at least the bonus of the minimum deposit (minimum deposit x percent).',
  invalid: 'Check the promotion money terms.',
  changeNotFound: 'Promotion change not found.',
  changeDecided: 'This change was already decided.',
  sameUser: 'A different user must decide this change: you requested it.',
  reason: 'Give a reason of 3 to 500 characters.',
  approved: 'Change approved: the promotion now has the new terms.',
  rejected: 'Change rejected: the promotion keeps its terms.',
} as const;

export type TermField = 'deposit_bonus_percent' | 'max_bonus' | 'min_deposit' | 'turnover_multiplier';

const hasTwoDecimals = (n: number) => Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * The bounds of a promotion's money terms (see `promotionBounds` in libs/contracts), field by field.
 * Empty when the terms are fine. Checked on every create, edit and approval, so no path around them.
 */
export function checkTerms(t: Omit<MoneyTerms, 'status' | 'bonusTarget'>): Partial<Record<TermField, string[]>> {
  const errors: Partial<Record<TermField, string[]>> = {};
  const add = (field: TermField, message: string) => (errors[field] ??= []).push(message);
  if (!hasTwoDecimals(t.depositBonusPercent) || t.depositBonusPercent < 0 || t.depositBonusPercent > promotionBounds.bonusPercentMax)
    add('deposit_bonus_percent', promotionMessages.percent);
  if (
    !hasTwoDecimals(t.turnoverMultiplier) ||
    t.turnoverMultiplier < promotionBounds.turnoverMultiplierMin ||
    t.turnoverMultiplier > promotionBounds.turnoverMultiplierMax
  )
    add('turnover_multiplier', promotionMessages.multiplier);
  if (t.maxBonusMinor < 0n || t.maxBonusMinor > maxBonusMaxMinor) add('max_bonus', promotionMessages.maxBonus);
  if (t.minDepositMinor < 0n || t.minDepositMinor > minDepositMaxMinor) add('min_deposit', promotionMessages.minDeposit);
  if (!errors.deposit_bonus_percent && !errors.max_bonus && t.depositBonusPercent > 0) {
    if (t.maxBonusMinor === 0n) add('max_bonus', promotionMessages.maxBonusRequired);
    else if (bonusOf(t.minDepositMinor, t.depositBonusPercent) > t.maxBonusMinor) add('max_bonus', promotionMessages.capBelowMinimum);
  }
  return errors;
}

/** Percent (two decimals) of an amount, rounded down to the poisha. */
export function bonusOf(amountMinor: bigint, percent: number): bigint {
  if (!(percent > 0)) return 0n;
  return (amountMinor * BigInt(Math.round(percent * 100))) / 10000n;
}

/** The terms in the api's words (money as decimal strings), for change records and their audit rows. */
export function presentTerms(t: Partial<MoneyTerms>): PromotionMoneyTerms {
  return {
    ...(t.depositBonusPercent !== undefined ? { deposit_bonus_percent: t.depositBonusPercent } : {}),
    ...(t.maxBonusMinor !== undefined ? { max_bonus: formatMoney(t.maxBonusMinor) } : {}),
    ...(t.minDepositMinor !== undefined ? { min_deposit: formatMoney(t.minDepositMinor) } : {}),
    ...(t.turnoverMultiplier !== undefined ? { turnover_multiplier: t.turnoverMultiplier } : {}),
    ...(t.bonusTarget !== undefined ? { bonus_target: t.bonusTarget } : {}),
    ...(t.status !== undefined ? { status: t.status } : {}),
  };
}

/** Back from `presentTerms` (a stored change). */
export function readTerms(t: PromotionMoneyTerms): Partial<MoneyTerms> {
  return {
    ...(t.deposit_bonus_percent !== undefined ? { depositBonusPercent: t.deposit_bonus_percent } : {}),
    ...(t.max_bonus !== undefined ? { maxBonusMinor: parseMoney(t.max_bonus)! } : {}),
    ...(t.min_deposit !== undefined ? { minDepositMinor: parseMoney(t.min_deposit)! } : {}),
    ...(t.turnover_multiplier !== undefined ? { turnoverMultiplier: t.turnover_multiplier } : {}),
    ...(t.bonus_target !== undefined ? { bonusTarget: t.bonus_target } : {}),
    ...(t.status !== undefined ? { status: t.status } : {}),
  };
}

const moneyKeys = ['depositBonusPercent', 'maxBonusMinor', 'minDepositMinor', 'turnoverMultiplier', 'bonusTarget'] as const;

/**
 * Maker-checker on a promotion's money: which requested terms apply at once and which wait for a
 * finance user. On a live promotion (players can pick it at deposit) a changed money term waits. The
 * step from inactive to live waits too, carrying every money term, because it puts them in front of
 * players (otherwise "deactivate, edit, reactivate" would skip the check); approving it applies exactly
 * the terms finance saw. Making a promotion inactive, moving it between active and display, and any
 * change to an inactive promotion that stays inactive apply at once: none of them adds money.
 */
export function splitTermsChange(
  current: MoneyTerms,
  requested: Partial<MoneyTerms>,
): { direct: Partial<MoneyTerms>; guarded: Partial<MoneyTerms> } {
  const next: MoneyTerms = { ...current, ...requested };
  if (!isLivePromotionStatus(current.status) && isLivePromotionStatus(next.status)) {
    const guarded: Partial<MoneyTerms> = { status: next.status };
    for (const key of moneyKeys) guarded[key] = next[key] as never;
    return { direct: {}, guarded };
  }
  const direct: Partial<MoneyTerms> = {};
  const guarded: Partial<MoneyTerms> = {};
  if (next.status !== current.status) direct.status = next.status;
  const liveAfter = isLivePromotionStatus(next.status);
  for (const key of moneyKeys) {
    if (next[key] === current[key]) continue;
    (liveAfter ? guarded : direct)[key] = next[key] as never;
  }
  return { direct, guarded };
}

/** The current values of the terms a change touches (its "before"). */
export function termsBefore(current: MoneyTerms, change: Partial<MoneyTerms>): Partial<MoneyTerms> {
  return Object.fromEntries(Object.keys(change).map((key) => [key, current[key as keyof MoneyTerms]])) as Partial<MoneyTerms>;
}
