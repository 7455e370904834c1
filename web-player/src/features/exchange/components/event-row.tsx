import type { SportsEvent } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentLanguage, type Language } from '@/i18n';
import { oddsViewHref } from '../lib/odds-view-link';
import { formatStart } from '../lib/start-time';
import { PinButton } from './pin-button';

/**
 * One event of a list (spec section 2.3, /exchange-inplay): its name (opens /odds-view), when it starts
 * in Dhaka time, or its score while in play, or its result; the Fancy and BookMaker badges; the pin.
 */
export function EventRow({ event }: { event: SportsEvent }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = currentLanguage() as Language;
  const when =
    event.status === 'closed' && event.result ? event.result : event.inplay ? event.scoreLine : formatStart(event.openDate, language, t);
  return (
    <li className="event-row">
      <Link
        className="event-row__link"
        to={oddsViewHref({ marketId: event.MarketId, eventId: event.EventId, sport: event.sport })}
        state={{ previousPath: pathname }}
      >
        <span className="event-row__name">
          {event.inplay ? <span className="live-dot" aria-hidden="true" /> : null}
          {event.Event}
        </span>
        <span className="event-row__meta">{event.competition}</span>
        {when ? <span className="event-row__when">{when}</span> : null}
        <span className="event-row__badges">
          {event.inplay ? <span className="badge badge--live">{t('exchange.inPlay')}</span> : null}
          {event.Fancy ? <span className="badge badge--fancy">{t('exchange.fancyBadge')}</span> : null}
          {event.Bookmaker ? <span className="badge badge--bookmaker">{t('exchange.bookmakerBadge')}</span> : null}
        </span>
      </Link>
      <PinButton event={event} />
    </li>
  );
}
