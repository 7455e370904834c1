import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { currentLanguage } from '@/i18n';
import { useVipReport, type VipReportRequest } from '../api/vip-staff';
import './vip.css';

/** A Dhaka calendar date, `days` before today. */
const dhakaDay = (days = 0) => new Date(Date.now() + 6 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The VIP/referral report (issue 21): per Dhaka day or Monday week, points issued and converted and the money
 * paid for conversions, weekly cash-back and referral rewards (from the ledger), and players per level now.
 */
export function VipReportPanel() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<VipReportRequest>({ from: dhakaDay(6), to: dhakaDay(), by: 'day' });
  const [request, setRequest] = useState<VipReportRequest>(draft);
  const report = useVipReport(request);
  const bn = currentLanguage() === 'bn';
  const columns = ['pointsIssued', 'pointsConverted', 'conversionsPaid', 'cashbackPaid', 'referralPaid'] as const;
  return (
    <section className="vip-section" aria-label={t('vip.reportTitle')}>
      <h2>{t('vip.reportTitle')}</h2>
      <p className="muted">{t('vip.reportIntro')}</p>
      <form
        className="vip-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setRequest(draft);
        }}
      >
        <div className="form-field">
          <label htmlFor="vip-report-from">{t('vip.from')}</label>
          <input id="vip-report-from" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className="form-field">
          <label htmlFor="vip-report-to">{t('vip.to')}</label>
          <input id="vip-report-to" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
        <div className="form-field">
          <label htmlFor="vip-report-by">{t('vip.by')}</label>
          <select id="vip-report-by" value={draft.by} onChange={(e) => setDraft({ ...draft, by: e.target.value as 'day' | 'week' })}>
            <option value="day">{t('vip.byDay')}</option>
            <option value="week">{t('vip.byWeek')}</option>
          </select>
        </div>
        <button type="submit" className="button button--small">
          {t('vip.show')}
        </button>
      </form>
      {report.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {report.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('vip.reportTitle')}>
          <thead>
            <tr>
              <th>{t('vip.reportColumns.period')}</th>
              {columns.map((c) => (
                <th key={c} className="num">
                  {t(`vip.reportColumns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.isPending ? <LoadingRow columns={6} /> : null}
            {report.data?.rows.map((row) => (
              <tr key={row.period}>
                <td>{row.period}</td>
                <td className="num">{row.points_issued.toLocaleString('en-US')}</td>
                <td className="num">{row.points_converted.toLocaleString('en-US')}</td>
                <td className="num">{row.conversions_paid}</td>
                <td className="num">{row.cashback_paid}</td>
                <td className="num">{row.referral_rewards_paid}</td>
              </tr>
            ))}
            {report.data ? (
              <tr className="vip-total-row">
                <th scope="row">{t('vip.total')}</th>
                <td className="num">{report.data.totals.points_issued.toLocaleString('en-US')}</td>
                <td className="num">{report.data.totals.points_converted.toLocaleString('en-US')}</td>
                <td className="num">{report.data.totals.conversions_paid}</td>
                <td className="num">{report.data.totals.cashback_paid}</td>
                <td className="num">{report.data.totals.referral_rewards_paid}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <h3>{t('vip.playersPerLevel')}</h3>
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('vip.playersPerLevel')}>
          <thead>
            <tr>
              <th>{t('vip.columns.level')}</th>
              <th className="num">{t('vip.players')}</th>
            </tr>
          </thead>
          <tbody>
            {report.data?.players_per_level.length === 0 ? <MessageRow columns={2}>{t('vip.none')}</MessageRow> : null}
            {report.data?.players_per_level.map((level) => (
              <tr key={level.code}>
                <td>{bn ? level.name_bn : level.name_en}</td>
                <td className="num">{level.players.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
