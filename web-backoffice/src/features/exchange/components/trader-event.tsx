import type { BookmakerMarket, ExchangeTraderEventView, FancyBet } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '@/components/data-table.css';
import '@/components/form.css';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useTraderEvent } from '../api/get-trader-event';
import { useTradeEvent, type TraderChange } from '../api/trade-event';
import { MarketSettlement } from './market-settlement';
import { FancyResultForm } from './fancy-result';
import { MarketPersistence } from './market-persistence';
import { BookmakerEditor, FancyEditor } from './price-editors';
import { dhaka, feedAge } from './format';
import './exchange-trader.css';

interface Props {
  eventId: string;
  backTo: string;
  canTrade: boolean;
}

/** One event for traders: match odds, bookmaker and fancy as players see them, with the trader's actions. */
export function TraderEvent({ eventId, backTo, canTrade }: Props) {
  const { t } = useTranslation();
  const view = useTraderEvent(eventId);
  const trade = useTradeEvent(eventId);
  const [confirm, setConfirm] = useState<TraderChange | null>(null);
  const [winner, setWinner] = useState('');
  const send = (change: TraderChange) => {
    setConfirm(null);
    trade.mutate(change);
  };

  if (view.isError)
    return (
      <section className="exchange-page">
        <Link to={backTo}>{t('exchange.back')}</Link>
        <p className="form-alert form-alert--error" role="alert">
          {t('exchange.loadFailed', { message: view.error.message })}
        </p>
      </section>
    );
  if (!view.data) return <p className="muted">…</p>;
  const { event, matchOdds, overrides } = view.data;
  const open = event.status !== 'closed';
  const winnerName = matchOdds.runners.find((r) => String(r.selectionId) === winner)?.SelectionName ?? '';

  return (
    <section className="exchange-page">
      <Link to={backTo}>{t('exchange.back')}</Link>
      <div className="page-head">
        <h1>{event.name}</h1>
      </div>
      <p className="muted">
        {t(`exchange.sports.${event.sport}`)} · {event.competition} · {dhaka(event.openDate)} · {t(`exchange.eventStatus.${event.status}`)}
      </p>
      <p>{t('exchange.detail.feed', { age: feedAge(t, view.data.feedAgeMs) })}</p>
      {event.score.summary ? <p>{event.score.summary}</p> : null}
      {event.result ? <p className="tag tag--ok">{t('exchange.detail.result', { result: event.result })}</p> : null}
      {trade.isSuccess ? (
        <p className="form-alert form-alert--success" role="status">
          {t('exchange.actions.applied')}
        </p>
      ) : null}
      {trade.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {trade.error.message}
        </p>
      ) : null}

      <div className="exchange-section">
        <h2>
          {t('exchange.detail.matchOdds')}{' '}
          <span className={matchOdds.status === 'OPEN' ? 'tag tag--ok' : 'tag tag--danger'}>
            {t(`exchange.marketStatus.${matchOdds.status}`)}
          </span>
          {overrides.markets[matchOdds.marketId] === 'SUSPENDED' ? (
            <span className="tag tag--warn">{t('exchange.detail.traderSuspended')}</span>
          ) : null}
        </h2>
        {canTrade && open ? (
          <MarketActions
            traderStatus={overrides.markets[matchOdds.marketId]}
            busy={trade.isPending}
            onChange={(kind) =>
              kind === 'close' ? setConfirm({ kind, marketId: matchOdds.marketId }) : send({ kind, marketId: matchOdds.marketId })
            }
          />
        ) : null}
        <div className="data-table-wrap">
          <table className="data-table" aria-label={t('exchange.detail.matchOdds')}>
            <thead>
              <tr>
                <th>{t('exchange.detail.runner')}</th>
                <th>{t('exchange.detail.back')}</th>
                <th>{t('exchange.detail.lay')}</th>
                <th>{t('exchange.detail.runnerStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {matchOdds.runners.map((runner) => (
                <tr key={runner.selectionId}>
                  <td>{runner.SelectionName}</td>
                  <td>
                    {runner.ex.availableToBack[0] ? `${runner.ex.availableToBack[0].price} (${runner.ex.availableToBack[0].size})` : '—'}
                  </td>
                  <td>
                    {runner.ex.availableToLay[0] ? `${runner.ex.availableToLay[0].price} (${runner.ex.availableToLay[0].size})` : '—'}
                  </td>
                  <td>{t(`exchange.runnerStatus.${runner.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {canTrade && open ? (
          <div className="exchange-actions">
            <div className="form-field">
              <label htmlFor="exchange-winner">{t('exchange.actions.winner')}</label>
              <select id="exchange-winner" value={winner} onChange={(e) => setWinner(e.target.value)}>
                <option value="">{t('exchange.actions.chooseWinner')}</option>
                {matchOdds.runners.map((r) => (
                  <option key={r.selectionId} value={r.selectionId}>
                    {r.SelectionName}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="button button--danger"
              disabled={!winner || trade.isPending}
              onClick={() => setConfirm({ kind: 'result', winnerSelectionId: Number(winner) })}
            >
              {t('exchange.actions.setResult')}
            </button>
          </div>
        ) : null}
      </div>

      <div className="exchange-section">
        <h2>{t('exchange.persistence.title')}</h2>
        <MarketPersistence eventId={event.eventId} marketId={matchOdds.marketId} canTrade={canTrade && open} />
      </div>

      <MarketSettlement
        marketId={matchOdds.marketId}
        runners={matchOdds.runners.map((r) => ({ selectionId: r.selectionId, name: r.SelectionName }))}
        closed={!open}
        canTrade={canTrade}
      />

      <Bookmakers
        view={view.data}
        mayTrade={canTrade}
        canTrade={canTrade && open}
        busy={trade.isPending}
        onChange={(c) => (c.kind === 'close' ? setConfirm(c) : send(c))}
      />
      <Fancy lines={event.fancy2} canTrade={canTrade && open} busy={trade.isPending} onChange={send} />
      {canTrade && event.fancy2.length > 0 ? (
        <div className="exchange-section">
          <h2>{t('exchange.fancyResult.title')}</h2>
          <FancyResultForm eventId={event.eventId} lines={event.fancy2} busy={trade.isPending} />
        </div>
      ) : null}

      {confirm ? (
        <ConfirmDialog
          title={confirm.kind === 'result' ? t('exchange.confirm.resultTitle', { winner: winnerName }) : t('exchange.confirm.closeTitle')}
          confirmLabel={confirm.kind === 'result' ? t('exchange.actions.setResult') : t('exchange.actions.close')}
          danger
          busy={trade.isPending}
          onConfirm={() => send(confirm)}
          onCancel={() => setConfirm(null)}
        >
          {confirm.kind === 'result' ? t('exchange.confirm.resultBody') : t('exchange.confirm.closeBody')}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function MarketActions({
  traderStatus,
  busy,
  onChange,
}: {
  traderStatus: 'SUSPENDED' | 'CLOSED' | undefined;
  busy: boolean;
  onChange: (kind: 'suspend' | 'resume' | 'close') => void;
}) {
  const { t } = useTranslation();
  if (traderStatus === 'CLOSED') return null;
  return (
    <div className="exchange-actions">
      {traderStatus === 'SUSPENDED' ? (
        <button type="button" className="button button--primary" disabled={busy} onClick={() => onChange('resume')}>
          {t('exchange.actions.resume')}
        </button>
      ) : (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => onChange('suspend')}>
          {t('exchange.actions.suspend')}
        </button>
      )}
      <button type="button" className="button button--danger" disabled={busy} onClick={() => onChange('close')}>
        {t('exchange.actions.close')}
      </button>
    </div>
  );
}

function Bookmakers({
  view,
  mayTrade,
  canTrade,
  busy,
  onChange,
}: {
  view: ExchangeTraderEventView;
  /** The trader may change markets (exchange.trade), whether or not the event is over (settlements). */
  mayTrade: boolean;
  canTrade: boolean;
  busy: boolean;
  onChange: (change: TraderChange) => void;
}) {
  const { t } = useTranslation();
  const markets: BookmakerMarket[] = Object.values(view.event.bookmaker);
  return (
    <div className="exchange-section">
      <h2>{t('exchange.detail.bookmaker')}</h2>
      {markets.length === 0 ? <p className="muted">{t('exchange.detail.noBookmaker')}</p> : null}
      {markets.map((market) => (
        <div key={market.marketId}>
          <p className="muted">
            {market.name} · {t('exchange.detail.minStake')} {market.minStake} · {t('exchange.detail.maxStake')} {market.maxStake}
            {view.overrides.markets[market.marketId] === 'SUSPENDED' ? (
              <span className="tag tag--warn">{t('exchange.detail.traderSuspended')}</span>
            ) : null}
          </p>
          {canTrade ? (
            <MarketActions
              traderStatus={view.overrides.markets[market.marketId]}
              busy={busy}
              onChange={(kind) => onChange({ kind, marketId: market.marketId })}
            />
          ) : null}
          <BookmakerEditor market={market} canTrade={canTrade} busy={busy} onSave={onChange} />
          <MarketSettlement
            marketId={market.marketId}
            label={`${t('exchange.settlement.title')} · ${market.name}`}
            runners={market.runners.map((r) => ({ selectionId: r.selectionId, name: r.runner }))}
            closed={view.event.status === 'closed'}
            canTrade={mayTrade}
          />
        </div>
      ))}
    </div>
  );
}

function Fancy({
  lines,
  canTrade,
  busy,
  onChange,
}: {
  lines: FancyBet[];
  canTrade: boolean;
  busy: boolean;
  onChange: (change: TraderChange) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="exchange-section">
      <h2>{t('exchange.detail.fancy')}</h2>
      {lines.length === 0 ? (
        <p className="muted">{t('exchange.detail.noFancy')}</p>
      ) : (
        <FancyEditor lines={lines} canTrade={canTrade} busy={busy} onSave={onChange} />
      )}
    </div>
  );
}
