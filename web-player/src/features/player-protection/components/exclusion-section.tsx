import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormMessage } from '@/components/form-field';
import { ErrorState, LoadingState } from '@/components/page-status';
import { currentLanguage } from '@/i18n';
import { formatDhakaDateTime, formatNumber } from '@/lib/format';
import { endSession } from '@/lib/session';
import { useEndExclusion, useExclusion, useStartExclusion, type ExclusionChangeAnswer } from '../api/exclusion';
import { selfExclusionLengths, timeoutLengths, type Length } from './exclusion-lengths';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The spec's ranges, until the server's answer (with the operator's configured ranges) arrives. */
const specTimeoutDays = { min: 1, max: 42 };
const specSelfExclusionMonths = { min: 6, max: 60 };

/**
 * The Responsible Gaming page's time-out and self-exclusion (issue 16). The player picks a kind and a
 * length (the lengths the operator's configured ranges allow: exclusion-lengths.ts), then must confirm on a second step (a tick and a button) since it cannot be undone; the server
 * ends every session at once and answers with the end. While one is in force the page says until when;
 * a self-exclusion whose period is over offers to ask to end it, then to confirm after the cooling-off.
 * Once one starts or is extended the server has ended this session too, so the site logs out here at
 * once (every other tab of this browser follows through the stored token, and lets go of its socket)
 * and goes to the log-in page with the server's message, which says until when (log-in stays open).
 */
export function ExclusionSection() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const exclusion = useExclusion();
  const start = useStartExclusion();
  const end = useEndExclusion();
  const [kind, setKind] = useState<'timeout' | 'self_exclusion'>('timeout');
  const [lengthKey, setLengthKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const heading = t('responsibleGaming.exclusion.heading');
  const when = (iso: string) => formatDhakaDateTime(iso, language);

  const done = (answer: ExclusionChangeAnswer) => setNotice({ kind: 'success', text: answer.message });
  const failed = (error: Error) => setNotice({ kind: 'error', text: error.message });
  const timeoutRange = exclusion.data?.timeout_days ?? specTimeoutDays;
  const selfExclusionRange = exclusion.data?.self_exclusion_months ?? specSelfExclusionMonths;
  const lengths = kind === 'timeout' ? timeoutLengths(timeoutRange) : selfExclusionLengths(selfExclusionRange);
  const length: Length = lengths.find((option) => option.key === lengthKey) ?? lengths[0]!;
  const lengthLabel = (option: Length) => {
    if (option.landmark) return t(`responsibleGaming.exclusion.lengths.${option.landmark}`);
    const n = formatNumber('days' in option.request ? option.request.days : option.request.months, language);
    return 'days' in option.request
      ? t('responsibleGaming.exclusion.daysCount', { n })
      : t('responsibleGaming.exclusion.monthsCount', { n });
  };
  const rangeLabel = (options: Length[]) => ({ from: lengthLabel(options[0]!), to: lengthLabel(options[options.length - 1]!) });
  const timeoutSpan = rangeLabel(timeoutLengths(timeoutRange));
  const selfExclusionSpan = rangeLabel(selfExclusionLengths(selfExclusionRange));
  const current = exclusion.data?.exclusion;
  const inForce = current?.in_force ? current : null;

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setUnderstood(false);
    setConfirming(true);
  };
  /** Queries stopped and dropped first, so none goes out with the ended token; then the log-in page says why. */
  const logOutHere = (answer: ExclusionChangeAnswer) => {
    const playerQueries = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== 'site' };
    void queryClient.cancelQueries(playerQueries);
    endSession();
    queryClient.removeQueries(playerQueries);
    navigate('/login', { replace: true, state: { notice: answer.message } });
  };
  const onStart = () => {
    setNotice(null);
    start.mutate(length.request, {
      onSuccess: (answer) => {
        setConfirming(false);
        logOutHere(answer);
      },
      onError: (error) => {
        setConfirming(false);
        failed(error);
      },
    });
  };

  return (
    <section className="responsible-gaming__kind" aria-label={heading}>
      <h3 className="responsible-gaming__heading">{heading}</h3>
      <p className="responsible-gaming__intro">
        {t('responsibleGaming.exclusion.intro', {
          timeoutFrom: timeoutSpan.from,
          timeoutTo: timeoutSpan.to,
          selfFrom: selfExclusionSpan.from,
          selfTo: selfExclusionSpan.to,
          hours: formatNumber(exclusion.data?.end_cooling_off_hours ?? 24, language),
        })}
      </p>
      {exclusion.isPending ? <LoadingState /> : null}
      {exclusion.isError ? (
        <ErrorState
          title={t('responsibleGaming.exclusion.loadFailed')}
          detail={exclusion.error.message}
          onRetry={() => void exclusion.refetch()}
        />
      ) : null}
      <div className="form-card responsible-gaming__card">
        {inForce ? (
          <div className="responsible-gaming__pending">
            <p>
              {inForce.kind === 'timeout'
                ? t('responsibleGaming.exclusion.inForceTimeout', { time: when(inForce.ends_at) })
                : inForce.can_end
                  ? t('responsibleGaming.exclusion.periodOver', { time: when(inForce.ends_at) })
                  : t('responsibleGaming.exclusion.inForceSelf', { time: when(inForce.ends_at) })}
              {inForce.end_confirmable_at
                ? ` ${t('responsibleGaming.exclusion.endRequested', { time: when(inForce.end_confirmable_at) })}`
                : null}
            </p>
            {inForce.can_end ? (
              <button
                type="button"
                className="button button--outline"
                disabled={end.isPending}
                onClick={() => {
                  setNotice(null);
                  end.mutate(undefined, { onSuccess: done, onError: failed });
                }}
              >
                {inForce.end_requested_at ? t('responsibleGaming.exclusion.confirmEnd') : t('responsibleGaming.exclusion.askEnd')}
              </button>
            ) : null}
            <p>{t('responsibleGaming.exclusion.extendHint')}</p>
          </div>
        ) : null}
        {confirming ? (
          <div role="alertdialog" aria-label={t('responsibleGaming.exclusion.confirmTitle')} className="responsible-gaming__pending">
            <h4 className="form-card__title">{t('responsibleGaming.exclusion.confirmTitle')}</h4>
            <p>
              {kind === 'timeout'
                ? t('responsibleGaming.exclusion.confirmTimeout', { length: lengthLabel(length) })
                : t('responsibleGaming.exclusion.confirmSelfExclusion', { length: lengthLabel(length) })}
            </p>
            <label>
              <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />{' '}
              {t('responsibleGaming.exclusion.understand')}
            </label>
            <div className="responsible-gaming__actions">
              <button type="button" className="button button--gold" disabled={!understood || start.isPending} onClick={onStart}>
                {t('responsibleGaming.exclusion.start')}
              </button>
              <button type="button" className="button button--outline" onClick={() => setConfirming(false)}>
                {t('responsibleGaming.exclusion.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <form className="responsible-gaming__form" onSubmit={onContinue} noValidate>
            <fieldset className="responsible-gaming__choice">
              <legend className="form-field__label">{t('responsibleGaming.exclusion.kindLabel')}</legend>
              {(['timeout', 'self_exclusion'] as const).map((option) => (
                <label key={option}>
                  <input
                    type="radio"
                    name="exclusion-kind"
                    value={option}
                    checked={kind === option}
                    onChange={() => {
                      setKind(option);
                      setLengthKey(null);
                    }}
                  />{' '}
                  {option === 'timeout' ? t('responsibleGaming.exclusion.timeout') : t('responsibleGaming.exclusion.selfExclusion')}
                </label>
              ))}
            </fieldset>
            <label className="form-field">
              <span className="form-field__label">{t('responsibleGaming.exclusion.lengthLabel')}</span>
              <span className="form-field__row">
                <select className="form-field__input" value={length.key} onChange={(event) => setLengthKey(event.target.value)}>
                  {lengths.map((option) => (
                    <option key={option.key} value={option.key}>
                      {lengthLabel(option)}
                    </option>
                  ))}
                </select>
              </span>
            </label>
            <div className="responsible-gaming__actions">
              <button type="submit" className="button button--gold">
                {t('responsibleGaming.exclusion.continue')}
              </button>
            </div>
          </form>
        )}
        <FormMessage kind={notice?.kind ?? 'success'}>{notice?.text}</FormMessage>
      </div>
    </section>
  );
}
