import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const icons: Record<string, ReactNode> = {
  home: <path fill="currentColor" d="M12 3 2 11.5h3V21h5.5v-6h3v6H19v-9.5h3z" />,
  inplay: <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 14.5v-9l7 4.5z" />,
  sports: (
    <path
      fill="currentColor"
      d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2.1a8 8 0 0 1 5.6 2.3L12 9 6.4 6.4A8 8 0 0 1 12 4.1zM4.1 12c0-1.3.3-2.6.9-3.7l5 2.3v5.5l-3.6 2.7A8 8 0 0 1 4.1 12zm7.9 7.9a8 8 0 0 1-3.3-.7l3.3-2.5 3.3 2.5a8 8 0 0 1-3.3.7zm5.6-2.1L14 15.1V10.6l5-2.3a8 8 0 0 1-1.4 9.5z"
    />
  ),
  multi: <path fill="currentColor" d="M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z" />,
  account: <path fill="currentColor" d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />,
};

/**
 * The exchange's own navigation (spec section 2.2): Home, In-Play, Sports, Multi Markets, Account. A bar
 * at the foot of a phone's screen; tabs above the content on the desktop.
 */
export function ExchangeNav({ placement }: { placement: 'bottom' | 'top' }) {
  const { t } = useTranslation();
  const items = [
    { to: '/exchange', key: 'home', label: t('exchange.nav.home') },
    { to: '/exchange-inplay', key: 'inplay', label: t('exchange.nav.inplay') },
    { to: '/exchange-sports', key: 'sports', label: t('exchange.nav.sports') },
    { to: '/exchange-multi', key: 'multi', label: t('exchange.nav.multi') },
    { to: '/exchange-account', key: 'account', label: t('exchange.nav.account') },
  ];
  return (
    <nav className={`exchange-nav exchange-nav--${placement}`} aria-label={t('exchange.nav.label')}>
      {items.map((item) => (
        <NavLink key={item.key} to={item.to} end className="exchange-nav__item">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            {icons[item.key]}
          </svg>
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
