import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { useExportStatement } from '../api/export-statement';
import { useStatement, type StatementFilter } from '../api/get-statement';
import { bdt, dhaka, statementTypeLabel, type StatementType } from './format';
import { MessageRow } from '@/components/table-rows';

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
  'ExposureAdjusted',
  'ExchangeMarketSettled',
  'ExchangeShortfallCollected',
] as const satisfies readonly StatementType[];

const PER_PAGE = 20;

/** The main account's statement, newest first: type and Dhaka-day filters, paging, CSV export. */
export function StatementTable({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
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
    <section aria-label={t('playerWallet.statement.title')} className="wallet-block">
      <h3>{t('playerWallet.statement.title')}</h3>
      <div className="toolbar" role="group" aria-label={t('playerWallet.statement.filters')}>
        <div className="form-field">
          <label htmlFor={`${ids}-account`}>{t('playerWallet.statement.account')}</label>
          <select
            id={`${ids}-account`}
            value={filter.account}
            onChange={(e) => change({ account: e.target.value as StatementFilter['account'] })}
          >
            <option value="main">{t('playerWallet.accounts.main')}</option>
            <option value="held">{t('playerWallet.accounts.held')}</option>
            <option value="exposure">{t('playerWallet.accounts.exposure')}</option>
            <option value="bonus">{t('playerWallet.accounts.bonus')}</option>
            <option value="cash_rewards">{t('playerWallet.accounts.cash_rewards')}</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-type`}>{t('playerWallet.statement.type')}</label>
          <select id={`${ids}-type`} value={filter.type} onChange={(e) => change({ type: e.target.value })}>
            <option value="">{t('playerWallet.statement.allTypes')}</option>
            {statementTypes.map((type) => (
              <option key={type} value={type}>
                {t(`playerWallet.statement.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-from`}>{t('playerWallet.statement.from')}</label>
          <input
            id={`${ids}-from`}
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(e) => change({ from: e.target.value })}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-to`}>{t('playerWallet.statement.to')}</label>
          <input
            id={`${ids}-to`}
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(e) => change({ to: e.target.value })}
          />
        </div>
        <button type="button" className="button" disabled={exporter.isPending} onClick={() => exporter.mutate({ id: playerId, filter })}>
          {exporter.isPending ? t('playerWallet.statement.exporting') : t('playerWallet.statement.exportCsv')}
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
        <table className="data-table" aria-label={t('playerWallet.statement.entries')}>
          <thead>
            <tr>
              <th>{t('playerWallet.statement.time')}</th>
              <th>{t('playerWallet.statement.type')}</th>
              <th>{t('playerWallet.statement.amount')}</th>
              <th>{t('playerWallet.statement.balanceAfter')}</th>
              <th>{t('playerWallet.statement.position')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={`${entry.position}-${entry.account}`}>
                <td>{dhaka(entry.occurred_at)}</td>
                <td>{statementTypeLabel(t, entry.type)}</td>
                <td className="money">{bdt(entry.amount)}</td>
                <td className="money">{bdt(entry.balance_after)}</td>
                <td className="muted">{entry.position}</td>
              </tr>
            ))}
            {rows.length === 0 ? (
              <MessageRow columns={5}>{statement.isPending ? t('common.loading') : t('playerWallet.statement.empty')}</MessageRow>
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
