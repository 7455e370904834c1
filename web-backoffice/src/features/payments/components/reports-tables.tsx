import type { DailyPaymentsReport, PendingAgeBucket, PendingAgeReport } from '@khela/contracts';
import '@/components/data-table.css';
import { bdt } from './format';

const bucketLabels: Record<PendingAgeBucket, string> = {
  under_15m: 'Under 15 min',
  '15_30m': '15–30 min',
  '30_60m': '30–60 min',
  '1_4h': '1–4 hours',
  over_4h: 'Over 4 hours',
};

/** Approved deposits and withdrawals per Dhaka day and channel, rejected counted, with the totals row. */
export function DailyReportTable({ report }: { report: DailyPaymentsReport }) {
  const t = report.totals;
  return (
    <div className="data-table-wrap">
      <table className="data-table" aria-label="Daily payments">
        <thead>
          <tr>
            <th>Day (Dhaka)</th>
            <th>Channel</th>
            <th>Deposits</th>
            <th>Deposit sum</th>
            <th>Withdrawals</th>
            <th>Withdrawal sum</th>
            <th>Rejected deposits</th>
            <th>Rejected withdrawals</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.day}-${row.method}-${row.account_type}`}>
              <td>{row.day}</td>
              <td>
                {row.method} <span className="muted">{row.account_type}</span>
              </td>
              <td className="money">{row.deposits.count}</td>
              <td className="money">{bdt(row.deposits.sum)}</td>
              <td className="money">{row.withdrawals.count}</td>
              <td className="money">{bdt(row.withdrawals.sum)}</td>
              <td className="money">{row.rejected_deposits}</td>
              <td className="money">{row.rejected_withdrawals}</td>
            </tr>
          ))}
          {report.rows.length === 0 ? (
            <tr>
              <td className="empty" colSpan={8}>
                No payments from {report.from} to {report.to}.
              </td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr className="report-totals" aria-label="Totals">
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="money">{t.deposits.count}</td>
            <td className="money">{bdt(t.deposits.sum)}</td>
            <td className="money">{t.withdrawals.count}</td>
            <td className="money">{bdt(t.withdrawals.sum)}</td>
            <td className="money">{t.rejected_deposits}</td>
            <td className="money">{t.rejected_withdrawals}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Pending deposits and withdrawals by how long they have waited. */
export function PendingAgeTable({ report }: { report: PendingAgeReport }) {
  return (
    <div className="data-table-wrap">
      <table className="data-table" aria-label="Pending by age">
        <thead>
          <tr>
            <th>Waiting</th>
            <th>Deposits</th>
            <th>Deposit sum</th>
            <th>Withdrawals</th>
            <th>Withdrawal sum</th>
          </tr>
        </thead>
        <tbody>
          {report.buckets.map((row) => (
            <tr key={row.bucket}>
              <td>{bucketLabels[row.bucket]}</td>
              <td className="money">{row.deposits.count}</td>
              <td className="money">{bdt(row.deposits.sum)}</td>
              <td className="money">{row.withdrawals.count}</td>
              <td className="money">{bdt(row.withdrawals.sum)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="report-totals" aria-label="Totals">
            <th scope="row">Total</th>
            <td className="money">{report.totals.deposits.count}</td>
            <td className="money">{bdt(report.totals.deposits.sum)}</td>
            <td className="money">{report.totals.withdrawals.count}</td>
            <td className="money">{bdt(report.totals.withdrawals.sum)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
