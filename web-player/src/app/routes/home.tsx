import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-status';
import { BalanceBar } from '@/features/account/components/balance-bar';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { WelcomePopup } from '@/features/auth/components/welcome-popup';
import { useGeneral } from '@/features/site/api/get-general';
import { GuestToolbar } from '@/features/site/components/guest-toolbar';
import { NoticeMarquee } from '@/features/site/components/notice-marquee';
import { SiteHeader } from '@/features/site/components/site-header';
import { useSessionToken } from '@/lib/session';
import './home.css';

/** general.site_status 0 replaces the home page with the maintenance message (spec section 1). */
const SITE_STATUS_MAINTENANCE = 0;

export function HomeRoute() {
  const { t } = useTranslation();
  const general = useGeneral();
  const loggedIn = Boolean(useSessionToken());
  const title = general.data?.site_title;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  let content;
  if (general.isPending) {
    content = <LoadingState />;
  } else if (general.isError) {
    content = (
      <ErrorState title={t('loadFailed')} detail={general.error.message} onRetry={() => void general.refetch()} />
    );
  } else if (general.data.site_status === SITE_STATUS_MAINTENANCE) {
    content = <ErrorState title={t('maintenance')} />;
  } else {
    content = (
      <>
        <NoticeMarquee notices={general.data.notice} />
        {loggedIn ? <BalanceBar /> : null}
        <section className="home-welcome">
          <h2>{t('welcomeTitle', { title: general.data.site_title })}</h2>
          <p>{t('welcomeText')}</p>
        </section>
      </>
    );
  }

  const showToolbar = general.isSuccess && general.data.site_status !== SITE_STATUS_MAINTENANCE;
  return (
    <div className="app-shell">
      <SiteHeader />
      <main>{content}</main>
      {showToolbar ? loggedIn ? <MemberToolbar /> : <GuestToolbar /> : null}
      {showToolbar && loggedIn ? <WelcomePopup /> : null}
    </div>
  );
}
