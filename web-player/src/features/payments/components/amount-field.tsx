import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { formatAmount, formatNumber } from '@/lib/format';
import { cleanAmountInput, parseAmountInput } from '../lib/amount-input';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  quickAmounts: readonly number[];
  min: number;
  max: number;
}

/**
 * Taka amount (digits, one decimal point, two places at most) with the quick-amount buttons and range hint
 * of spec section 9, and the amount as it will be sent, so a player sees what the form read before submitting.
 */
export function AmountField({ value, onChange, quickAmounts, min, max }: AmountFieldProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const parsed = parseAmountInput(value);
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
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('payments.amountPlaceholder')}
          aria-describedby={`${id}-hint`}
          value={value}
          onChange={(event) => onChange(cleanAmountInput(event.target.value))}
        />
      </div>
      <p id={`${id}-hint`} className="form-field__hint">
        {t('payments.range', { min: formatNumber(min, language), max: formatNumber(max, language) })}
      </p>
      {parsed !== null ? (
        <p className="funds-amount-preview" aria-live="polite" data-testid="amount-preview">
          {t('payments.amountPreview', { amount: formatAmount(parsed, language) })}
        </p>
      ) : null}
    </div>
  );
}
