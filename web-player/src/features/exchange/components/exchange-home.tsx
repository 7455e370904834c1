import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-status';
import { useExchangeHome } from '../api/get-exchange-home';
import { EventGroup, sportLabelKeys } from './sport-group';

/** How many upcoming events of a sport the home lists (the Sports page has them all). */
const UPCOMING_SHOWN = 5;

/** /exchange: per sport, what is live now and what starts next. */
export function ExchangeHome() {
  const { t } = useTranslation();
  const home = useExchangeHome();
  if (home.isPending) return <LoadingState />;
  if (home.isError) return <ErrorState title={t('exchange.loadFailed')} onRetry={() => void home.refetch()} />;
  const sports = home.data.filter((sport) => sport.inplay.length + sport.upcoming.length > 0);
  if (sports.length === 0) return <p className="exchange-empty">{t('exchange.noEvents')}</p>;
  return (
    <div className="exchange-page">
      {sports.map((sport) => (
        <section key={sport.sport} className="sport-section" aria-labelledby={`sport-${sport.sport}`}>
          <h3 id={`sport-${sport.sport}`} className="sport-section__title">
            {t(sportLabelKeys[sport.sport])}
          </h3>
          {sport.inplay.length > 0 ? <EventGroup title={t('exchange.live')} events={sport.inplay} level={4} /> : null}
          {sport.upcoming.length > 0 ? (
            <EventGroup title={t('exchange.upcoming')} events={sport.upcoming.slice(0, UPCOMING_SHOWN)} level={4} />
          ) : null}
        </section>
      ))}
    </div>
  );
}
