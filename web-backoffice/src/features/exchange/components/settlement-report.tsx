import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { useSettlementReport } from '../api/get-settlement-report';
import { dhaka } from './format';

const dhakaToday = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

/** Traders' commission and house result report (issue 18): markets settled between two Dhaka days, with totals. */
export function SettlementReport() {
  const { t } = useTranslation();
  const [from, setFrom] = useState(dhakaToday);
  const [to, setTo] = useState(dhakaToday);
  const report = useSettlementReport(from, to);
  // an answer without the list (an older api) shows as empty rather than breaking the Exchange page
  const markets = report.data?.markets ?? [];
  return (
    <section className="exchange-section" aria-label={t('exchange.report.title')}>
      <h2>{t('exchange.report.title')}</h2>
      <div className="exchange-actions">
        <div className="form-field">
          <label htmlFor="report-from">{t('exchange.report.from')}</label>
          <input id="report-from" type="date" value={from} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        </div>
        <div className="form-field">
          <label htmlFor="report-to">{t('exchange.report.to')}</label>
          <input id="report-to" type="date" value={to} onChange={(e) => e.target.value && setTo(e.target.value)} />
        </div>
      </div>
      {report.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {report.error.message}
        </p>
      ) : null}
      {report.data?.markets ? (
        <dl className="exchange-settlement__figures">
          <div>
            <dt>{t('exchange.report.markets')}</dt>
            <dd>{report.data.total}</dd>
          </div>
          <div>
            <dt>{t('exchange.settlement.house')}</dt>
            <dd>{report.data.housePnl}</dd>
          </div>
          <div>
            <dt>{t('exchange.settlement.commission')}</dt>
            <dd>{report.data.commission}</dd>
          </div>
        </dl>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('exchange.report.table')}>
          <thead>
            <tr>
              <th>{t('exchange.columns.event')}</th>
              <th>{t('exchange.report.market')}</th>
              <th>{t('exchange.settlement.result')}</th>
              <th>{t('exchange.report.players')}</th>
              <th>{t('exchange.settlement.house')}</th>
              <th>{t('exchange.settlement.commission')}</th>
              <th>{t('exchange.settlement.settledAt')}</th>
            </tr>
          </thead>
          <tbody>
            {markets.map((m) => (
              <tr key={m.marketId}>
                <td>
                  <Link to={`/exchange/${m.eventId}`}>{m.eventName}</Link>
                </td>
                <td>{t(`exchange.report.kind.${m.marketKind}`)}</td>
                <td>{m.outcome === 'void' ? t('exchange.settlement.void') : `v${m.version}`}</td>
                <td>{m.players}</td>
                <td>{m.housePnl}</td>
                <td>{m.commission}</td>
                <td>{dhaka(m.settledAt)}</td>
              </tr>
            ))}
            {report.isSuccess && markets.length === 0 ? <MessageRow columns={7}>{t('exchange.report.none')}</MessageRow> : null}
            {report.isPending ? <LoadingRow columns={7} /> : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}
