import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGeneral } from '../api/get-general';
import './side-menu.css';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  onOpenChat: () => void;
}

/** Spec section 2.3, side menu: every entry, in order. Category entries open their game lists. */
const entries = [
  { key: 'home', to: '/' },
  { key: 'sports', to: '/?tab=SPORTS' },
  { key: 'casino', to: '/games?type=LIVE&title=Casino' },
  { key: 'slot', to: '/games?type=SLOT&title=Slot' },
  { key: 'table', to: '/games?type=TABLE&title=Table' },
  { key: 'poker', to: '/games?type=BINGO&title=Poker' },
  { key: 'crash', to: '/games?type=EGAME&title=Crash' },
  { key: 'fishing', to: '/games?type=FH&title=Fishing' },
  { key: 'lottery', to: '/games?type=LOTTO&title=Lottery' },
  { key: 'promotions', to: '/promotions' },
  // The spec's spelling of the route (spec section 2.2).
  { key: 'referral', to: '/refrrel-program' },
  { key: 'vip', to: '/vip' },
] as const;

export function SideMenu({ open, onClose, onOpenChat }: SideMenuProps) {
  const { t } = useTranslation();
  const general = useGeneral();
  const affiliate = general.data?.affiliate_url;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  // On <body>, above the sticky header's stacking context and the floating chat button.
  return createPortal(
    <div className="side-menu">
      <div className="side-menu__mask" data-testid="side-menu-mask" onClick={onClose} aria-hidden="true" />
      <nav className="side-menu__panel" id="side-menu" aria-label={t('menu.label')}>
        <ul className="side-menu__list">
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link to={entry.to} onClick={onClose}>
                {t(`menu.${entry.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="side-menu__heading">{t('menu.support')}</p>
        <ul className="side-menu__list side-menu__list--support">
          <li>
            {affiliate ? (
              <a href={affiliate} target="_blank" rel="noopener noreferrer" onClick={onClose}>
                {t('menu.affiliate')}
              </a>
            ) : (
              <span aria-disabled="true">{t('menu.affiliate')}</span>
            )}
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                onClose();
                onOpenChat();
              }}
            >
              {t('menu.liveChat')}
            </button>
          </li>
          <li>
            <Link to="/vip" onClick={onClose}>
              {t('menu.ambassador')}
            </Link>
          </li>
        </ul>
      </nav>
    </div>,
    document.body,
  );
}
