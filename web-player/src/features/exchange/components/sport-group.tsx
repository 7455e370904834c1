import type { ExchangeSport, SportsEvent } from '@khela/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-status';
import { EventRow } from './event-row';

export const sportLabelKeys = {
  cricket: 'exchange.sport.cricket',
  soccer: 'exchange.sport.soccer',
  tennis: 'exchange.sport.tennis',
} as const;

/** A list of events under a heading (a sport, a competition, Live / Upcoming), or what stands in for it. */
export function EventGroup({ title, events, level = 3 }: { title: string; events: SportsEvent[]; level?: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className="event-group">
      <Heading className="event-group__title">{title}</Heading>
      <ul className="event-list">
        {events.map((event) => (
          <EventRow key={event.EventId} event={event} />
        ))}
      </ul>
    </section>
  );
}

/**
 * One sport's list (Cricket, Soccer, Tennis groups of /exchange-inplay): loading, failed (with retry) or
 * the events; a sport with none is left out, so the page does not fill with empty headings.
 */
export function SportGroup({ sport, query }: { sport: ExchangeSport; query: UseQueryResult<SportsEvent[]> }) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState title={t('exchange.loadFailed')} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return null;
  return <EventGroup title={t(sportLabelKeys[sport])} events={query.data} />;
}
