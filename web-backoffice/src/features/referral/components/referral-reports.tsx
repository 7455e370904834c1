import type { StaffReferralDownline } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { ApiError } from '@/lib/api-client';
import { useReferralDownline, useReferralRewardDay, useReferralRewardRuns, useRerunRewards } from '../api/referral-staff';
import './referral.css';

/** Times as staff in Bangladesh read them. */
const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

const errorText = (error: Error, notFound: string) => (error instanceof ApiError && error.status === 404 ? notFound : error.message);

/**
 * A player's referral downline (issue 21, reports.read, read-only): who they referred, each with the turnover the
 * reward runs counted and the rewards it paid and held; a downline with downlines of its own opens below it (the
 * tree, one level at a time), or becomes the root. The upline is one click away.
 */
export function ReferralDownlinePanel() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [root, setRoot] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRoot(draft.trim() || null);
  };
  const open = (playerId: string) => {
    setDraft(playerId);
    setRoot(playerId);
  };
  return (
    <section className="referral-section" aria-label={t('referral.downlineTitle')}>
      <h2>{t('referral.downlineTitle')}</h2>
      <p className="muted">{t('referral.downlineIntro')}</p>
      <form className="referral-filters" onSubmit={submit}>
        <div className="form-field">
          <label htmlFor="referral-downline-player">{t('referral.playerId')}</label>
          <input id="referral-downline-player" inputMode="numeric" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <button type="submit" className="button button--small">
          {t('referral.show')}
        </button>
      </form>
      {root ? <DownlineLevel key={root} playerId={root} depth={0} onOpen={open} /> : null}
    </section>
  );
}

