import { exchangeStaffBetStatuses, type ExchangeStaffBetStatus } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { useExchangeBets, type BetsSearch } from '../api/get-exchange-risk';
import { dhaka } from './format';

const dhakaToday = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
const marketKind = { 'Match Odds': 'match_odds', Bookmaker: 'bookmaker', Fancy: 'fancy' } as const;

/**
 * Players' exchange bets for traders, risk and admins (issue 18): by player id, event, market, status and
 * Dhaka days; each with its market, selection (a fancy bet's line), stake, result and status.
 */
export function ExchangeBets() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<BetsSearch>({ from: dhakaToday(), to: dhakaToday() });
  const [search, setSearch] = useState<BetsSearch>(draft);
  const bets = useExchangeBets(search);
  const list = bets.data?.bets ?? [];
  const field = (name: 'player_id' | 'event_id' | 'market_id') => (
    <div className="form-field">
      <label htmlFor={`bets-${name}`}>{t(`exchange.bets.${name}`)}</label>
      <input
        id={`bets-${name}`}
        value={draft[name] ?? ''}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value.trim() || undefined })}
      />
    </div>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft);
  };
  return (
    <section className="exchange-section" aria-label={t('exchange.bets.title')}>
      <h2>{t('exchange.bets.title')}</h2>
      <form className="exchange-actions" onSubmit={submit}>
        {field('player_id')}
        {field('event_id')}
        {field('market_id')}
        <div className="form-field">
          <label htmlFor="bets-status">{t('exchange.bets.status')}</label>
          <select
            id="bets-status"
            value={draft.status ?? ''}
            onChange={(e) => setDraft({ ...draft, status: (e.target.value || undefined) as ExchangeStaffBetStatus | undefined })}
          >
            <option value="">{t('exchange.search.any')}</option>
            {exchangeStaffBetStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`exchange.bets.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="bets-from">{t('exchange.report.from')}</label>
          <input
            id="bets-from"
            type="date"
            value={draft.from}
            onChange={(e) => e.target.value && setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div className="form-field">
          <label htmlFor="bets-to">{t('exchange.report.to')}</label>
          <input id="bets-to" type="date" value={draft.to} onChange={(e) => e.target.value && setDraft({ ...draft, to: e.target.value })} />
        </div>
        <button type="submit" className="button">
          {t('exchange.bets.submit')}
        </button>
      </form>
      {bets.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {bets.error.message}
        </p>
      ) : null}
      {bets.data?.truncated ? <p>{t('exchange.bets.truncated')}</p> : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('exchange.bets.table')}>
          <thead>
            <tr>
              <th>{t('exchange.bets.placed')}</th>
              <th>{t('exchange.bets.player')}</th>
              <th>{t('exchange.columns.event')}</th>
              <th>{t('exchange.report.market')}</th>
              <th>{t('exchange.bets.selection')}</th>
              <th>{t('exchange.bets.side')}</th>
              <th>{t('exchange.bets.odds')}</th>
              <th>{t('exchange.bets.stake')}</th>
              <th>{t('exchange.bets.net')}</th>
              <th>{t('exchange.bets.status')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((b) => (
              <tr key={b.transaction_id}>
                <td>{dhaka(b.created_at)}</td>
                <td>
                  <Link to={`/players/${b.player_id}`}>{b.player_id}</Link>
                </td>
                <td>
                  <Link to={`/exchange/${b.event_id}`}>{b.event_name}</Link>
                </td>
                <td>{t(`exchange.report.kind.${marketKind[b.market_name]}`)}</td>
                <td>{b.run !== null ? `${b.selection_name} (${b.run})` : b.selection_name}</td>
                <td>{t(`exchange.bets.sides.${b.bet_type}`)}</td>
                <td>{b.odds}</td>
                <td>
                  {b.stake}
                  {b.matched !== b.stake ? ` (${t('exchange.bets.matched', { amount: b.matched })})` : ''}
                </td>
                <td>{b.status === 'open' ? '—' : b.net_profit_loss}</td>
                <td>{t(`exchange.bets.results.${b.status}`)}</td>
              </tr>
            ))}
            {bets.isSuccess && list.length === 0 ? <MessageRow columns={10}>{t('exchange.bets.none')}</MessageRow> : null}
            {bets.isPending ? <LoadingRow columns={10} /> : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}
