import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/data-table.css';
import '@/components/form.css';
import { useDailyReport } from '../api/get-daily-report';
import { usePendingReport } from '../api/get-pending-report';
import { DailyReportTable, PendingAgeTable } from './reports-tables';
import './payments.css';

/** Payments reports: daily totals per channel over Dhaka days, and the pending queue by age. */
export function ReportsPage() {
  const { t } = useTranslation();
  const ids = useId();
  const [range, setRange] = useState({ from: '', to: '' });
  const daily = useDailyReport(range);
  const pending = usePendingReport();
  return (
    <section>
      <div className="page-head">
        <h1>{t('payments.reports.title')}</h1>
      </div>
      <h2>{t('payments.reports.daily')}</h2>
      <div className="toolbar" role="group" aria-label={t('payments.reports.days')}>
        <div className="form-field">
          <label htmlFor={`${ids}-from`}>{t('payments.reports.from')}</label>
          <input id={`${ids}-from`} type="date" value={range.from} onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))} />
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-to`}>{t('payments.reports.to')}</label>
          <input id={`${ids}-to`} type="date" value={range.to} onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))} />
        </div>
        {daily.data ? <span className="muted">{t('payments.reports.range', { from: daily.data.from, to: daily.data.to })}</span> : null}
      </div>
      {daily.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {daily.error.message}
        </p>
      ) : null}
      {daily.data ? <DailyReportTable report={daily.data} /> : daily.isPending ? <p className="muted">{t('common.loading')}</p> : null}

      <h2>{t('payments.reports.pendingByAge')}</h2>
      {pending.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {pending.error.message}
        </p>
      ) : null}
      {pending.data ? <PendingAgeTable report={pending.data} /> : pending.isPending ? <p className="muted">{t('common.loading')}</p> : null}
    </section>
  );
}
