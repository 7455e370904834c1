import { useId, useState } from 'react';
import '@/components/data-table.css';
import '@/components/form.css';
import { useDailyReport } from '../api/get-daily-report';
import { usePendingReport } from '../api/get-pending-report';
import { DailyReportTable, PendingAgeTable } from './reports-tables';
import './payments.css';

/** Payments reports: daily totals per channel over Dhaka days, and the pending queue by age. */
export function ReportsPage() {
  const ids = useId();
  const [range, setRange] = useState({ from: '', to: '' });
  const daily = useDailyReport(range);
  const pending = usePendingReport();
  return (
    <section>
      <div className="page-head">
        <h1>Reports</h1>
      </div>
      <h2>Daily payments</h2>
      <div className="toolbar" role="group" aria-label="Report days">
        <div className="form-field">
          <label htmlFor={`${ids}-from`}>From (Dhaka day)</label>
          <input id={`${ids}-from`} type="date" value={range.from} onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))} />
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-to`}>To (Dhaka day)</label>
          <input id={`${ids}-to`} type="date" value={range.to} onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))} />
        </div>
        {daily.data ? (
          <span className="muted">
            {daily.data.from} to {daily.data.to}
          </span>
        ) : null}
      </div>
      {daily.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {daily.error.message}
        </p>
      ) : null}
      {daily.data ? <DailyReportTable report={daily.data} /> : daily.isPending ? <p className="muted">Loading…</p> : null}

      <h2>Pending by age</h2>
      {pending.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {pending.error.message}
        </p>
      ) : null}
      {pending.data ? <PendingAgeTable report={pending.data} /> : pending.isPending ? <p className="muted">Loading…</p> : null}
    </section>
  );
}
