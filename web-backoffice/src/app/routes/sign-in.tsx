import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useGeneral } from '@/features/site/api/get-general';
import './sign-in.css';

export function SignInRoute() {
  const { t } = useTranslation();
  const general = useGeneral();
  const siteTitle = general.data?.site_title;
  const documentTitle = siteTitle ? t('auth.documentTitle', { site: siteTitle }) : t('auth.documentTitleNoSite');

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <main className="centered-page sign-in-page">
      <section className="panel sign-in-panel" aria-labelledby="sign-in-heading">
        {/* No shell here: staff choose English or Bangla before signing in. */}
        <div className="sign-in-language">
          <LanguageSwitch />
        </div>
        <header className="sign-in-panel__header">
          <h1 id="sign-in-heading">
            {siteTitle ?? (general.isPending ? <span className="muted">{t('common.loading')}</span> : t('auth.backOffice'))}
          </h1>
          <p className="muted">{t('auth.subtitle')}</p>
        </header>
        {general.isError ? (
          <p className="form-alert form-alert--error" role="alert">
            {t('auth.settingsFailed', { message: general.error.message })}
          </p>
        ) : null}
        <SignInForm />
      </section>
    </main>
  );
}
