import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { useHouseLiability } from '../api/get-exchange-risk';

const marketKind = { 'Match Odds': 'match_odds', Bookmaker: 'bookmaker', Fancy: 'fancy' } as const;

/**
 * The house's liability on markets not settled yet (issue 18), for traders, risk and admins: per event the
 * sum of its markets' worst cases, per market what the house wins or pays on each outcome (a runner winning,
 * a fancy line ending on a run count), the worst first. Read again every 10 s.
 */
export function HouseLiability() {
  const { t } = useTranslation();
  const liability = useHouseLiability();
  // an answer without the markets (an older api) shows as empty rather than breaking the Exchange page
  const markets = liability.data?.markets ?? [];
  const events = liability.data?.markets ? liability.data.events : [];
  return (
    <section className="exchange-section" aria-label={t('exchange.liability.title')}>
      <h2>{t('exchange.liability.title')}</h2>
      <p>{t('exchange.liability.intro')}</p>
      {liability.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {liability.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('exchange.liability.events')}>
          <thead>
            <tr>
              <th>{t('exchange.columns.event')}</th>
              <th>{t('exchange.liability.markets')}</th>
              <th>{t('exchange.liability.worst')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.event_id}>
                <td>
                  <Link to={`/exchange/${e.event_id}`}>{e.event_name}</Link>
                </td>
                <td>{e.markets}</td>
                <td>{e.worst}</td>
              </tr>
            ))}
            {liability.isSuccess && markets.length === 0 ? <MessageRow columns={3}>{t('exchange.liability.none')}</MessageRow> : null}
            {liability.isPending ? <LoadingRow columns={3} /> : null}
          </tbody>
        </table>
      </div>
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('exchange.liability.table')}>
          <thead>
            <tr>
              <th>{t('exchange.columns.event')}</th>
              <th>{t('exchange.report.market')}</th>
              <th>{t('exchange.liability.outcomes')}</th>
              <th>{t('exchange.report.players')}</th>
              <th>{t('exchange.bets.stake')}</th>
              <th>{t('exchange.liability.worst')}</th>
            </tr>
          </thead>
          <tbody>
            {markets.map((m) => (
              <tr key={m.market_id}>
                <td>{m.event_name}</td>
                <td>
                  {t(`exchange.report.kind.${marketKind[m.market_name]}`)}
                  {m.market_name === 'Fancy' ? ` · ${m.title}` : ''}
                </td>
                <td>
                  <ul className="exchange-liability__outcomes">
                    {m.outcomes.map((o) => (
                      <li key={o.selection_id} className={o.house_pnl.startsWith('-') ? 'exchange-liability__loss' : undefined}>
                        {m.market_name === 'Fancy' ? t('exchange.liability.runs', { runs: o.name }) : o.name}: {o.house_pnl}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>{m.players}</td>
                <td>{m.stake}</td>
                <td>{m.worst}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
