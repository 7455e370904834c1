import type { StaffGameReportRow } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import '@/components/data-table.css';
import '@/components/form.css';
import { bdt } from '@/features/payments/components/format';
import { useGameReport } from '../api/game-report';
import './games.css';

/** Money strings ("12.50") summed in poisha, so totals are exact. */
const poisha = (amount: string) => BigInt(amount.replace('.', ''));
const money = (value: bigint) => {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
const rtpOf = (bets: bigint, wins: bigint) => (bets > 0n ? money((wins * 20000n + bets) / (2n * bets)) : null);

/** An actual RTP more than 5 points from the stated one is worth a look (few rounds swing it; many should not). */
const farFromStated = (row: StaffGameReportRow) =>
  row.rtp !== null && row.stated_rtp !== null && Math.abs(Number(row.rtp) - Number(row.stated_rtp)) > 5;

/** Bets, wins and GGR per Dhaka day, provider and game; the actual RTP beside the stated one, and the total. */
export function GameReportsPage() {
  const { t } = useTranslation();
  const ids = useId();
  const [range, setRange] = useState({ from: '', to: '' });
  const report = useGameReport(range);
  const rows = report.data?.data ?? [];
  const bets = rows.reduce((sum, r) => sum + poisha(r.bets), 0n);
  const wins = rows.reduce((sum, r) => sum + poisha(r.wins), 0n);
  const total = rtpOf(bets, wins);

  return (
    <section>
      <h1>{t('games.report.title')}</h1>
      <p className="muted">{t('games.report.intro')}</p>
      <div className="toolbar" role="group" aria-label={t('games.report.days')}>
        <div className="form-field">
          <label htmlFor={`${ids}-from`}>{t('games.report.from')}</label>
          <input id={`${ids}-from`} type="date" value={range.from} onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))} />
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-to`}>{t('games.report.to')}</label>
          <input id={`${ids}-to`} type="date" value={range.to} onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))} />
        </div>
      </div>
      {report.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('games.report.loadFailed', { message: report.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('games.report.title')}>
          <thead>
            <tr>
              <th>{t('games.report.columns.day')}</th>
              <th>{t('games.report.columns.provider')}</th>
              <th>{t('games.report.columns.game')}</th>
              <th className="num">{t('games.report.columns.rounds')}</th>
              <th className="num">{t('games.report.columns.bets')}</th>
              <th className="num">{t('games.report.columns.wins')}</th>
              <th className="num">{t('games.report.columns.ggr')}</th>
              <th className="num">{t('games.report.columns.rtp')}</th>
              <th className="num">{t('games.report.columns.statedRtp')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.day}|${r.provider}|${r.game_code}`}>
                <td>{r.day}</td>
                <td>{r.provider}</td>
                <td>
                  {r.game_name}
                  <div className="muted">
                    <code>{r.game_code}</code>
                  </div>
                </td>
                <td className="num">{r.rounds}</td>
                <td className="num">{bdt(r.bets)}</td>
                <td className="num">{bdt(r.wins)}</td>
                <td className="num">{bdt(r.ggr)}</td>
                <td className={farFromStated(r) ? 'num rtp-off' : 'num'}>{r.rtp === null ? '—' : `${r.rtp}%`}</td>
                <td className="num">{r.stated_rtp === null ? '—' : `${r.stated_rtp}%`}</td>
              </tr>
            ))}
            {report.data && rows.length === 0 ? <MessageRow columns={9}>{t('games.report.empty')}</MessageRow> : null}
            {report.isPending ? <LoadingRow columns={9} /> : null}
            {rows.length > 0 ? (
              <tr className="report-total">
                <td colSpan={3}>{t('games.report.total')}</td>
                <td className="num">{rows.reduce((sum, r) => sum + r.rounds, 0)}</td>
                <td className="num">{bdt(money(bets))}</td>
                <td className="num">{bdt(money(wins))}</td>
                <td className="num">{bdt(money(bets - wins))}</td>
                <td className="num">{total === null ? '—' : `${total}%`}</td>
                <td />
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}
