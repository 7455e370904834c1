import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageToggle } from '@/components/language-toggle';
import { SessionClock } from '@/features/player-protection/components/session-clock';
import { useSessionToken } from '@/lib/session';
import { useGeneral } from '../api/get-general';
import { useLogo } from '../api/get-logo';
import { useInstallApp } from '../hooks/use-install-app';
import { useOpenChat } from '../hooks/use-open-chat';
import { SiteLogo } from './site-logo';
import './site-header.css';

/** The side menu is a chunk fetched when it is first opened (issue 15, home page script). */
const SideMenu = lazy(async () => ({ default: (await import('./side-menu')).SideMenu }));
/** The inbox badge is for players only: its chunk is not part of the guest's home page. */
const InboxBadge = lazy(async () => ({ default: (await import('@/features/inbox/components/inbox-badge')).InboxBadge }));

/** The mobile top bar (spec section 2.3): menu, logo, Help (chat), App (install), language. */
export function SiteHeader() {
  const { t } = useTranslation();
  const general = useGeneral();
  const logo = useLogo();
  const title = general.data?.site_title;
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const chat = useOpenChat();
  const app = useInstallApp();
  const loggedIn = Boolean(useSessionToken());

  return (
    <header className="site-header">
      <button
        type="button"
        className="site-header__icon-button"
        aria-label={t('menu.open')}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={() => setMenuOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      <Link to="/" className="site-header__brand">
        {logo.data ? (
          <SiteLogo logo={logo.data} alt={title ? `${title} logo` : 'Logo'} />
        ) : logo.isPending ? (
          <span className="site-header__logo-placeholder" aria-hidden="true" />
        ) : null}
        {title ? (
          <h1 className={`site-header__title${logo.data ? ' visually-hidden' : ''}`}>{title}</h1>
        ) : general.isPending ? (
          <span className="site-header__title-placeholder">
            <span className="visually-hidden">{t('loading')}</span>
          </span>
        ) : null}
      </Link>
      <div className="site-header__actions">
        {loggedIn ? <SessionClock className="session-clock--mobile" /> : null}
        {loggedIn ? (
          <Suspense fallback={null}>
            <InboxBadge className="site-header__inbox" />
          </Suspense>
        ) : null}
        <button type="button" className="site-header__action" onClick={chat.openChat}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2zm2.1-7.7-.9.9c-.7.8-1.2 1.4-1.2 2.8h-2v-.5c0-1.1.4-2.1 1.2-2.8l1.2-1.3A2 2 0 1 0 10 9H8a4 4 0 1 1 7.1 2.3z"
            />
          </svg>
          <span>{t('header.help')}</span>
        </button>
        <button type="button" className="site-header__action" onClick={app.install}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="currentColor"
              d="M17 1H7a2 2 0 0 0-2 2v18a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V3a2 2 0 0 0-2-2zm0 18H7V5h10zm-5-2 4-4h-3V7h-2v6H8z"
            />
          </svg>
          <span>{t('header.app')}</span>
        </button>
        <LanguageToggle />
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <SideMenu open onClose={closeMenu} onOpenChat={chat.openChat} />
        </Suspense>
      ) : null}
      {chat.dialog}
      {app.dialog}
    </header>
  );
}
