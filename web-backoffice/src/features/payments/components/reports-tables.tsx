import type { DailyPaymentsReport, PendingAgeReport } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import '@/components/data-table.css';
import { bdt } from './format';
import { accountTypeLabel } from './labels';
import { MessageRow } from '@/components/table-rows';

/** Approved deposits and withdrawals per Dhaka day and channel, rejected counted, with the totals row. */
export function DailyReportTable({ report }: { report: DailyPaymentsReport }) {
  const { t } = useTranslation();
  const totals = report.totals;
  return (
    <div className="data-table-wrap">
      <table className="data-table" aria-label={t('payments.reports.daily')}>
        <thead>
          <tr>
            <th>{t('payments.reports.day')}</th>
            <th>{t('payments.reports.channel')}</th>
            <th>{t('payments.reports.deposits')}</th>
            <th>{t('payments.reports.depositSum')}</th>
            <th>{t('payments.reports.withdrawals')}</th>
            <th>{t('payments.reports.withdrawalSum')}</th>
            <th>{t('payments.reports.rejectedDeposits')}</th>
            <th>{t('payments.reports.rejectedWithdrawals')}</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.day}-${row.method}-${row.account_type}`}>
              <td>{row.day}</td>
              <td>
                {row.method} <span className="muted">{accountTypeLabel(t, row.account_type)}</span>
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
            <MessageRow columns={8}>{t('payments.reports.noPayments', { from: report.from, to: report.to })}</MessageRow>
          ) : null}
        </tbody>
        <tfoot>
          <tr className="report-totals" aria-label={t('payments.reports.totals')}>
            <th scope="row" colSpan={2}>
              {t('payments.reports.total')}
            </th>
            <td className="money">{totals.deposits.count}</td>
            <td className="money">{bdt(totals.deposits.sum)}</td>
            <td className="money">{totals.withdrawals.count}</td>
            <td className="money">{bdt(totals.withdrawals.sum)}</td>
            <td className="money">{totals.rejected_deposits}</td>
            <td className="money">{totals.rejected_withdrawals}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Pending deposits and withdrawals by how long they have waited. */
export function PendingAgeTable({ report }: { report: PendingAgeReport }) {
  const { t } = useTranslation();
  return (
    <div className="data-table-wrap">
      <table className="data-table" aria-label={t('payments.reports.pendingByAge')}>
        <thead>
          <tr>
            <th>{t('payments.reports.waiting')}</th>
            <th>{t('payments.reports.deposits')}</th>
            <th>{t('payments.reports.depositSum')}</th>
            <th>{t('payments.reports.withdrawals')}</th>
            <th>{t('payments.reports.withdrawalSum')}</th>
          </tr>
        </thead>
        <tbody>
          {report.buckets.map((row) => (
            <tr key={row.bucket}>
              <td>{t(`payments.reports.bucket.${row.bucket}`)}</td>
              <td className="money">{row.deposits.count}</td>
              <td className="money">{bdt(row.deposits.sum)}</td>
              <td className="money">{row.withdrawals.count}</td>
              <td className="money">{bdt(row.withdrawals.sum)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="report-totals" aria-label={t('payments.reports.totals')}>
            <th scope="row">{t('payments.reports.total')}</th>
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
