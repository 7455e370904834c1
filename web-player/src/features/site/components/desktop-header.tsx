import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { changeLanguage, currentLanguage } from '@/i18n';
import { SessionClock } from '@/features/player-protection/components/session-clock';
import { useSessionToken } from '@/lib/session';
import { useGeneral } from '../api/get-general';
import { useLogo } from '../api/get-logo';
import { DhakaClock } from './dhaka-clock';
import { SiteLogo } from './site-logo';
import './desktop-header.css';

/** The inbox badge is for players only: its chunk is not part of the guest's home page. */
const InboxBadge = lazy(async () => ({ default: (await import('@/features/inbox/components/inbox-badge')).InboxBadge }));

/** Spec section 2.1: the desktop log-out goes to /player/logout, the page that revokes the session (POST /api/logout) and goes home. */
export const DESKTOP_LOGOUT_PATH = '/player/logout';

const supportIcons = {
  messaging:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.3-.5 0-1 .3-3.3-.7a11 11 0 0 1-4.4-3.9c-.3-.5-1-1.5-1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.9 2.1-.1.5-.4.5c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.7-.1l.9-1.1c.2-.3.4-.2.7-.1l2 1c.3.1.5.2.5.3.1.1.1.6-.1 1.2z',
  social: 'M14 9V7c0-.8.2-1.2 1.4-1.2H17V2.2A22 22 0 0 0 14.6 2C12.2 2 10.6 3.5 10.6 6.1V9H8v3.7h2.6V22H14v-9.3h2.7L17 9z',
  telegram:
    'M21.9 4.3 18.7 19.4c-.2 1-.9 1.3-1.7.8l-4.7-3.5-2.3 2.2c-.3.3-.5.5-1 .5l.3-4.8 8.8-7.9c.4-.3-.1-.5-.6-.2L6.6 13.3 2 11.9c-1-.3-1-1 .2-1.5L20.6 3.3c.8-.3 1.6.2 1.3 1z',
  mail: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
} as const;

function SupportIcon({ href, label, icon }: { href: string; label: string; icon: keyof typeof supportIcons }) {
  const external = !href.startsWith('mailto:');
  return (
    <a
      className="desktop-header__support"
      href={href}
      aria-label={label}
      title={label}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="currentColor" d={supportIcons[icon]} />
      </svg>
    </a>
  );
}

/**
 * The desktop header (spec section 2.1): clock, BDT and language labels, support icons, logo, sponsor
 * mark, and for players the Main Wallet (passed in by the app), Deposit, Member Center and Log out.
 */
export function DesktopHeader({ wallet }: { wallet?: ReactNode }) {
  const { t } = useTranslation();
  const general = useGeneral();
  const logo = useLogo();
  const loggedIn = Boolean(useSessionToken());
  const settings = general.data;
  const language = currentLanguage();
  const title = settings?.site_title ?? 'Khela';

  return (
    <header className="desktop-header">
      <div className="desktop-header__top">
        <div className="desktop-header__inner">
          <DhakaClock />
          {loggedIn ? <SessionClock className="desktop-header__label" /> : null}
          <span className="desktop-header__label">BDT</span>
          <button
            type="button"
            className="desktop-header__label desktop-header__language"
            lang={language === 'en' ? 'bn' : 'en'}
            aria-label={language === 'en' ? 'বাংলা' : 'English'}
            onClick={() => changeLanguage(language === 'en' ? 'bn' : 'en')}
          >
            {language === 'en' ? 'English' : 'বাংলা'}
          </button>
          <span className="desktop-header__spacer" />
          {settings?.messaging_link ? <SupportIcon href={settings.messaging_link} label={t('desktop.messaging')} icon="messaging" /> : null}
          {settings?.support_facebook ? <SupportIcon href={settings.support_facebook} label={t('desktop.social')} icon="social" /> : null}
          {settings?.support_telegram ? (
            <SupportIcon href={settings.support_telegram} label={t('desktop.telegram')} icon="telegram" />
          ) : null}
          {settings?.support_mail ? <SupportIcon href={`mailto:${settings.support_mail}`} label={t('desktop.email')} icon="mail" /> : null}
        </div>
      </div>
      <div className="desktop-header__inner desktop-header__main">
        <Link to="/" className="desktop-header__brand">
          {logo.data ? <SiteLogo logo={logo.data} alt={`${title} logo`} /> : <span>{title}</span>}
        </Link>
        <span className="desktop-header__sponsor">{t('desktop.sponsor')}</span>
        <span className="desktop-header__spacer" />
        {loggedIn ? (
          <>
            {wallet}
            <Suspense fallback={null}>
              <InboxBadge className="desktop-header__inbox" />
            </Suspense>
            <Link to="/account" className="button button--gold">
              {t('nav.deposit')}
            </Link>
            <Link to="/account" className="button button--outline">
              {t('desktop.memberCenter')}
            </Link>
            <Link to={DESKTOP_LOGOUT_PATH} className="button button--outline">
              {t('account.logout')}
            </Link>
          </>
        ) : (
          <>
            <Link to="/login" className="button button--outline">
              {t('login')}
            </Link>
            <Link to="/register" className="button button--gold">
              {t('signup')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
