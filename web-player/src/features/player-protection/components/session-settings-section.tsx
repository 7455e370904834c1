import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form-field';
import { ErrorState, LoadingState } from '@/components/page-status';
import { currentLanguage } from '@/i18n';
import { formatDhakaDateTime, formatNumber } from '@/lib/format';
import { useSaveSessionSettings, useSessionSettings, useSessionStatus } from '../api/session';
import { formatElapsed } from '../lib/session-clock';

type Notice = { kind: 'success' | 'error'; text: string } | null;
const NO_LIMIT = 'none';

/**
 * The Responsible Gaming page's session time and reality checks (issue 16): how often a reality check
 * shows (always on; 60 minutes unless the player chooses) and an optional session time limit (1 to 12
 * hours). Both apply at once; the server keeps them and decides when a check is due.
 */
export function SessionSettingsSection() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const settings = useSessionSettings();
  const status = useSessionStatus();
  const save = useSaveSessionSettings();
  // the player's choices, until saved; the server's settings otherwise
  const [chosenMinutes, setMinutes] = useState<number | null>(null);
  const [chosenLimit, setLimit] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const heading = t('realityCheck.settings.heading');
  const data = settings.data;
  const minutes = chosenMinutes ?? data?.reality_check_minutes ?? null;
  const limit = chosenLimit ?? (data ? (data.session_limit_hours === null ? NO_LIMIT : String(data.session_limit_hours)) : null);

  // the operator's choices (issue 16: configuration), and the player's own setting if it is no longer among them: kept until changed
  const withCurrent = (options: number[], current: number | null) =>
    current === null || options.includes(current) ? options : [...options, current].sort((a, b) => a - b);
  const hours = data
    ? withCurrent(
        Array.from({ length: data.session_limit_range.max - data.session_limit_range.min + 1 }, (_, i) => data.session_limit_range.min + i),
        data.session_limit_hours,
      )
    : [];
  const choices = data ? withCurrent(data.reality_check_choices, data.reality_check_minutes) : [];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (minutes === null || limit === null) return;
    setNotice(null);
    save.mutate(
      { reality_check_minutes: minutes, session_limit_hours: limit === NO_LIMIT ? null : Number(limit) },
      {
        onSuccess: (answer) => setNotice({ kind: 'success', text: answer.message ?? '' }),
        onError: (error) => setNotice({ kind: 'error', text: error.message }),
      },
    );
  };
  const current = status.data && !status.data.ended ? status.data : null;

  return (
    <section className="responsible-gaming__kind" aria-label={heading}>
      <h3 className="responsible-gaming__heading">{heading}</h3>
      <p className="responsible-gaming__intro">{t('realityCheck.settings.intro')}</p>
      {settings.isPending ? <LoadingState /> : null}
      {settings.isError ? (
        <ErrorState title={t('realityCheck.settings.loadFailed')} detail={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : null}
      {data && minutes !== null && limit !== null ? (
        <div className="form-card responsible-gaming__card">
          {current ? (
            <p className="responsible-gaming__pending">
              {t('realityCheck.settings.current', {
                elapsed: formatElapsed(current.elapsed_seconds, language),
                time: formatDhakaDateTime(current.next_check_at, language),
              })}
              {current.session_ends_at
                ? ` ${t('realityCheck.settings.endsAt', { time: formatDhakaDateTime(current.session_ends_at, language) })}`
                : ''}
            </p>
          ) : null}
          <form className="responsible-gaming__form" onSubmit={onSubmit} noValidate>
            <label className="form-field">
              <span className="form-field__label">{t('realityCheck.settings.every')}</span>
              <span className="form-field__row">
                <select className="form-field__input" value={minutes} onChange={(event) => setMinutes(Number(event.target.value))}>
                  {choices.map((choice) => (
                    <option key={choice} value={choice}>
                      {t('realityCheck.settings.minutes', { n: formatNumber(choice, language) })}
                    </option>
                  ))}
                </select>
              </span>
            </label>
            <label className="form-field">
              <span className="form-field__label">{t('realityCheck.settings.limit')}</span>
              <span className="form-field__row">
                <select className="form-field__input" value={limit} onChange={(event) => setLimit(event.target.value)}>
                  <option value={NO_LIMIT}>{t('realityCheck.settings.noLimit')}</option>
                  {hours.map((hour) => (
                    <option key={hour} value={String(hour)}>
                      {hour === 1 ? t('realityCheck.settings.hour') : t('realityCheck.settings.hours', { n: formatNumber(hour, language) })}
                    </option>
                  ))}
                </select>
              </span>
            </label>
            <div className="responsible-gaming__actions">
              <button type="submit" className="button button--gold" disabled={save.isPending}>
                {t('realityCheck.settings.save')}
              </button>
            </div>
          </form>
          <FormMessage kind={notice?.kind ?? 'success'}>{notice?.text}</FormMessage>
        </div>
      ) : null}
    </section>
  );
}
