import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_MAX, REASON_MIN } from './format';

/** The mandatory reason (3-500 characters) of a staff change; `showError` once the form was submitted. */
export function ReasonField({ value, onChange, showError }: { value: string; onChange: (value: string) => void; showError: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const length = value.trim().length;
  const invalid = length < REASON_MIN || length > REASON_MAX;
  const error = showError && invalid ? t('responsibleGaming.reason.invalid', { min: String(REASON_MIN), max: String(REASON_MAX) }) : null;
  return (
    <div className="form-field rg-reason">
      <label htmlFor={id}>{t('responsibleGaming.reason.label')}</label>
      <textarea
        id={id}
        rows={2}
        maxLength={REASON_MAX + 50}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={error ? 'form-field__error' : 'form-field__hint'}>
        {error ?? t('responsibleGaming.reason.hint', { length: String(length), max: String(REASON_MAX) })}
      </p>
    </div>
  );
}

export const reasonValid = (value: string) => value.trim().length >= REASON_MIN && value.trim().length <= REASON_MAX;
