import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import './account.css';

const icons: Record<string, ReactNode> = {
  home: <path fill="currentColor" d="M12 3 2 11.5h3V21h5.5v-6h3v6H19v-9.5h3z" />,
  promotions: (
    <path
      fill="currentColor"
      d="M20 7h-2.2A3 3 0 0 0 12 4.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3h18V8a1 1 0 0 0-1-1zM9 7a1 1 0 1 1 1-1v1zm6 0h-1V6a1 1 0 1 1 1 1zM4 13v7a1 1 0 0 0 1 1h6v-8zm9 8h6a1 1 0 0 0 1-1v-7h-7z"
    />
  ),
  deposit: (
    <path
      fill="currentColor"
      d="M21 7H5a1 1 0 0 1 0-2h14V3H5a3 3 0 0 0-3 3v12a3 3 0 0 0 3 3h16a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1zm-3 8a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z"
    />
  ),
  account: <path fill="currentColor" d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />,
};

/** The logged-in bottom toolbar of the home page (spec section 2.3). */
export function MemberToolbar() {
  const { t } = useTranslation();
  const items = [
    { to: '/', key: 'home', label: t('nav.home') },
    { to: '/promotions', key: 'promotions', label: t('nav.promotions') },
    { to: '/deposit', key: 'deposit', label: t('nav.deposit') },
    { to: '/account', key: 'account', label: t('nav.account') },
  ];
  return (
    <nav className="member-toolbar" aria-label={t('nav.mainMenu')}>
      {items.map((item) => (
        <NavLink key={item.key} to={item.to} end className="member-toolbar__item">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            {icons[item.key]}
          </svg>
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
