import { useId, useState } from 'react';
import { Pager } from '@/components/pager';
import { useExportStatement } from '../api/export-statement';
import { useStatement, type StatementFilter } from '../api/get-statement';
import { bdt, dhaka } from './format';

/** Event types staff filter by most; the server accepts any event type name. */
export const statementTypes = [
  'DepositCredited',
  'WithdrawalHeld',
  'WithdrawalHoldReleased',
  'WithdrawalPaidOut',
  'StakeDebited',
  'StakeRolledBack',
  'WinCredited',
  'BonusGranted',
  'CashRewardCredited',
  'CashRewardMovedToMain',
  'VipPointsConverted',
  'StaffAdjusted',
] as const;

const PER_PAGE = 20;

/** The main account's statement, newest first: type and Dhaka-day filters, paging, CSV export. */
export function StatementTable({ playerId }: { playerId: string }) {
  const ids = useId();
  const [filter, setFilter] = useState<StatementFilter>({ account: 'main', type: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const statement = useStatement(playerId, filter, page, PER_PAGE);
  const exporter = useExportStatement();
  const change = (patch: Partial<StatementFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const rows = statement.data?.data ?? [];

  return (
    <section aria-label="Statement" className="wallet-block">
      <h3>Statement</h3>
      <div className="toolbar" role="group" aria-label="Statement filters">
        <div className="form-field">
          <label htmlFor={`${ids}-account`}>Account</label>
          <select
            id={`${ids}-account`}
            value={filter.account}
            onChange={(e) => change({ account: e.target.value as StatementFilter['account'] })}
          >
            <option value="main">Main</option>
            <option value="held">Held</option>
            <option value="bonus">Bonus</option>
            <option value="cash_rewards">Cash rewards</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-type`}>Type</label>
          <select id={`${ids}-type`} value={filter.type} onChange={(e) => change({ type: e.target.value })}>
            <option value="">All types</option>
            {statementTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-from`}>From (Dhaka day)</label>
          <input
            id={`${ids}-from`}
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(e) => change({ from: e.target.value })}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-to`}>To (Dhaka day)</label>
          <input
            id={`${ids}-to`}
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(e) => change({ to: e.target.value })}
          />
        </div>
        <button type="button" className="button" disabled={exporter.isPending} onClick={() => exporter.mutate({ id: playerId, filter })}>
          {exporter.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      {exporter.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {exporter.error.message}
        </p>
      ) : null}
      {statement.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {statement.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label="Statement entries">
          <thead>
            <tr>
              <th>Time (Dhaka)</th>
              <th>Type</th>
              <th>Amount</th>
              <th>Balance after</th>
              <th>Position</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={`${entry.position}-${entry.account}`}>
                <td>{dhaka(entry.occurred_at)}</td>
                <td>{entry.type}</td>
                <td className="money">{bdt(entry.amount)}</td>
                <td className="money">{bdt(entry.balance_after)}</td>
                <td className="muted">{entry.position}</td>
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td className="empty" colSpan={5}>
                  {statement.isPending ? 'Loading…' : 'No entries for these filters.'}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {statement.data ? (
        <Pager
          page={statement.data.page}
          lastPage={Math.max(1, statement.data.last_page)}
          total={statement.data.total}
          perPage={statement.data.per_page}
          onPage={setPage}
          disabled={statement.isFetching}
        />
      ) : null}
    </section>
  );
}
