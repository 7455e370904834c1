import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ResponsiveShell } from '../layouts/responsive-shell';
import { comingSoonFeature } from './coming-soon-paths';
import './coming-soon.css';

/** "Coming soon" in the site's layout, with the way back to what can be played; the feature pages replace it. */
export function ComingSoonRoute() {
  const { t } = useTranslation();
  const path = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  const feature = t(comingSoonFeature(path));
  return (
    <ResponsiveShell>
      {() => (
        <section className="coming-soon" aria-labelledby="coming-soon-title">
          <p className="coming-soon__badge">{t('comingSoon.badge')}</p>
          <h2 id="coming-soon-title" className="coming-soon__title">
            {t('comingSoon.title', { feature })}
          </h2>
          <p className="coming-soon__text">{t('comingSoon.text')}</p>
          <div className="coming-soon__actions">
            <Link to="/games" className="button button--gold">
              {t('comingSoon.playGames')}
            </Link>
            <Link to="/" className="button button--outline">
              {t('backHome')}
            </Link>
          </div>
        </section>
      )}
    </ResponsiveShell>
  );
}
