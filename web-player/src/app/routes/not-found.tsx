import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteHeader } from '@/features/site/components/site-header';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <SiteHeader />
      <main className="page-status">
        <h2>{t('notFoundTitle')}</h2>
        <Link to="/" className="button button--gold">
          {t('backHome')}
        </Link>
      </main>
    </div>
  );
}
