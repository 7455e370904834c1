import type { StaffReferralPeriodTerms, StaffReferralSettings, StaffReferralTier } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { can, useMe } from '@/features/auth/api/get-me';
import { ApiError } from '@/lib/api-client';
import { useDecideReferral, useHeldReferrals, useReferralSettings, useSaveReferralSettings } from '../api/referral-staff';
import { ReferralPartnersPanel } from './referral-partners';
import { ReferralDownlinePanel, ReferralRunsPanel } from './referral-reports';

/** When a referee signed up, as staff in Bangladesh read it. */
const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

/**
 * Referral programme (issue 21): the held referrals queue (risk.review: release pays the held rewards to the
 * referrer, cancel pays nothing), for loyalty.manage the reward tiers (levels 1 to 3), the day, week and month
 * periods and limits, and for reports.read the read-only downline tree, the reward runs and the agents and affiliates
 * (created and changed with loyalty.manage). Every action is audited.
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
          <ReferralRunsPanel canRerun={can(me.data, 'loyalty.manage')} />
          <ReferralPartnersPanel canManage={can(me.data, 'loyalty.manage')} />
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
      <TierTable tiers={current.tiers} onChange={(tiers) => setDraft({ ...current, tiers })} label={t('referral.tiers')} />
      <div className="form-grid referral-form-grid">
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
        <label className="checkbox-label">
          <input
            type="checkbox"
            checked={current.day_enabled ?? true}
            onChange={(e) => setDraft({ ...current, day_enabled: e.target.checked })}
          />{' '}
          {t('referral.dayEnabled')}
        </label>
      </div>
      {(['weekly', 'monthly'] as const).map((key) =>
        current[key] ? (
          <PeriodTerms key={key} kind={key} terms={current[key]} onChange={(terms) => setDraft({ ...current, [key]: terms })} />
        ) : null,
      )}
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

/** A period's tiers: from what turnover, and the share of direct downlines' (level 1), level 2's and level 3's. */
function TierTable({
  tiers,
  onChange,
  label,
  prefix,
}: {
  tiers: StaffReferralTier[];
  onChange: (tiers: StaffReferralTier[]) => void;
  label: string;
  /** Names a week's or month's inputs apart from the day's. */
  prefix?: string;
}) {
  const { t } = useTranslation();
  const fields = ['min_turnover', 'rate_percent', 'level2_percent', 'level3_percent'] as const;
  const labels = { min_turnover: 'minTurnoverOf', rate_percent: 'rateOf', level2_percent: 'level2Of', level3_percent: 'level3Of' } as const;
  const set = (index: number, field: (typeof fields)[number], value: string) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)));
  return (
    <>
      <div className="data-table-wrap">
        <table className="data-table" aria-label={label}>
          <thead>
            <tr>
              <th>{t(prefix ? 'referral.columns.minPeriodTurnover' : 'referral.columns.minTurnover')}</th>
              <th>{t('referral.columns.rate')}</th>
              <th>{t('referral.columns.level2')}</th>
              <th>{t('referral.columns.level3')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier, index) => (
              <tr key={index}>
                {fields.map((field) => (
                  <td key={field}>
                    <input
                      aria-label={(prefix ? `${prefix}: ` : '') + t(`referral.${labels[field]}`, { n: index + 1 })}
                      value={tier[field] ?? ''}
                      size={10}
                      onChange={(e) => set(index, field, e.target.value)}
                    />
                  </td>
                ))}
                <td>
                  {tiers.length > 1 ? (
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      onClick={() => onChange(tiers.filter((_, i) => i !== index))}
                    >
                      {t('referral.removeTier')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button
        type="button"
        className="button button--small button--secondary"
        onClick={() => onChange([...tiers, { min_turnover: '', rate_percent: '' }])}
      >
        {t('referral.addTier')}
      </button>
    </>
  );
}

/** A week's or month's terms: on or off, the cap per referrer, its own tiers. */
function PeriodTerms({
  kind,
  terms,
  onChange,
}: {
  kind: 'weekly' | 'monthly';
  terms: StaffReferralPeriodTerms;
  onChange: (terms: StaffReferralPeriodTerms) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="referral-period" aria-label={t(`referral.periods.${kind}`)}>
      <legend>{t(`referral.periods.${kind}`)}</legend>
      <div className="form-grid referral-form-grid">
        <label className="checkbox-label">
          <input type="checkbox" checked={terms.enabled} onChange={(e) => onChange({ ...terms, enabled: e.target.checked })} />{' '}
          {t('referral.periodEnabled')}
        </label>
        <label>
          {t(`referral.periodCap.${kind}`)}
          <input value={terms.cap} onChange={(e) => onChange({ ...terms, cap: e.target.value })} />
        </label>
      </div>
      <TierTable
        tiers={terms.tiers}
        onChange={(tiers) => onChange({ ...terms, tiers })}
        label={t(`referral.periods.${kind}`)}
        prefix={t(`referral.periods.${kind}`)}
      />
    </fieldset>
  );
}
