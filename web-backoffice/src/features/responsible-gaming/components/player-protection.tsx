import type { DepositLimitItem, ExclusionKind, LimitKind, StaffPlayerProtection } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '@/components/data-table.css';
import '@/components/form.css';
import { usePlayerProtection } from '../api/get-player-protection';
import { useSetExclusion } from '../api/set-exclusion';
import { useSetStricterLimit } from '../api/set-stricter-limit';
import { dhaka, isAmount, money } from './format';
import { HarmScores, ReviewActions } from './harm-review';
import { ReasonField, reasonValid } from './reason-field';
import './responsible-gaming.css';

const limitKinds: readonly LimitKind[] = ['deposit', 'wager', 'loss'];
const periods = ['day', 'week', 'month'] as const;

/**
 * One player's protection for risk / responsible-gaming staff: limits with pending changes, the latest
 * time-out or self-exclusion, the history of both (who: the player, or staff with their reason), and
 * reality-check answers, the recent markers-of-harm scores and staff's notes, calls and messages. With
 * `canManage`, forms to set a stricter limit or an exclusion (the server refuses anything looser or shorter
 * and its message shows here) and to record a note, a call or a message.
 */
export function PlayerProtection({ id, backTo, canManage }: { id: string; backTo: string; canManage: boolean }) {
  const { t } = useTranslation();
  const protection = usePlayerProtection(id);
  const [notice, setNotice] = useState<string | null>(null);

  if (protection.isPending) return <p className="muted">{t('responsibleGaming.loading')}</p>;
  if (protection.isError) {
    return (
      <section>
        <Link to={backTo}>{t('responsibleGaming.backToList')}</Link>
        <p className="form-alert form-alert--error" role="alert">
          {t('responsibleGaming.loadFailed', { message: protection.error.message })}
        </p>
      </section>
    );
  }
  const data = protection.data;
  const { player } = data;

  return (
    <section className="rg-page">
      <Link to={backTo}>{t('responsibleGaming.backToList')}</Link>
      <div className="page-head">
        <h1>
          {player.username} <span className="muted">#{player.id}</span>{' '}
          <span className={player.status === 'active' ? 'tag tag--ok' : 'tag tag--danger'}>
            {t(`responsibleGaming.status.${player.status === 'active' ? 'active' : 'locked'}`)}
          </span>
        </h1>
      </div>
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}

      <div className="rg-grid">
        <div className="panel rg-card">
          <h2>{t('responsibleGaming.limits.title')}</h2>
          <LimitsTable data={data} />
          {canManage ? <StricterLimitForm data={data} onDone={setNotice} /> : null}
        </div>
        <div className="panel rg-card">
          <h2>{t('responsibleGaming.exclusion.title')}</h2>
          <CurrentExclusion data={data} />
          {canManage ? <ExclusionForm data={data} onDone={setNotice} /> : null}
        </div>
      </div>

      <HarmScores data={data} />
      <ReviewActions data={data} canManage={canManage} onDone={setNotice} />

      <LimitHistory data={data} />
      <ExclusionHistory data={data} />
      <RealityChecks data={data} />
    </section>
  );
}