function DownlineLevel({ playerId, depth, onOpen }: { playerId: string; depth: number; onOpen: (playerId: string) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const downline = useReferralDownline(playerId, page);
  const data = downline.data;
  if (downline.isError)
    return (
      <p className="form-alert form-alert--error" role="alert">
        {errorText(downline.error, t('referral.noMember'))}
      </p>
    );
  if (!data) return <p className="muted">{t('referral.loading')}</p>;
  return (
    <div className={depth ? 'referral-subtree' : undefined}>
      {depth === 0 ? (
        <p>
          <strong>
            {t('referral.downlineOf', {
              username: data.username,
              id: data.player_id,
              downlines: data.totals.downlines,
              active: data.totals.active,
              held: data.totals.held,
            })}
          </strong>{' '}
          {data.referrer_id ? (
            <button type="button" className="button button--small button--secondary" onClick={() => onOpen(data.referrer_id!)}>
              {t('referral.upline', { id: data.referrer_id })}
            </button>
          ) : (
            <span className="muted">{t('referral.noUpline')}</span>
          )}
          <br />
          <span>
            {t('referral.downlineTotals', {
              turnover: data.totals.turnover,
              paid: data.totals.rewards_paid,
              held: data.totals.rewards_held,
            })}
          </span>
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={depth ? t('referral.downlineOfRow', { id: playerId }) : t('referral.downlineTitle')}>
          <thead>
            <tr>
              <th>{t('referral.columns.player')}</th>
              <th>{t('referral.columns.status')}</th>
              <th>{t('referral.columns.signedUp')}</th>
              <th className="num">{t('referral.columns.turnover')}</th>
              <th className="num">{t('referral.columns.rewardsPaid')}</th>
              <th className="num">{t('referral.columns.held')}</th>
              <th>{t('referral.columns.downlines')}</th>
            </tr>
          </thead>
          <tbody>
            {downline.isFetching && !data.data.length ? <LoadingRow columns={7} /> : null}
            {data.data.length === 0 ? <MessageRow columns={7}>{t('referral.noDownlines')}</MessageRow> : null}
            {data.data.map((row) => (
              <DownlineRow key={row.player_id} row={row} depth={depth} onOpen={onOpen} />
            ))}
          </tbody>
        </table>
      </div>
      {data.last_page > 1 ? (
        <Pager page={data.page} lastPage={data.last_page} total={data.total} perPage={data.per_page} onPage={setPage} />
      ) : null}
    </div>
  );
}

function DownlineRow({ row, depth, onOpen }: { row: StaffReferralDownline; depth: number; onOpen: (playerId: string) => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <tr data-testid={`downline-${row.player_id}`}>
        <td>
          {row.username}
          <div className="muted">#{row.player_id}</div>
        </td>
        <td>
          {t(`referral.status.${row.status}`)}
          {row.flags.length ? (
            <div className="muted">{row.flags.map((f) => t(`referral.flags.${f}` as 'referral.flags.same_ip')).join(', ')}</div>
          ) : null}
        </td>
        <td>{dhakaTime.format(new Date(row.signed_up_at))}</td>
        <td className="num">{row.turnover}</td>
        <td className="num">{row.rewards_paid}</td>
        <td className="num">{row.rewards_held}</td>
        <td>
          {row.downlines > 0 ? (
            <>
              <button type="button" className="button button--small" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
                {t(expanded ? 'referral.hideDownlines' : 'referral.showDownlines', { n: row.downlines })}
              </button>{' '}
              <button type="button" className="button button--small button--secondary" onClick={() => onOpen(row.player_id)}>
                {t('referral.openTree')}
              </button>
            </>
          ) : (
            <span className="muted">0</span>
          )}
        </td>
      </tr>
      {expanded ? (
        <tr>
          <td colSpan={7}>
            <DownlineLevel playerId={row.player_id} depth={depth + 1} onOpen={onOpen} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/**
 * The daily referral reward runs (issue 21, reports.read): when each ran, for which Dhaka day, how many referrers it
 * paid, the total paid and held, failures; and a lookup of one reward (by the ledger's reward id, or referrer and
 * day) that names the run that paid it.
 */
export function ReferralRunsPanel({ canRerun = false }: { canRerun?: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const runs = useReferralRewardRuns(page);
  const [rewardId, setRewardId] = useState('');
  const [referrer, setReferrer] = useState('');
  const [day, setDay] = useState('');
  const [lookup, setLookup] = useState<Record<string, string> | null>(null);
  const found = useReferralRewardDay(lookup);
  const find = (event: FormEvent) => {
    event.preventDefault();
    setLookup(rewardId.trim() ? { reward_id: rewardId.trim() } : { referrer_id: referrer.trim(), day: day.trim() });
  };
  const reward = found.data;
  return (
    <section className="referral-section" aria-label={t('referral.runsTitle')}>
      <h2>{t('referral.runsTitle')}</h2>
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('referral.runsTitle')}>
          <thead>
            <tr>
              <th>{t('referral.columns.run')}</th>
              <th>{t('referral.columns.day')}</th>
              <th>{t('referral.columns.started')}</th>
              <th>{t('referral.columns.status')}</th>
              <th className="num">{t('referral.columns.referrers')}</th>
              <th className="num">{t('referral.columns.playersPaid')}</th>
              <th className="num">{t('referral.columns.paid')}</th>
              <th className="num">{t('referral.columns.held')}</th>
              <th className="num">{t('referral.columns.failures')}</th>
            </tr>
          </thead>
          <tbody>
            {runs.isPending ? <LoadingRow columns={9} /> : null}
            {runs.isError ? <MessageRow columns={9}>{t('referral.loadFailed', { message: runs.error.message })}</MessageRow> : null}
            {runs.data?.data.length === 0 ? <MessageRow columns={9}>{t('referral.noRuns')}</MessageRow> : null}
            {runs.data?.data.map((run) => (
              <tr
                key={run.id}
                data-testid={`reward-run-${run.id}`}
                className={reward?.run?.id === run.id ? 'referral-run--found' : undefined}
              >
                <td>#{run.id}</td>
                <td>
                  {run.day}
                  {run.kind && run.kind !== 'day' ? ` (${t(`referral.runKind.${run.kind}`)})` : ''}
                </td>
                <td>{dhakaTime.format(new Date(run.started_at))}</td>
                <td title={run.error ?? undefined}>{t(`referral.runStatus.${run.status}`)}</td>
                <td className="num">{run.referrers}</td>
                <td className="num">{run.players_paid}</td>
                <td className="num">{run.paid}</td>
                <td className="num">{run.held}</td>
                <td className="num">{run.failures}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {runs.data && runs.data.last_page > 1 ? (
        <Pager page={runs.data.page} lastPage={runs.data.last_page} total={runs.data.total} perPage={runs.data.per_page} onPage={setPage} />
      ) : null}
      {canRerun ? <RerunForm /> : null}

      <h3>{t('referral.findTitle')}</h3>
      <form className="referral-filters" onSubmit={find} aria-label={t('referral.findTitle')}>
        <div className="form-field">
          <label htmlFor="referral-reward-id">{t('referral.rewardId')}</label>
          <input
            id="referral-reward-id"
            placeholder="referral-2026-11-25-42"
            value={rewardId}
            onChange={(e) => setRewardId(e.target.value)}
          />
        </div>
        <span className="muted">{t('referral.or')}</span>
        <div className="form-field">
          <label htmlFor="referral-reward-referrer">{t('referral.referrerId')}</label>
          <input id="referral-reward-referrer" inputMode="numeric" value={referrer} onChange={(e) => setReferrer(e.target.value)} />
        </div>
        <div className="form-field">
          <label htmlFor="referral-reward-day">{t('referral.rewardDay')}</label>
          <input id="referral-reward-day" type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </div>
        <button type="submit" className="button button--small">
          {t('referral.find')}
        </button>
      </form>
      {found.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {errorText(found.error, t('referral.noReward'))}
        </p>
      ) : null}
      {reward ? (
        <div data-testid="referral-reward-found">
          <p>
            <strong>
              {reward.run
                ? t('referral.paidByRun', {
                    id: reward.run.id,
                    started: dhakaTime.format(new Date(reward.run.started_at)),
                    rewardId: reward.reward_id,
                  })
                : t('referral.paidBeforeRuns', { rewardId: reward.reward_id })}
            </strong>
            <br />
            {t('referral.rewardSummary', {
              referrer: reward.referrer_id,
              day: reward.day,
              turnover: reward.turnover,
              rate: reward.rate_percent,
              paid: reward.paid,
              held: reward.held,
            })}
          </p>
          <div className="data-table-wrap">
            <table className="data-table" aria-label={t('referral.sharesTitle')}>
              <thead>
                <tr>
                  <th>{t('referral.columns.player')}</th>
                  <th className="num">{t('referral.columns.turnover')}</th>
                  <th className="num">{t('referral.columns.amount')}</th>
                  <th>{t('referral.columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {reward.shares.map((share) => (
                  <tr key={share.player_id}>
                    <td>
                      {share.username}
                      <div className="muted">#{share.player_id}</div>
                    </td>
                    <td className="num">{share.turnover}</td>
                    <td className="num">{share.amount}</td>
                    <td>{t(`referral.shareStatus.${share.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** Staff rerun one ended period (loyalty.manage): safe, the job pays only what earlier runs left unpaid. */
function RerunForm() {
  const { t } = useTranslation();
  const rerun = useRerunRewards();
  const [kind, setKind] = useState<'day' | 'week' | 'month'>('day');
  const [period, setPeriod] = useState('');
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    rerun.mutate(
      { kind, period: period.trim() },
      {
        onSuccess: (queued) =>
          setNotice({
            kind: 'success',
            text: t('referral.rerunQueued', { kind: t(`referral.rerunKinds.${queued.kind}`), period: queued.period }),
          }),
        onError: (error) => setNotice({ kind: 'error', text: error instanceof ApiError ? error.message : t('referral.failed') }),
      },
    );
  };
  return (
    <form className="referral-filters" onSubmit={submit} aria-label={t('referral.rerunTitle')}>
      <div className="form-field">
        <label htmlFor="referral-rerun-kind">{t('referral.rerunKind')}</label>
        <select id="referral-rerun-kind" value={kind} onChange={(e) => setKind(e.target.value as 'day' | 'week' | 'month')}>
          {(['day', 'week', 'month'] as const).map((k) => (
            <option key={k} value={k}>
              {t(`referral.rerunKinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="referral-rerun-period">{t('referral.rerunPeriod')}</label>
        <input
          id="referral-rerun-period"
          placeholder={kind === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'}
          value={period}
          onChange={(e) => setPeriod(e.target.value)}
        />
      </div>
      <button type="submit" className="button button--small" disabled={rerun.isPending}>
        {t('referral.rerun')}
      </button>
      {notice ? (
        <p className={`form-alert form-alert--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
    </form>
  );
}
