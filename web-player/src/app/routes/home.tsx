import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/page-status';
import { BalanceBar } from '@/features/account/components/balance-bar';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { WelcomePopup } from '@/features/auth/components/welcome-popup';
import { CategoryNavigator } from '@/features/games/components/category-navigator';
import { FavoritesRow, FeaturedGames } from '@/features/games/components/home-game-rows';
import { homeCategoryTabs, type HomeCategoryTab } from '@/features/games/lib/categories';
import { useGeneral } from '@/features/site/api/get-general';
import { useSliders } from '@/features/site/api/get-sliders';
import { GuestToolbar } from '@/features/site/components/guest-toolbar';
import { HomeSlider } from '@/features/site/components/home-slider';
import { NoticeMarquee } from '@/features/site/components/notice-marquee';
import { ScrollTopButton } from '@/features/site/components/scroll-top-button';
import { SiteFooter } from '@/features/site/components/site-footer';
import { SiteHeader } from '@/features/site/components/site-header';
import { SystemNoticePopup } from '@/features/site/components/system-notice-popup';
import { useSessionToken } from '@/lib/session';
import { useIsDesktop } from '@/lib/use-media-query';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import '../layouts/shells.css';
import './home.css';

/** The desktop frame is a chunk of its own: a phone never downloads, parses or styles it (issue 14, home page budget). */
const DesktopShell = lazy(async () => ({ default: (await import('../layouts/desktop-shell')).DesktopShell }));

function readTab(raw: string | null): HomeCategoryTab | undefined {
  return homeCategoryTabs.find((tab) => tab === raw);
}

/** The home page (spec section 2.3); at 1024 px and wider the desktop layout replaces "coming soon". */
export function HomeRoute() {
  const { t } = useTranslation();
  const general = useGeneral();
  const sliders = useSliders('Main');
  const loggedIn = Boolean(useSessionToken());
  const desktop = useIsDesktop();
  const scrolled = useScrolledPast();
  const [params] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const title = general.data?.site_title;
  // The sections under the categories (favourites, featured games, footer) render just after the first paint,
  // in a render and commit of their own: the banners (the largest paint) are on screen sooner, and no single
  // task on a phone's main thread builds the whole page (issue 14, home page budget). Nothing on screen moves:
  // they are the last sections of the page.
  const belowFold = useDeferredValue(true, false);

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  let content;
  if (general.isPending) {
    content = <LoadingState />;
  } else if (general.isError) {
    content = <ErrorState title={t('loadFailed')} detail={general.error.message} onRetry={() => void general.refetch()} />;
  } else if (desktop) {
    content = (
      <div className="desktop-home">
        <NoticeMarquee notices={general.data.notice} />
        <HomeSlider slides={sliders.data ?? []} loading={sliders.isPending} />
        <CategoryNavigator key={tab} initialTab={tab} active={scrolled} />
        {belowFold ? (
          <>
            <FavoritesRow />
            <FeaturedGames wide />
          </>
        ) : null}
      </div>
    );
  } else {
    content = (
      <>
        <NoticeMarquee notices={general.data.notice} />
        {loggedIn ? <BalanceBar /> : null}
        <HomeSlider slides={sliders.data ?? []} loading={sliders.isPending} />
        <CategoryNavigator key={tab} initialTab={tab} active={scrolled} />
        {belowFold ? (
          <>
            <FavoritesRow />
            <FeaturedGames />
            <SiteFooter variant="mobile" />
          </>
        ) : null}
      </>
    );
  }

  const ready = general.isSuccess;
  const popups = ready ? (
    <>
      <SystemNoticePopup html={general.data.system_notice} />
      {loggedIn ? <WelcomePopup /> : null}
    </>
  ) : null;

  if (desktop) {
    return (
      <Suspense fallback={<LoadingState />}>
        <DesktopShell>
          {content}
          {popups}
          <ScrollTopButton visible={scrolled} />
        </DesktopShell>
      </Suspense>
    );
  }
  return (
    <div className="app-shell">
      <SiteHeader />
      <main>{content}</main>
      {ready ? loggedIn ? <MemberToolbar /> : <GuestToolbar /> : null}
      {popups}
      <ScrollTopButton visible={scrolled} />
    </div>
  );
}
