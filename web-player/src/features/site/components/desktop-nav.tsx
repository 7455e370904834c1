import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useInstallApp } from '../hooks/use-install-app';

/**
 * The desktop top navigation (spec section 2.1), in order. The spec's app download page and
 * exchange launcher (/player/playGame?t=sport&v=CRICKET) belong to the old site: the App entry uses
 * the same install flow as the mobile App button, and the exchange entry opens /exchange.
 */
const links = [
  { key: 'casino', to: '/casino' },
  { key: 'slot', to: '/slot' },
  { key: 'table', to: '/table' },
  { key: 'crash', to: '/crash' },
  { key: 'fishing', to: '/fishing' },
  { key: 'arcade', to: '/arcade' },
  { key: 'lottery', to: '/lottery' },
  { key: 'promotions', to: '/promotions' },
  { key: 'vip', to: '/vip' },
  { key: 'referral', to: '/referral' },
] as const;

export function DesktopNav({ onExchange }: { onExchange: () => void }) {
  const { t } = useTranslation();
  const app = useInstallApp();
  return (
    <nav className="desktop-nav" aria-label={t('nav.mainMenu')}>
      <ul>
        <li>
          <NavLink to="/" end>
            {t('menu.home')}
          </NavLink>
        </li>
        <li>
          <button type="button" onClick={app.install}>
            {t('header.app')}
          </button>
        </li>
        <li>
          <button type="button" className="desktop-nav__play" onClick={onExchange}>
            {t('desktop.exchangePlay')}
          </button>
        </li>
        {links.map((link) => (
          <li key={link.key}>
            <NavLink to={link.to}>{t(`menu.${link.key}`)}</NavLink>
          </li>
        ))}
      </ul>
      {app.dialog}
    </nav>
  );
}
