import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <h1>{t('common.notFound.title')}</h1>
      <p className="muted">{t('common.notFound.text')}</p>
      <Link to="/">{t('common.notFound.home')}</Link>
    </section>
  );
}
