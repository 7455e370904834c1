import type { StaffReferralSettings } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { can, useMe } from '@/features/auth/api/get-me';
import { ApiError } from '@/lib/api-client';
import { useDecideReferral, useHeldReferrals, useReferralSettings, useSaveReferralSettings } from '../api/referral-staff';
import { ReferralDownlinePanel, ReferralRunsPanel } from './referral-reports';

/** When a referee signed up, as staff in Bangladesh read it. */
const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

/**
 * Referral programme (issue 21): the held referrals queue (risk.review: release pays the held rewards to the
 * referrer, cancel pays nothing), for loyalty.manage the reward tiers and limits, and for reports.read the read-only
 * downline tree and the daily reward runs. Every action is audited.
 */
export function ReferralAdminPage() {
  const { t } = useTranslation();
  const me = useMe();
  const held = useHeldReferrals();
  const decide = useDecideReferral();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const act = (playerId: string, username: string, decision: 'release' | 'cancel') => {
    setNotice(null);
    decide.mutate(
      { playerId, decision },
      {
        onSuccess: (answer) =>
          setNotice({
            kind: 'success',
            text: t(decision === 'release' ? 'referral.released' : 'referral.cancelled', { username, paid: answer.paid }),
          }),
        onError: (error) => setNotice({ kind: 'error', text: error instanceof ApiError ? error.message : t('referral.failed') }),
      },
    );
  };

  return (
    <div className="panel">
      <h1>{t('referral.title')}</h1>
      <p className="muted">{t('referral.intro')}</p>
      {notice ? (
        <p className={`form-alert form-alert--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
      <h2>{t('referral.heldTitle')}</h2>
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('referral.heldTitle')}>
          <thead>
            <tr>
              <th>{t('referral.columns.player')}</th>
              <th>{t('referral.columns.referrer')}</th>
              <th>{t('referral.columns.flags')}</th>
              <th>{t('referral.columns.signedUp')}</th>
              <th className="num">{t('referral.columns.held')}</th>
              <th>{t('referral.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {held.isPending ? <LoadingRow columns={6} /> : null}
            {held.isError ? <MessageRow columns={6}>{t('referral.loadFailed', { message: held.error.message })}</MessageRow> : null}
            {held.data?.length === 0 ? <MessageRow columns={6}>{t('referral.noneHeld')}</MessageRow> : null}
            {held.data?.map((h) => (
              <tr key={h.player_id} data-testid={`held-${h.player_id}`}>
                <td>
                  {h.username}
                  <div className="muted">#{h.player_id}</div>
                </td>
                <td>#{h.referrer_id}</td>
                <td>{h.flags.map((flag) => t(`referral.flags.${flag}`)).join(', ')}</td>
                <td>{dhakaTime.format(new Date(h.signed_up_at))}</td>
                <td className="num">{h.held_rewards}</td>
                <td>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={decide.isPending}
                    onClick={() => act(h.player_id, h.username, 'release')}
                  >
                    {t('referral.release')}
                  </button>{' '}
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    disabled={decide.isPending}
                    onClick={() => act(h.player_id, h.username, 'cancel')}
                  >
                    {t('referral.cancel')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {can(me.data, 'loyalty.manage') ? <ReferralSettingsForm /> : null}
      {can(me.data, 'reports.read') ? (
        <>
          <ReferralDownlinePanel />
          <ReferralRunsPanel />
        </>
      ) : null}
    </div>
  );
}

function ReferralSettingsForm() {
  const { t } = useTranslation();
  const settings = useReferralSettings(true);
  const save = useSaveReferralSettings();
  const [draft, setDraft] = useState<StaffReferralSettings | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const current = draft ?? settings.data;
  if (settings.isPending) return <p className="muted">{t('referral.loading')}</p>;
  if (!current)
    return <p className="form-alert form-alert--error">{t('referral.loadFailed', { message: settings.error?.message ?? '' })}</p>;

  const setTier = (index: number, field: 'min_turnover' | 'rate_percent', value: string) =>
    setDraft({ ...current, tiers: current.tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    save.mutate(current, {
      onSuccess: () => {
        setDraft(null);
        setNotice({ kind: 'success', text: t('referral.saved') });
      },
      onError: (error) => setNotice({ kind: 'error', text: error instanceof ApiError ? error.message : t('referral.failed') }),
    });
  };

  return (
    <form onSubmit={submit} aria-labelledby="referral-settings-title">
      <h2 id="referral-settings-title">{t('referral.settingsTitle')}</h2>
      <p className="muted">{t('referral.settingsIntro')}</p>
      <table className="data-table" aria-label={t('referral.tiers')}>
        <thead>
          <tr>
            <th>{t('referral.columns.minTurnover')}</th>
            <th>{t('referral.columns.rate')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {current.tiers.map((tier, index) => (
            <tr key={index}>
              <td>
                <input
                  aria-label={t('referral.minTurnoverOf', { n: index + 1 })}
                  value={tier.min_turnover}
                  onChange={(e) => setTier(index, 'min_turnover', e.target.value)}
                />
              </td>
              <td>
                <input
                  aria-label={t('referral.rateOf', { n: index + 1 })}
                  value={tier.rate_percent}
                  onChange={(e) => setTier(index, 'rate_percent', e.target.value)}
                />
              </td>
              <td>
                {current.tiers.length > 1 ? (
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    onClick={() => setDraft({ ...current, tiers: current.tiers.filter((_, i) => i !== index) })}
                  >
                    {t('referral.removeTier')}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="button button--small button--secondary"
        onClick={() => setDraft({ ...current, tiers: [...current.tiers, { min_turnover: '', rate_percent: '' }] })}
      >
        {t('referral.addTier')}
      </button>
      <div className="form-grid">
        <label>
          {t('referral.dailyCap')}
          <input value={current.daily_cap} onChange={(e) => setDraft({ ...current, daily_cap: e.target.value })} />
        </label>
        <label>
          {t('referral.clusterSize')}
          <input
            type="number"
            min={2}
            max={100}
            value={current.ip_cluster_size}
            onChange={(e) => setDraft({ ...current, ip_cluster_size: Number(e.target.value) })}
          />
        </label>
        <label>
          {t('referral.minClaim')}
          <input value={current.min_claim ?? ''} onChange={(e) => setDraft({ ...current, min_claim: e.target.value })} />
        </label>
      </div>
      {notice ? (
        <p className={`form-alert form-alert--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={save.isPending}>
        {t('referral.save')}
      </button>
    </form>
  );
}
