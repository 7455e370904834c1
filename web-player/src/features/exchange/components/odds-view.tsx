import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasSession } from '@/lib/session';
import { ErrorState, LoadingState } from '@/components/page-status';
import { myOrdersQueryOptions } from '../api/get-my-orders';
import { useLiveEvent } from '../hooks/use-live-event';
import { useLiveMarket } from '../hooks/use-live-market';
import { BetSlip, type SlipPick } from './bet-slip';
import { BookmakerTable } from './bookmaker-table';
import { FancyTable } from './fancy-table';
import { HouseBetSlip, housePickKey, type HousePick } from './house-bet-slip';
import { MatchOddsTable } from './match-odds-table';
import { MyBets } from './my-bets';
import { Scoreboard } from './scoreboard';

interface OddsViewProps {
  marketId: string;
  eventId: string;
  desktop: boolean;
}

/**
 * /odds-view (spec section 2.3): the event's name, its live score, Match Odds, BookMaker and the Fancy
 * table, all live over the socket (polled every 300 ms only while it is down). A match odds price opens
 * the bet slip under the table; the player's bets on the market follow it (issue 18). A bookmaker rate or
 * a fancy line opens the house bet slip under its table.
 */
export function OddsView({ marketId, eventId, desktop }: OddsViewProps) {
  const { t } = useTranslation();
  const odds = useLiveMarket(marketId);
  const detail = useLiveEvent(eventId);
  const [pick, setPick] = useState<SlipPick | null>(null);
  const [housePick, setHousePick] = useState<HousePick | null>(null);
  const loggedIn = hasSession();
  const mine = useQuery({ ...myOrdersQueryOptions(marketId), enabled: loggedIn });
  const positions = useMemo(
    () =>
      mine.data && mine.data.orders.some((o) => o.matched !== '0.00')
        ? new Map(mine.data.positions.map((p) => [p.selection_id, p.pnl]))
        : undefined,
    [mine.data],
  );
  if (odds.gone || detail.gone) return <ErrorState title={t('exchange.marketGone')} />;
  if (odds.isPending || detail.isPending) return <LoadingState />;
  if (!odds.market || !detail.event) return <ErrorState title={t('exchange.loadFailed')} onRetry={odds.retry} />;
  const event = detail.event;
  const bookmakers = Object.values(event.bookmaker);
  return (
    <div className={`odds-view${desktop ? ' odds-view--desktop' : ''}`}>
      <h3 className="odds-view__event">{event.name}</h3>
      <p className="odds-view__competition">{event.competition}</p>
      {odds.down || detail.down ? (
        <p className="exchange-notice" role="status">
          {t('exchange.offline')}
        </p>
      ) : null}
      {/* On the desktop two columns: the match and its odds on the left, the sessions (fancy) on the right. */}
      <div className="odds-view__columns">
        <div className="odds-view__column">
          <Scoreboard eventId={eventId} score={event.score} />
          <MatchOddsTable market={odds.market} desktop={desktop} onPick={setPick} positions={positions} />
          {pick ? (
            <BetSlip
              key={`${pick.selectionId} ${pick.side} ${pick.price}`}
              market={odds.market}
              pick={pick}
              onClose={() => setPick(null)}
            />
          ) : null}
          {loggedIn ? <MyBets market={odds.market} /> : null}
          {bookmakers.map((market) => (
            <BookmakerTable key={market.marketId} market={market} onPick={setHousePick} />
          ))}
          {housePick?.kind === 'bookmaker' ? (
            <HouseBetSlip key={housePickKey(housePick)} pick={housePick} onClose={() => setHousePick(null)} />
          ) : null}
        </div>
        <div className="odds-view__column">
          <FancyTable eventId={eventId} bets={event.fancy2} onPick={setHousePick} />
          {housePick?.kind === 'fancy' ? (
            <HouseBetSlip key={housePickKey(housePick)} pick={housePick} onClose={() => setHousePick(null)} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
