import type { PromotionMoneyTerms } from '@khela/contracts';
import type { TFunction } from 'i18next';

const order: (keyof PromotionMoneyTerms)[] = [
  'status',
  'deposit_bonus_percent',
  'max_bonus',
  'min_deposit',
  'turnover_multiplier',
  'bonus_target',
];

/** "bonus 150%, max bonus 15000.00" in the language on screen: the terms a promotion change touches. */
export function describeTerms(t: TFunction, terms: PromotionMoneyTerms): string {
  return order
    .filter((key) => terms[key] !== undefined)
    .map((key) => {
      const raw = terms[key]!;
      const value =
        key === 'status'
          ? t(`promotions.statuses.${raw as 'active'}`)
          : key === 'bonus_target'
            ? t(`promotions.targets.${raw as 'bonus'}`)
            : String(raw);
      return t(`promotions.terms.${key}`, { value });
    })
    .join(', ');
}
