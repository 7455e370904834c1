import type { StaffVipLevel } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { currentLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useCashbackRuns, useChangeVipLevel, useVipLevels } from '../api/vip-staff';

/** When a run last ran, as staff in Bangladesh read it. */
const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

/**
 * VIP (issue 21, loyalty.manage): each level's conversion rate and weekly cash-back percent, editable (audited;
 * the player site takes a change within a minute, the next cash-back run pays at it), and the weekly cash-back runs.
 */
export function VipAdminPage() {
  const { t } = useTranslation();
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
        <table className="data-table" aria-label={t('vip.levels')}>
          <thead>
            <tr>
              <th>{t('vip.columns.level')}</th>
              <th className="num">{t('vip.columns.threshold')}</th>
              <th>{t('vip.columns.conversion')}</th>
              <th>{t('vip.columns.cashback')}</th>
              <th>{t('vip.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.isPending ? <LoadingRow columns={5} /> : null}
            {levels.isError ? <MessageRow columns={5}>{t('vip.loadFailed', { message: levels.error.message })}</MessageRow> : null}
            {levels.data?.map((level) => (
              <LevelRow key={level.code} level={level} onDone={setNotice} />
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t('vip.runsTitle')}</h2>
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
    </div>
  );
}

function LevelRow({ level, onDone }: { level: StaffVipLevel; onDone: (notice: { kind: 'success' | 'error'; text: string }) => void }) {
  const { t } = useTranslation();
  const change = useChangeVipLevel();
  const [rate, setRate] = useState(level.conversion_rate);
  const [cashback, setCashback] = useState(level.weekly_cashback_percent);
  const name = currentLanguage() === 'bn' ? level.name_bn : level.name_en;
  const save = () =>
    change.mutate(
      { code: level.code, change: { conversion_rate: rate, weekly_cashback_percent: cashback } },
      {
        onSuccess: () => onDone({ kind: 'success', text: t('vip.saved', { name }) }),
        onError: (error) => onDone({ kind: 'error', text: error instanceof ApiError ? error.message : t('vip.failed') }),
      },
    );
  return (
    <tr data-testid={`vip-level-${level.code}`}>
      <td>{name}</td>
      <td className="num">{level.threshold_points.toLocaleString('en-US')}</td>
      <td>
        <input aria-label={t('vip.conversionOf', { name })} value={rate} onChange={(e) => setRate(e.target.value)} />
      </td>
      <td>
        <input aria-label={t('vip.cashbackOf', { name })} value={cashback} onChange={(e) => setCashback(e.target.value)} />
      </td>
      <td>
        <button type="button" className="button button--small" disabled={change.isPending} onClick={save}>
          {t('vip.save')}
        </button>
      </td>
    </tr>
  );
}
