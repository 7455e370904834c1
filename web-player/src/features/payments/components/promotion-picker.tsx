import { useTranslation } from 'react-i18next';
import type { usePromotions } from '@/features/promotions/api/get-promotions';

interface PromotionPickerProps {
  promotions: NonNullable<ReturnType<typeof usePromotions>['data']>;
  value: number | null;
  onChange: (id: number | null) => void;
}

/** No promotion, or one of the active promotions (spec section 2.3). */
export function PromotionPicker({ promotions, value, onChange }: PromotionPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="funds-section">
      <legend className="funds-section__title">{t('payments.promotion')}</legend>
      <div className="funds-chips funds-chips--column">
        <button type="button" className="funds-chip" aria-pressed={value === null} onClick={() => onChange(null)}>
          {t('payments.noPromotion')}
        </button>
        {promotions
          .filter((promotion) => promotion.status !== 'inactive')
          .map((promotion) => (
            <button
              key={promotion.id}
              type="button"
              className="funds-chip"
              aria-pressed={value === promotion.id}
              onClick={() => onChange(promotion.id)}
            >
              {promotion.name}
              {promotion.deposit_bouns > 0 ? (
                <span className="funds-chip__extra">{t('payments.bonusPercent', { percent: String(promotion.deposit_bouns) })}</span>
              ) : null}
            </button>
          ))}
      </div>
    </fieldset>
  );
}
