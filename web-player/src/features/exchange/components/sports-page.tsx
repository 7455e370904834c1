import { exchangeSports, type ExchangeSport, type SportsEvent } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-status';
import { useSportsEventLists } from '../api/get-sports-events';
import { EventGroup, sportLabelKeys } from './sport-group';

/** Events in play, today and tomorrow, by competition, a competition's events in start order. */
function byCompetition(events: SportsEvent[]): [string, SportsEvent[]][] {
  const groups = new Map<string, SportsEvent[]>();
  for (const event of [...events].sort((a, b) => a.openDate.localeCompare(b.openDate))) {
    const group = groups.get(event.competition) ?? [];
    if (!group.some((seen) => seen.EventId === event.EventId)) group.push(event);
    groups.set(event.competition, group);
  }
  return [...groups.entries()];
}

const shownLists = ['inplay', 'today', 'tomorrow'] as const;

/** /exchange-sports: choose a sport, see all its coming and live events by competition. */
export function SportsPage() {
  const { t } = useTranslation();
  const [sport, setSport] = useState<ExchangeSport>('cricket');
  const lists = useSportsEventLists(sport, shownLists);
  const failed = lists.find((query) => query.isError);
  const events = lists.flatMap((query) => query.data ?? []);
  return (
    <div className="exchange-page">
      <div className="exchange-tabs" role="tablist" aria-label={t('exchange.chooseSport')}>
        {exchangeSports.map((value) => (
          <button key={value} type="button" role="tab" aria-selected={sport === value} onClick={() => setSport(value)}>
            {t(sportLabelKeys[value])}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {lists.some((query) => query.isPending) ? (
          <LoadingState />
        ) : failed ? (
          <ErrorState title={t('exchange.loadFailed')} onRetry={() => lists.forEach((query) => void query.refetch())} />
        ) : events.length === 0 ? (
          <p className="exchange-empty">{t('exchange.noEvents')}</p>
        ) : (
          byCompetition(events).map(([competition, group]) => <EventGroup key={competition} title={competition} events={group} />)
        )}
      </div>
    </div>
  );
}
