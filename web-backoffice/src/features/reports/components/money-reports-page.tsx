import type { MoneyReport, MoneyReportFigures, MoneyReportGrouping } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageRow } from '@/components/table-rows';
import '@/components/data-table.css';
import '@/components/form.css';
import { bdt } from '@/features/payments/components/format';
import { downloadMoneyReportCsv, useMoneyReport, type MoneyReportFilter } from '../api/get-money-report';
import { BarChart } from './bar-chart';
import { plotValue } from './chart-scale';
import { LineChart } from './line-chart';
import { ShareBar } from './share-bar';
import './money-reports.css';

const moneyColumns = ['bets', 'wins', 'ggr', 'bonus_cost', 'ngr', 'deposits', 'withdrawals', 'net_cash', 'adjustments'] as const;
const countColumns = ['active_players', 'new_players', 'first_time_depositors'] as const;

/**
 * Money reports (issue 22, reports.read): GGR = bets - wins, bonus cost, NGR, cash, staff adjustments and players per
 * Dhaka day, week or month from the ledger, the table with the charts beside it (GGR and NGR lines, deposits against
 * withdrawals, channel shares), channel and provider tables, and the CSV of the same report.
 */
export function MoneyReportsPage() {
  const { t } = useTranslation();
  const ids = useId();
  const [filter, setFilter] = useState<MoneyReportFilter>({ from: '', to: '', group: 'day' });
  const [csvError, setCsvError] = useState<string | null>(null);
  const report = useMoneyReport(filter);
  const data = report.data;
  return (
    <section className="money-reports">
      <h1>{t('reports.title')}</h1>
      <p className="muted">{t('reports.intro')}</p>
      <div className="toolbar" role="group" aria-label={t('reports.range')}>
        <div className="form-field">
          <label htmlFor={`${ids}-from`}>{t('reports.from')}</label>
          <input id={`${ids}-from`} type="date" value={filter.from} onChange={(e) => setFilter((f) => ({ ...f, from: e.target.value }))} />
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-to`}>{t('reports.to')}</label>
          <input id={`${ids}-to`} type="date" value={filter.to} onChange={(e) => setFilter((f) => ({ ...f, to: e.target.value }))} />
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-group`}>{t('reports.group')}</label>
          <select
            id={`${ids}-group`}
            value={filter.group}
            onChange={(e) => setFilter((f) => ({ ...f, group: e.target.value as MoneyReportGrouping }))}
          >
            <option value="day">{t('reports.groups.day')}</option>
            <option value="week">{t('reports.groups.week')}</option>
            <option value="month">{t('reports.groups.month')}</option>
          </select>
        </div>
        <button
          type="button"
          className="button button--secondary"
          disabled={!data}
          onClick={() => {
            setCsvError(null);
            if (data) downloadMoneyReportCsv(filter, data).catch((error: Error) => setCsvError(error.message));
          }}
        >
          {t('reports.csv')}
        </button>
        {data ? <span className="muted">{t('reports.showing', { from: data.from, to: data.to })}</span> : null}
      </div>
      {report.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('reports.loadFailed', { message: report.error.message })}
        </p>
      ) : null}
      {csvError ? (
        <p className="form-alert form-alert--error" role="alert">
          {csvError}
        </p>
      ) : null}
      {data ? <MoneyReportView report={data} /> : report.isPending ? <p className="muted">{t('common.loading')}</p> : null}
    </section>
  );
}

