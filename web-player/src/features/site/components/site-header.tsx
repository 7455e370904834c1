import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageToggle } from '@/components/language-toggle';
import { useGeneral } from '../api/get-general';
import { useLogo } from '../api/get-logo';
import { SiteLogo } from './site-logo';
import './site-header.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const general = useGeneral();
  const logo = useLogo();
  const title = general.data?.site_title;

  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        {logo.data ? (
          <SiteLogo logo={logo.data} alt={title ? `${title} logo` : 'Logo'} />
        ) : logo.isPending ? (
          <span className="site-header__logo-placeholder" aria-hidden="true" />
        ) : null}
        {title ? (
          <h1 className="site-header__title">{title}</h1>
        ) : general.isPending ? (
          <span className="site-header__title-placeholder">
            <span className="visually-hidden">{t('loading')}</span>
          </span>
        ) : null}
      </Link>
      <LanguageToggle />
    </header>
  );
}
