import { useTranslation } from 'react-i18next';
import { DesktopRegisterForm } from '@/features/auth/components/desktop-register-form';
import { SiteHeader } from '@/features/site/components/site-header';
import '@/components/form.css';
import './register.css';

/** Desktop /register (spec section 2.1): the two-step form with a banner area on the right. */
export function RegisterRoute() {
  const { t } = useTranslation();
  return (
    <div className="desktop-shell">
      <SiteHeader />
      <main className="register-page">
        <DesktopRegisterForm />
        <aside className="register-banner" aria-label={t('register.bannerTitle')}>
          <p className="register-banner__title">{t('register.bannerTitle')}</p>
          <p className="register-banner__text">{t('register.bannerText')}</p>
        </aside>
      </main>
    </div>
  );
}