function LimitsTable({ data }: { data: StaffPlayerProtection }) {
  const { t } = useTranslation();
  const currency = data.player.currency;
  const pending = (item: DepositLimitItem) => {
    if (!item.pending) return <span className="muted">{t('responsibleGaming.limits.none')}</span>;
    const limit = money(item.pending.limit, currency) ?? t('responsibleGaming.limits.noLimit');
    return item.pending.confirmable
      ? t('responsibleGaming.limits.pendingReady', { limit })
      : t('responsibleGaming.limits.pendingTo', { limit, time: dhaka(item.pending.confirmable_at) });
  };
  return (
    <div className="data-table-wrap">
      <table className="data-table" aria-label={t('responsibleGaming.limits.caption')}>
        <thead>
          <tr>
            <th>{t('responsibleGaming.limits.kind')}</th>
            <th>{t('responsibleGaming.limits.period')}</th>
            <th>{t('responsibleGaming.limits.limit')}</th>
            <th>{t('responsibleGaming.limits.used')}</th>
            <th>{t('responsibleGaming.limits.pending')}</th>
          </tr>
        </thead>
        <tbody>
          {limitKinds.flatMap((kind) =>
            data.limits[kind].map((item) => (
              <tr key={`${kind}-${item.period}`} data-limit={`${kind}-${item.period}`}>
                <td>{t(`responsibleGaming.kinds.${kind}`)}</td>
                <td>{t(`responsibleGaming.periods.${item.period}`)}</td>
                <td className="money">
                  {money(item.limit, currency) ?? <span className="muted">{t('responsibleGaming.limits.noLimit')}</span>}
                </td>
                <td className="money">{money(item.used, currency)}</td>
                <td className="wrap">{pending(item)}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}

function StricterLimitForm({ data, onDone }: { data: StaffPlayerProtection; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const change = useSetStricterLimit();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<(typeof periods)[number]>('day');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const amountBad = submitted && !isAmount(amount.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isAmount(amount.trim()) || !reasonValid(reason)) return;
    change.mutate(
      { playerId: data.player.id, kind, period, limit: amount.trim(), reason: reason.trim() },
      {
        onSuccess: (answer) => {
          onDone(answer.message);
          setAmount('');
          setReason('');
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <form className="rg-form" aria-label={t('responsibleGaming.setLimit.title')} onSubmit={submit} noValidate>
      <h3>{t('responsibleGaming.setLimit.title')}</h3>
      <p className="form-field__hint">{t('responsibleGaming.setLimit.help')}</p>
      <div className="rg-form__row">
        <div className="form-field">
          <label htmlFor="rg-limit-kind">{t('responsibleGaming.setLimit.kind')}</label>
          <select id="rg-limit-kind" value={kind} onChange={(event) => setKind(event.target.value as LimitKind)}>
            {limitKinds.map((k) => (
              <option key={k} value={k}>
                {t(`responsibleGaming.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="rg-limit-period">{t('responsibleGaming.setLimit.period')}</label>
          <select id="rg-limit-period" value={period} onChange={(event) => setPeriod(event.target.value as (typeof periods)[number])}>
            {periods.map((p) => (
              <option key={p} value={p}>
                {t(`responsibleGaming.periods.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="rg-limit-amount">{t('responsibleGaming.setLimit.amount', { currency: data.player.currency })}</label>
          <input
            id="rg-limit-amount"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={amountBad ? true : undefined}
          />
          {amountBad ? <p className="form-field__error">{t('responsibleGaming.setLimit.amountInvalid')}</p> : null}
        </div>
      </div>
      <ReasonField value={reason} onChange={setReason} showError={submitted} />
      {change.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {change.error.message}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {change.isPending ? t('common.working') : t('responsibleGaming.setLimit.submit')}
      </button>
    </form>
  );
}

function CurrentExclusion({ data }: { data: StaffPlayerProtection }) {
  const { t } = useTranslation();
  const current = data.exclusion;
  if (!current) return <p className="muted">{t('responsibleGaming.exclusion.none')}</p>;
  return (
    <dl className="rg-facts">
      <dt>{t('responsibleGaming.exclusion.kind')}</dt>
      <dd>{t(`responsibleGaming.exclusionKinds.${current.kind}`)}</dd>
      <dt>{t('responsibleGaming.exclusion.started')}</dt>
      <dd>{dhaka(current.started_at)}</dd>
      <dt>{t('responsibleGaming.exclusion.ends')}</dt>
      <dd>{dhaka(current.ends_at)}</dd>
      <dt>{t('responsibleGaming.exclusion.state')}</dt>
      <dd>
        <span className={current.in_force ? 'tag tag--danger' : 'tag'}>
          {current.in_force ? t('responsibleGaming.exclusion.inForce') : t('responsibleGaming.exclusion.over')}
        </span>
        {current.end_confirmable_at && !current.ended_at ? (
          <> {t('responsibleGaming.exclusion.endRequested', { time: dhaka(current.end_confirmable_at) })}</>
        ) : null}
        {current.ended_at ? (
          <>
            {' '}
            {t('responsibleGaming.exclusion.ended')}: {dhaka(current.ended_at)}
          </>
        ) : null}
      </dd>
    </dl>
  );
}

function ExclusionForm({ data, onDone }: { data: StaffPlayerProtection; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const change = useSetExclusion();
  const [kind, setKind] = useState<ExclusionKind>('timeout');
  const [length, setLength] = useState('7');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const bounds = kind === 'timeout' ? data.timeout_days : data.self_exclusion_months;
  const value = Number(length);
  const lengthOk = /^\d{1,3}$/.test(length.trim()) && value >= bounds.min && value <= bounds.max;
  const lengthBad = submitted && !lengthOk;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!lengthOk || !reasonValid(reason)) return;
    change.mutate(
      {
        playerId: data.player.id,
        kind,
        ...(kind === 'timeout' ? { days: value } : { months: value }),
        reason: reason.trim(),
      },
      {
        onSuccess: (answer) => {
          onDone(answer.message);
          setReason('');
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <form className="rg-form" aria-label={t('responsibleGaming.setExclusion.title')} onSubmit={submit} noValidate>
      <h3>{t('responsibleGaming.setExclusion.title')}</h3>
      <p className="form-field__hint">{t('responsibleGaming.setExclusion.help')}</p>
      <div className="rg-form__row">
        <div className="form-field">
          <label htmlFor="rg-exclusion-kind">{t('responsibleGaming.setExclusion.kind')}</label>
          <select
            id="rg-exclusion-kind"
            value={kind}
            onChange={(event) => {
              const next = event.target.value as ExclusionKind;
              setKind(next);
              setLength(String(next === 'timeout' ? 7 : data.self_exclusion_months.min));
            }}
          >
            <option value="timeout">{t('responsibleGaming.exclusionKinds.timeout')}</option>
            <option value="self_exclusion">{t('responsibleGaming.exclusionKinds.self_exclusion')}</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="rg-exclusion-length">
            {t(kind === 'timeout' ? 'responsibleGaming.setExclusion.days' : 'responsibleGaming.setExclusion.months', {
              min: String(bounds.min),
              max: String(bounds.max),
            })}
          </label>
          <input
            id="rg-exclusion-length"
            inputMode="numeric"
            value={length}
            onChange={(event) => setLength(event.target.value)}
            aria-invalid={lengthBad ? true : undefined}
          />
          {lengthBad ? (
            <p className="form-field__error">
              {t('responsibleGaming.setExclusion.lengthInvalid', { min: String(bounds.min), max: String(bounds.max) })}
            </p>
          ) : null}
        </div>
      </div>
      <ReasonField value={reason} onChange={setReason} showError={submitted} />
      {change.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {change.error.message}
        </p>
      ) : null}
      <button type="submit" className="button button--danger" disabled={change.isPending}>
        {change.isPending ? t('common.working') : t('responsibleGaming.setExclusion.submit')}
      </button>
    </form>
  );
}

function ByCell({ by, username }: { by: 'player' | 'staff'; username: string | null }) {
  const { t } = useTranslation();
  return by === 'player' ? (
    <span className="tag">{t('responsibleGaming.history.player')}</span>
  ) : (
    <span className="tag tag--danger">{t('responsibleGaming.history.staff', { username: username ?? '—' })}</span>
  );
}

function LimitHistory({ data }: { data: StaffPlayerProtection }) {
  const { t } = useTranslation();
  const currency = data.player.currency;
  const none = t('responsibleGaming.limits.noLimit');
  return (
    <div className="panel rg-card">
      <h2>{t('responsibleGaming.history.limitsTitle')}</h2>
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('responsibleGaming.history.limitsTitle')}>
          <thead>
            <tr>
              <th>{t('responsibleGaming.history.when')}</th>
              <th>{t('responsibleGaming.history.kind')}</th>
              <th>{t('responsibleGaming.history.period')}</th>
              <th>{t('responsibleGaming.history.change')}</th>
              <th>{t('responsibleGaming.history.beforeAfter')}</th>
              <th>{t('responsibleGaming.history.by')}</th>
              <th>{t('responsibleGaming.history.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {data.limit_changes.map((change) => (
              <tr key={change.id}>
                <td>{dhaka(change.at)}</td>
                <td>{t(`responsibleGaming.kinds.${change.kind}`)}</td>
                <td>{t(`responsibleGaming.periods.${change.period}`)}</td>
                <td>{t(`responsibleGaming.history.actions.${change.action}`)}</td>
                <td className="money">
                  {money(change.before, currency) ?? none} → {money(change.after, currency) ?? none}
                </td>
                <td>
                  <ByCell by={change.by} username={change.staff_username} />
                </td>
                <td className="wrap">{change.reason ?? <span className="muted">—</span>}</td>
              </tr>
            ))}
            {data.limit_changes.length === 0 ? (
              <tr>
                <td className="empty" colSpan={7}>
                  {t('responsibleGaming.history.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ExclusionHistory({ data }: { data: StaffPlayerProtection }) {
  const { t } = useTranslation();
  return (
    <div className="panel rg-card">
      <h2>{t('responsibleGaming.history.exclusionsTitle')}</h2>
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('responsibleGaming.history.exclusionsTitle')}>
          <thead>
            <tr>
              <th>{t('responsibleGaming.history.when')}</th>
              <th>{t('responsibleGaming.history.change')}</th>
              <th>{t('responsibleGaming.history.kind')}</th>
              <th>{t('responsibleGaming.history.ends')}</th>
              <th>{t('responsibleGaming.history.by')}</th>
              <th>{t('responsibleGaming.history.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {data.exclusion_changes.map((change) => (
              <tr key={change.id}>
                <td>{dhaka(change.at)}</td>
                <td>{t(`responsibleGaming.history.actions.${change.action}`)}</td>
                <td>{t(`responsibleGaming.exclusionKinds.${change.kind}`)}</td>
                <td>{dhaka(change.ends_at)}</td>
                <td>
                  <ByCell by={change.by} username={change.staff_username} />
                </td>
                <td className="wrap">{change.reason ?? <span className="muted">—</span>}</td>
              </tr>
            ))}
            {data.exclusion_changes.length === 0 ? (
              <tr>
                <td className="empty" colSpan={6}>
                  {t('responsibleGaming.history.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function RealityChecks({ data }: { data: StaffPlayerProtection }) {
  const { t } = useTranslation();
  return (
    <div className="panel rg-card">
      <h2>{t('responsibleGaming.reality.title')}</h2>
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('responsibleGaming.reality.title')}>
          <thead>
            <tr>
              <th>{t('responsibleGaming.reality.answered')}</th>
              <th>{t('responsibleGaming.reality.shown')}</th>
              <th>{t('responsibleGaming.reality.answer')}</th>
              <th>{t('responsibleGaming.reality.session')}</th>
              <th>{t('responsibleGaming.reality.net')}</th>
            </tr>
          </thead>
          <tbody>
            {data.reality_checks.map((check) => (
              <tr key={check.id}>
                <td>{dhaka(check.answered_at)}</td>
                <td>{dhaka(check.shown_at)}</td>
                <td>{t(`responsibleGaming.reality.actions.${check.action}`)}</td>
                <td>{t('responsibleGaming.reality.minutes', { minutes: String(Math.floor(check.elapsed_seconds / 60)) })}</td>
                <td className="money">{money(check.net, data.player.currency)}</td>
              </tr>
            ))}
            {data.reality_checks.length === 0 ? (
              <tr>
                <td className="empty" colSpan={5}>
                  {t('responsibleGaming.reality.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
