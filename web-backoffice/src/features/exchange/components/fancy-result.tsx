import type { FancyBet } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFancyResult } from '../api/fancy-result';

/**
 * A trader enters a fancy line's result (issue 18): the runs it ended on, or void (every stake back), with a
 * reason; the settle job pays the line. Entering it again corrects it (only the difference moves). The
 * server's answer (or refusal) is shown as it comes.
 */
export function FancyResultForm({ eventId, lines, busy }: { eventId: string; lines: FancyBet[]; busy: boolean }) {
  const { t } = useTranslation();
  const [fancyId, setFancyId] = useState(lines[0]?.id ?? '');
  const [outcome, setOutcome] = useState<'runs' | 'void'>('runs');
  const [runs, setRuns] = useState('');
  const [reason, setReason] = useState('');
  const recording = useFancyResult(eventId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    recording.mutate({ fancyId, outcome, ...(outcome === 'runs' ? { runs: Number(runs) } : {}), reason });
  };
  return (
    <form className="exchange-actions" aria-label={t('exchange.fancyResult.title')} onSubmit={submit}>
      <div className="form-field">
        <label htmlFor="fancy-result-line">{t('exchange.fancyResult.line')}</label>
        <select id="fancy-result-line" value={fancyId} onChange={(e) => setFancyId(e.target.value)}>
          {lines.map((line) => (
            <option key={line.id} value={line.id}>
              {line.title}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="fancy-result-outcome">{t('exchange.fancyResult.outcome')}</label>
        <select id="fancy-result-outcome" value={outcome} onChange={(e) => setOutcome(e.target.value as 'runs' | 'void')}>
          <option value="runs">{t('exchange.fancyResult.runs')}</option>
          <option value="void">{t('exchange.fancyResult.void')}</option>
        </select>
      </div>
      {outcome === 'runs' ? (
        <div className="form-field">
          <label htmlFor="fancy-result-runs">{t('exchange.fancyResult.runs')}</label>
          <input id="fancy-result-runs" inputMode="numeric" value={runs} onChange={(e) => setRuns(e.target.value.trim())} />
        </div>
      ) : null}
      <div className="form-field">
        <label htmlFor="fancy-result-reason">{t('exchange.fancyResult.reason')}</label>
        <input id="fancy-result-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <button
        type="submit"
        className="button"
        disabled={busy || recording.isPending || !fancyId || (outcome === 'runs' && !/^\d{1,5}$/.test(runs))}
      >
        {t('exchange.fancyResult.submit')}
      </button>
      {recording.isSuccess ? <p role="status">{recording.data.message}</p> : null}
      {recording.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {recording.error.message}
        </p>
      ) : null}
    </form>
  );
}
