import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './guest-toolbar.css';

/** Logged-out visitors get Login and Sign up at the bottom of the screen (spec section 2.3, Home). */
export function GuestToolbar() {
  const { t } = useTranslation();
  return (
    <nav className="guest-toolbar" aria-label={`${t('login')} / ${t('signup')}`}>
      <Link to="/login" className="button button--outline">
        {t('login')}
      </Link>
      <Link to="/signup" className="button button--gold">
        {t('signup')}
      </Link>
    </nav>
  );
}