function MoneyReportView({ report }: { report: MoneyReport }) {
  const { t } = useTranslation();
  const labels = report.periods.map((p) => p.period);
  const series = (key: keyof MoneyReportFigures) => report.periods.map((p) => plotValue(String(p[key])));
  return (
    <>
      <div className="money-reports__layout">
        <div className="data-table-wrap money-reports__table">
          <table className="data-table" aria-label={t('reports.tableLabel')} data-testid="money-report-table">
            <thead>
              <tr>
                <th>{t(`reports.period.${report.grouping}`)}</th>
                {moneyColumns.map((c) => (
                  <th key={c} className="num">
                    {t(`reports.columns.${c}`)}
                  </th>
                ))}
                {countColumns.map((c) => (
                  <th key={c} className="num">
                    {t(`reports.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.periods.map((p) => (
                <tr key={p.period} data-testid={`money-report-${p.period}`}>
                  <td>
                    {p.period}
                    {p.from !== p.period || (report.grouping !== 'day' && p.to !== p.from) ? (
                      <div className="muted">{t('reports.periodDays', { from: p.from, to: p.to })}</div>
                    ) : null}
                  </td>
                  <FigureCells figures={p} />
                </tr>
              ))}
              {report.periods.length === 0 ? <MessageRow columns={13}>{t('reports.empty')}</MessageRow> : null}
            </tbody>
            <tfoot>
              <tr className="report-totals" data-testid="money-report-totals">
                <th scope="row">{t('reports.total')}</th>
                <FigureCells figures={report.totals} />
              </tr>
            </tfoot>
          </table>
        </div>
        <div className="money-reports__charts">
          <LineChart
            title={t('reports.charts.ggrNgr')}
            labels={labels}
            series={[
              { name: t('reports.columns.ggr'), tone: 'a', values: series('ggr') },
              { name: t('reports.columns.ngr'), tone: 'b', values: series('ngr') },
            ]}
          />
          <BarChart
            title={t('reports.charts.cash')}
            labels={labels}
            series={[
              { name: t('reports.columns.deposits'), tone: 'a', values: series('deposits') },
              { name: t('reports.columns.withdrawals'), tone: 'b', values: series('withdrawals') },
            ]}
          />
          <ShareBar
            title={t('reports.charts.channelShares')}
            parts={report.channels.map((c) => ({ name: c.channel, amount: c.deposits }))}
            format={bdt}
          />
        </div>
      </div>
      <div className="money-reports__breakdowns">
        <div className="data-table-wrap">
          <table className="data-table" aria-label={t('reports.channels')}>
            <caption>{t('reports.channels')}</caption>
            <thead>
              <tr>
                <th>{t('reports.columns.channel')}</th>
                <th className="num">{t('reports.columns.deposits')}</th>
                <th className="num">{t('reports.columns.count')}</th>
                <th className="num">{t('reports.columns.withdrawals')}</th>
                <th className="num">{t('reports.columns.count')}</th>
              </tr>
            </thead>
            <tbody>
              {report.channels.map((c) => (
                <tr key={c.channel}>
                  <td>{c.channel}</td>
                  <td className="num">{bdt(c.deposits)}</td>
                  <td className="num">{c.deposit_count}</td>
                  <td className="num">{bdt(c.withdrawals)}</td>
                  <td className="num">{c.withdrawal_count}</td>
                </tr>
              ))}
              {report.channels.length === 0 ? <MessageRow columns={5}>{t('reports.noPayments')}</MessageRow> : null}
            </tbody>
          </table>
        </div>
        <div className="data-table-wrap">
          <table className="data-table" aria-label={t('reports.providers')}>
            <caption>{t('reports.providers')}</caption>
            <thead>
              <tr>
                <th>{t('reports.columns.provider')}</th>
                <th className="num">{t('reports.columns.bets')}</th>
                <th className="num">{t('reports.columns.wins')}</th>
                <th className="num">{t('reports.columns.ggr')}</th>
              </tr>
            </thead>
            <tbody>
              {report.providers.map((p) => (
                <tr key={p.provider}>
                  <td>{p.provider}</td>
                  <td className="num">{bdt(p.bets)}</td>
                  <td className="num">{bdt(p.wins)}</td>
                  <td className="num">{bdt(p.ggr)}</td>
                </tr>
              ))}
              {report.providers.length === 0 ? <MessageRow columns={4}>{t('reports.noPlay')}</MessageRow> : null}
            </tbody>
          </table>
        </div>
      </div>
      <p className="muted">{t('reports.exchangeNote', { amount: bdt(report.totals.exchange) })}</p>
    </>
  );
}

function FigureCells({ figures }: { figures: MoneyReportFigures }) {
  return (
    <>
      {moneyColumns.map((c) => (
        <td key={c} className="num" data-column={c}>
          {bdt(figures[c])}
        </td>
      ))}
      {countColumns.map((c) => (
        <td key={c} className="num" data-column={c}>
          {figures[c]}
        </td>
      ))}
    </>
  );
}
