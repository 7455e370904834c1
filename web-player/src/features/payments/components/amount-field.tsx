import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { formatNumber } from '@/lib/format';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  quickAmounts: readonly number[];
  min: number;
  max: number;
}

/** Whole-taka amount with the quick-amount buttons and range hint of spec section 9. */
export function AmountField({ value, onChange, quickAmounts, min, max }: AmountFieldProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  return (
    <div className="funds-section">
      <label htmlFor={id} className="funds-section__title">
        {t('payments.amount')}
      </label>
      <div className="funds-chips funds-chips--amounts" role="group" aria-label={t('payments.quickAmounts')}>
        {quickAmounts.map((amount) => (
          <button
            key={amount}
            type="button"
            className="funds-chip"
            aria-pressed={value === String(amount)}
            onClick={() => onChange(String(amount))}
          >
            {formatNumber(amount, language)}
          </button>
        ))}
      </div>
      <div className="form-field__row">
        <span className="funds-currency" aria-hidden="true">
          ৳
        </span>
        <input
          id={id}
          className="form-field__input"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('payments.amountPlaceholder')}
          aria-describedby={`${id}-hint`}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
      </div>
      <p id={`${id}-hint`} className="form-field__hint">
        {t('payments.range', { min: formatNumber(min, language), max: formatNumber(max, language) })}
      </p>
    </div>
  );
}
