import { exchangeSports, type ExchangeSport } from '@khela/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/page-status';
import { ExchangeAccount } from '@/features/exchange/components/exchange-account';
import { ExchangeGate } from '@/features/exchange/components/exchange-gate';
import { ExchangeHome } from '@/features/exchange/components/exchange-home';
import { ExchangeNav } from '@/features/exchange/components/exchange-nav';
import { InPlayPage } from '@/features/exchange/components/inplay-page';
import { MultiMarkets } from '@/features/exchange/components/multi-markets';
import { OddsView } from '@/features/exchange/components/odds-view';
import { sportLabelKeys } from '@/features/exchange/components/sport-group';
import { SportsPage } from '@/features/exchange/components/sports-page';
import { SiteHeader } from '@/features/site/components/site-header';
import { useIsDesktop } from '@/lib/use-media-query';
import { DesktopShell } from '../layouts/desktop-shell';
import '@/features/exchange/components/exchange.css';

/**
 * The exchange's frame: on a phone the site's top bar, the page and the exchange's bottom navigation
 * (spec section 2.2); on the desktop the site's layout with the exchange's tabs over the page. Behind
 * the market block (spec section 6).
 */
function ExchangeFrame({ title, back, children }: { title: string; back?: ReactNode; children: (desktop: boolean) => ReactNode }) {
  const desktop = useIsDesktop();
  const page = (
    <>
      <div className="exchange-title">
        {back}
        <h2 className="exchange-title__text">{title}</h2>
      </div>
      <ExchangeGate>{children(desktop)}</ExchangeGate>
    </>
  );
  if (desktop) {
    return (
      <DesktopShell>
        <div className="exchange-desktop">
          <ExchangeNav placement="top" />
          {page}
        </div>
      </DesktopShell>
    );
  }
  return (
    <div className="app-shell exchange-shell">
      <SiteHeader />
      <main className="exchange-main">{page}</main>
      <ExchangeNav placement="bottom" />
    </div>
  );
}

export function ExchangeHomeRoute() {
  const { t } = useTranslation();
  return <ExchangeFrame title={t('exchange.title')}>{() => <ExchangeHome />}</ExchangeFrame>;
}

export function ExchangeInPlayRoute() {
  const { t } = useTranslation();
  return <ExchangeFrame title={t('exchange.nav.inplay')}>{() => <InPlayPage />}</ExchangeFrame>;
}

export function ExchangeSportsRoute() {
  const { t } = useTranslation();
  return <ExchangeFrame title={t('exchange.nav.sports')}>{() => <SportsPage />}</ExchangeFrame>;
}

export function ExchangeMultiRoute() {
  const { t } = useTranslation();
  return <ExchangeFrame title={t('exchange.nav.multi')}>{(desktop) => <MultiMarkets desktop={desktop} />}</ExchangeFrame>;
}

/** /exchange-account (spec section 2.3, login required): the exchange account's menu and sections. */
export function ExchangeAccountRoute() {
  const { t } = useTranslation();
  return <ExchangeFrame title={t('exchange.nav.account')}>{() => <ExchangeAccount />}</ExchangeFrame>;
}

function isSport(value: string | null): value is ExchangeSport {
  return exchangeSports.includes(value as ExchangeSport);
}

/**
 * /odds-view?marketId&eventId&selectedSport (spec section 2.3); the page titled by the sport ("Cricket"),
 * and a way back to where the player came from (previousPath), else In-Play.
 */
export function OddsViewRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = useLocation().state as { previousPath?: unknown } | null;
  const marketId = params.get('marketId');
  const eventId = params.get('eventId');
  const sport = params.get('selectedSport');
  const previousPath =
    typeof state?.previousPath === 'string' && state.previousPath.startsWith('/') ? state.previousPath : '/exchange-inplay';
  const back = (
    <Link to={previousPath} className="exchange-title__back" aria-label={t('back')}>
      ‹
    </Link>
  );
  const known = isSport(sport) ? sport : 'cricket';
  return (
    <ExchangeFrame title={t(sportLabelKeys[known])} back={back}>
      {(desktop) =>
        marketId && eventId ? (
          <OddsView key={`${marketId} ${eventId}`} marketId={marketId} eventId={eventId} desktop={desktop} />
        ) : (
          <ErrorState title={t('exchange.marketGone')} />
        )
      }
    </ExchangeFrame>
  );
}
