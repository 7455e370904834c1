import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, FormMessage } from '@/components/form-field';
import { ApiError } from '@/lib/api-client';
import './account-protection.css';
import { useSetDepositLimit, type DepositLimitPeriod } from '../api/deposit-limits';
import { useCloseFirstDepositPrompt, useFirstDepositPrompt, useSkipFirstDepositPrompt } from '../api/first-deposit-prompt';

const periods: DepositLimitPeriod[] = ['day', 'week', 'month'];
const amountPattern = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * The offer to set deposit limits at the first deposit (issue 16): shown above the deposit form while the
 * server says so (no deposit yet, no limit, not skipped). Limits are set through the deposit-limit route
 * (a new limit applies at once); Skip is remembered on the server, so the offer does not come back.
 * It never blocks the form below it.
 */
export function FirstDepositLimitPrompt() {
  const { t } = useTranslation();
  const prompt = useFirstDepositPrompt();
  const skip = useSkipFirstDepositPrompt();
  const setLimit = useSetDepositLimit();
  const close = useCloseFirstDepositPrompt();
  const [amounts, setAmounts] = useState<Record<DepositLimitPeriod, string>>({ day: '', week: '', month: '' });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  if (saved) return <FormMessage kind="success">{t('firstDepositPrompt.saved')}</FormMessage>;
  if (!prompt.data?.show) return null;

  const chosen = periods.filter((period) => amounts[period].trim() !== '');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (chosen.length === 0) return setError(t('firstDepositPrompt.nothingChosen'));
    if (chosen.some((period) => !amountPattern.test(amounts[period].trim()) || Number(amounts[period]) <= 0))
      return setError(t('responsibleGaming.amountInvalid'));
    try {
      for (const period of chosen) await setLimit.mutateAsync({ period, limit: amounts[period].trim() });
      setSaved(true);
      close();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status > 0 ? failure.message : t('firstDepositPrompt.failed'));
    }
  }

  return (
    <section className="form-card first-deposit-prompt" aria-labelledby="first-deposit-prompt-title">
      <h3 id="first-deposit-prompt-title" className="form-card__title">
        {t('firstDepositPrompt.title')}
      </h3>
      <p className="first-deposit-prompt__text">{t('firstDepositPrompt.text')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="first-deposit-prompt__fields">
          {periods.map((period) => (
            <FormField
              key={period}
              label={t(`firstDepositPrompt.${period}`)}
              name={`limit-${period}`}
              inputMode="decimal"
              autoComplete="off"
              value={amounts[period]}
              onChange={(e) => setAmounts((old) => ({ ...old, [period]: e.target.value }))}
            />
          ))}
        </div>
        <FormMessage kind="error">{error}</FormMessage>
        <div className="first-deposit-prompt__actions">
          <button type="submit" className="button button--gold" disabled={setLimit.isPending}>
            {t('firstDepositPrompt.set')}
          </button>
          <button
            type="button"
            className="button button--outline"
            disabled={skip.isPending}
            onClick={() => skip.mutate(undefined, { onError: () => setError(t('firstDepositPrompt.failed')) })}
          >
            {t('firstDepositPrompt.skip')}
          </button>
        </div>
      </form>
    </section>
  );
}
