import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingState } from '@/components/page-status';
import { useLiveMarket } from '../hooks/use-live-market';
import { oddsViewHref } from '../lib/odds-view-link';
import { usePinnedMarkets, type PinnedMarket } from '../lib/pinned-markets';
import { MatchOddsTable } from './match-odds-table';
import { PinButton } from './pin-button';

/** One pinned market, live, under its event's name (which opens the whole event). */
function PinnedMarketCard({ pin, desktop }: { pin: PinnedMarket; desktop: boolean }) {
  const { t } = useTranslation();
  const odds = useLiveMarket(pin.marketId);
  return (
    <li className="pinned-market">
      <div className="pinned-market__head">
        <Link to={oddsViewHref(pin)} state={{ previousPath: '/exchange-multi' }} className="pinned-market__event">
          {pin.event}
        </Link>
        <PinButton event={{ MarketId: pin.marketId, EventId: pin.eventId, Event: pin.event, sport: pin.sport }} />
      </div>
      {odds.gone ? (
        <p className="exchange-empty">{t('exchange.marketGone')}</p>
      ) : odds.market ? (
        <MatchOddsTable market={odds.market} desktop={desktop} />
      ) : odds.error ? (
        <p className="exchange-empty">{t('exchange.loadFailed')}</p>
      ) : (
        <LoadingState />
      )}
    </li>
  );
}

/** /exchange-multi: the pinned markets, each live. */
export function MultiMarkets({ desktop }: { desktop: boolean }) {
  const { t } = useTranslation();
  const pins = usePinnedMarkets();
  if (pins.length === 0) return <p className="exchange-empty">{t('exchange.noPinned')}</p>;
  return (
    <ul className="pinned-markets">
      {pins.map((pin) => (
        <PinnedMarketCard key={pin.marketId} pin={pin} desktop={desktop} />
      ))}
    </ul>
  );
}
