import { exchangeSports, type ExchangeEventStatus, type ExchangeSport } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import '@/components/data-table.css';
import '@/components/form.css';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { useTraderEvents, type TraderEventsFilter } from '../api/get-trader-events';
import { dhaka, feedAge, staleFeedMs } from './format';
import { ExchangeBets } from './exchange-bets';
import { HouseLiability } from './house-liability';
import { SettlementReport } from './settlement-report';
import './exchange-trader.css';

const statuses: readonly ExchangeEventStatus[] = ['inplay', 'upcoming', 'closed'];

/** The filter lives in the URL (?q, ?sport, ?status), so "Back" from an event returns to it. */
function readFilter(params: URLSearchParams): TraderEventsFilter {
  const sport = params.get('sport') ?? '';
  const status = params.get('status') ?? '';
  return {
    q: params.get('q') ?? '',
    sport: (exchangeSports as readonly string[]).includes(sport) ? (sport as ExchangeSport) : '',
    status: (statuses as readonly string[]).includes(status) ? (status as ExchangeEventStatus) : '',
  };
}

/** Exchange events for traders: search, sport and status filters, each event's match odds status and feed health. */
export function TraderEvents() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [text, setText] = useState(filter.q);
  const events = useTraderEvents(filter);

  const update = (next: Partial<TraderEventsFilter>) => {
    const merged = { ...filter, ...next };
    const updated = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) updated.set(key, value);
    setParams(updated);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() });
  };

  return (
    <section className="exchange-page">
      <div className="page-head">
        <h1>{t('exchange.title')}</h1>
      </div>
      <p className="muted">{t('exchange.intro')}</p>
      <form className="toolbar" role="search" aria-label={t('exchange.title')} onSubmit={submit}>
        <div className="form-field exchange-search">
          <label htmlFor="exchange-q">{t('exchange.search.label')}</label>
          <input
            id="exchange-q"
            type="search"
            value={text}
            placeholder={t('exchange.search.placeholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor="exchange-sport">{t('exchange.search.sport')}</label>
          <select
            id="exchange-sport"
            value={filter.sport}
            onChange={(event) => update({ sport: event.target.value as ExchangeSport | '' })}
          >
            <option value="">{t('exchange.search.any')}</option>
            {exchangeSports.map((sport) => (
              <option key={sport} value={sport}>
                {t(`exchange.sports.${sport}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="exchange-status">{t('exchange.search.status')}</label>
          <select
            id="exchange-status"
            value={filter.status}
            onChange={(event) => update({ status: event.target.value as ExchangeEventStatus | '' })}
          >
            <option value="">{t('exchange.search.any')}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(`exchange.eventStatus.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t('exchange.search.submit')}
        </button>
      </form>
      {events.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('exchange.loadFailed', { message: events.error.message })}
        </p>
      ) : null}
      {events.data ? <p className="muted">{t('exchange.shown', { shown: events.data.events.length, total: events.data.total })}</p> : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('exchange.title')}>
          <thead>
            <tr>
              <th>{t('exchange.columns.event')}</th>
              <th>{t('exchange.columns.sport')}</th>
              <th>{t('exchange.columns.starts')}</th>
              <th>{t('exchange.columns.status')}</th>
              <th>{t('exchange.columns.market')}</th>
              <th>{t('exchange.columns.feed')}</th>
            </tr>
          </thead>
          <tbody>
            {events.data?.events.map((event) => (
              <tr key={event.eventId}>
                <td>
                  <Link to={`${event.eventId}${params.size ? `?${params.toString()}` : ''}`}>{event.name}</Link>
                  <div className="muted exchange-sub">
                    {event.competition} · {event.eventId}
                    {event.overridden ? <span className="tag tag--warn">{t('exchange.overridden')}</span> : null}
                  </div>
                </td>
                <td>{t(`exchange.sports.${event.sport}`)}</td>
                <td>{dhaka(event.openDate)}</td>
                <td>
                  <span className={event.status === 'inplay' ? 'tag tag--ok' : 'tag'}>{t(`exchange.eventStatus.${event.status}`)}</span>
                </td>
                <td>
                  <span className={event.marketStatus === 'OPEN' ? 'tag tag--ok' : 'tag tag--danger'}>
                    {t(`exchange.marketStatus.${event.marketStatus}`)}
                  </span>
                </td>
                <td className={event.status === 'inplay' && (event.feedAgeMs ?? Infinity) > staleFeedMs ? 'exchange-stale' : undefined}>
                  {feedAge(t, event.feedAgeMs)}
                </td>
              </tr>
            ))}
            {events.data && events.data.events.length === 0 ? <MessageRow columns={6}>{t('exchange.noMatch')}</MessageRow> : null}
            {events.isPending ? <LoadingRow columns={6} /> : null}
          </tbody>
        </table>
      </div>
      <HouseLiability />
      <ExchangeBets />
      <SettlementReport />
    </section>
  );
}
