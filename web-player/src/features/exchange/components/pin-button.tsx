import type { SportsEvent } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { togglePinnedMarket, usePinnedMarkets } from '../lib/pinned-markets';

/** The pin beside an event: adds its match odds market to Multi Markets, or takes it off again. */
export function PinButton({ event }: { event: Pick<SportsEvent, 'MarketId' | 'EventId' | 'Event' | 'sport'> }) {
  const { t } = useTranslation();
  const pinned = usePinnedMarkets().some((pin) => pin.marketId === event.MarketId);
  return (
    <button
      type="button"
      className={`pin-button${pinned ? ' pin-button--on' : ''}`}
      aria-pressed={pinned}
      aria-label={t(pinned ? 'exchange.unpin' : 'exchange.pin', { event: event.Event })}
      onClick={() => togglePinnedMarket({ marketId: event.MarketId, eventId: event.EventId, event: event.Event, sport: event.sport })}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="currentColor" d="M16 3v2l-1 1v5l3 3v2h-5v6l-1 1-1-1v-6H6v-2l3-3V6L8 5V3z" />
      </svg>
    </button>
  );
}
