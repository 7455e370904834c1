import type { StaffVipLevel } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { currentLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useCashbackRuns, useChangeVipLevel, useVipLevels } from '../api/vip-staff';
import { VipPlayerHistoryPanel } from './vip-player-history';
import { VipReportPanel } from './vip-report';
import { VipSettingsForm } from './vip-settings-form';
import './vip.css';

/** When a run last ran, as staff in Bangladesh read it. */
const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

/**
 * VIP (issue 21, loyalty.manage): each level's names (en, bn), threshold, conversion rate, weekly cash-back percent
 * and withdrawal limits per Dhaka day, editable
 * (audited; the player site takes a change within a minute, the next cash-back run pays at it, a lowered
 * threshold promotes at the next hourly roll-up and a raised one demotes nobody), the VIP settings, the weekly
 * cash-back runs, the VIP/referral report and a player's VIP history (`?player=<id>` opens it).
 */
export function VipAdminPage() {
  const { t } = useTranslation();
  const initialPlayer = new URLSearchParams(window.location.search).get('player') ?? undefined;
  const levels = useVipLevels();
  const runs = useCashbackRuns();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  return (
    <div className="panel">
      <h1>{t('vip.title')}</h1>
      <p className="muted">{t('vip.intro')}</p>
      {notice ? (
        <p className={`form-alert form-alert--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table vip-levels-table" aria-label={t('vip.levels')}>
          <thead>
            <tr>
              <th>{t('vip.columns.level')}</th>
              <th>{t('vip.columns.names')}</th>
              <th className="num">{t('vip.columns.threshold')}</th>
              <th>{t('vip.columns.conversion')}</th>
              <th>{t('vip.columns.cashback')}</th>
              <th>{t('vip.columns.withdrawals')}</th>
              <th>{t('vip.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.isPending ? <LoadingRow columns={7} /> : null}
            {levels.isError ? <MessageRow columns={7}>{t('vip.loadFailed', { message: levels.error.message })}</MessageRow> : null}
            {levels.data?.map((level) => (
              <LevelRow key={level.code} level={level} onDone={setNotice} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">{t('vip.thresholdRule')}</p>
      <VipSettingsForm />
      <h2 className="vip-section">{t('vip.runsTitle')}</h2>
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('vip.runsTitle')}>
          <thead>
            <tr>
              <th>{t('vip.columns.week')}</th>
              <th className="num">{t('vip.columns.runs')}</th>
              <th className="num">{t('vip.columns.paid')}</th>
              <th className="num">{t('vip.columns.amount')}</th>
              <th>{t('vip.columns.lastRun')}</th>
            </tr>
          </thead>
          <tbody>
            {runs.isPending ? <LoadingRow columns={5} /> : null}
            {runs.data?.length === 0 ? <MessageRow columns={5}>{t('vip.noRuns')}</MessageRow> : null}
            {runs.data?.map((run) => (
              <tr key={run.week_start}>
                <td>{run.week_start}</td>
                <td className="num">{run.runs}</td>
                <td className="num">{run.players_paid}</td>
                <td className="num">{run.amount}</td>
                <td>{dhakaTime.format(new Date(run.last_run_at))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <VipReportPanel />
      <VipPlayerHistoryPanel initialPlayerId={initialPlayer} />
    </div>
  );
}

function LevelRow({ level, onDone }: { level: StaffVipLevel; onDone: (notice: { kind: 'success' | 'error'; text: string }) => void }) {
  const { t } = useTranslation();
  const change = useChangeVipLevel();
  const [rate, setRate] = useState(level.conversion_rate);
  const [cashback, setCashback] = useState(level.weekly_cashback_percent);
  const [threshold, setThreshold] = useState(String(level.threshold_points));
  const [nameEn, setNameEn] = useState(level.name_en);
  const [nameBn, setNameBn] = useState(level.name_bn);
  const [limit, setLimit] = useState(level.withdrawal_daily_limit);
  const [count, setCount] = useState(String(level.withdrawal_daily_count));
  const name = currentLanguage() === 'bn' ? level.name_bn : level.name_en;
  const save = () =>
    change.mutate(
      {
        code: level.code,
        change: {
          conversion_rate: rate,
          weekly_cashback_percent: cashback,
          // sent only when changed: a threshold is checked against the others' (rising from 0)
          ...(threshold !== String(level.threshold_points) ? { threshold_points: Number(threshold) } : {}),
          // names and limits too, so a save changes (and audits) only what staff edited
          ...(nameEn !== level.name_en ? { name_en: nameEn } : {}),
          ...(nameBn !== level.name_bn ? { name_bn: nameBn } : {}),
          ...(limit !== level.withdrawal_daily_limit ? { withdrawal_daily_limit: limit } : {}),
          ...(count !== String(level.withdrawal_daily_count) ? { withdrawal_daily_count: Number(count) } : {}),
        },
      },
      {
        onSuccess: () => onDone({ kind: 'success', text: t('vip.saved', { name }) }),
        onError: (error) => onDone({ kind: 'error', text: error instanceof ApiError ? error.message : t('vip.failed') }),
      },
    );
  return (
    <tr data-testid={`vip-level-${level.code}`}>
      <td>{name}</td>
      <td>
        <div className="vip-level-names">
          <input aria-label={t('vip.nameEnOf', { name })} maxLength={40} value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
          <input
            aria-label={t('vip.nameBnOf', { name })}
            lang="bn"
            maxLength={40}
            value={nameBn}
            onChange={(e) => setNameBn(e.target.value)}
          />
        </div>
      </td>
      <td className="num">
        <input
          className="vip-threshold-input"
          inputMode="numeric"
          aria-label={t('vip.thresholdOf', { name })}
          value={threshold}
          onChange={(e) => setThreshold(e.target.value)}
        />
      </td>
      <td>
        <input aria-label={t('vip.conversionOf', { name })} value={rate} onChange={(e) => setRate(e.target.value)} />
      </td>
      <td>
        <input aria-label={t('vip.cashbackOf', { name })} value={cashback} onChange={(e) => setCashback(e.target.value)} />
      </td>
      <td>
        <div className="vip-level-names">
          <input aria-label={t('vip.withdrawalLimitOf', { name })} value={limit} onChange={(e) => setLimit(e.target.value)} />
          <input
            className="vip-threshold-input"
            inputMode="numeric"
            aria-label={t('vip.withdrawalCountOf', { name })}
            value={count}
            onChange={(e) => setCount(e.target.value)}
          />
        </div>
      </td>
      <td>
        <button type="button" className="button button--small" disabled={change.isPending} onClick={save}>
          {t('vip.save')}
        </button>
      </td>
    </tr>
  );
}
