import { useEffect } from 'react';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useGeneral } from '@/features/site/api/get-general';
import './sign-in.css';

export function SignInRoute() {
  const general = useGeneral();
  const siteTitle = general.data?.site_title;

  useEffect(() => {
    document.title = siteTitle ? `Sign in · ${siteTitle} Back Office` : 'Sign in · Back Office';
  }, [siteTitle]);

  return (
    <main className="centered-page sign-in-page">
      <section className="panel sign-in-panel" aria-labelledby="sign-in-heading">
        <header className="sign-in-panel__header">
          <h1 id="sign-in-heading">{siteTitle ?? (general.isPending ? <span className="muted">Loading…</span> : 'Back office')}</h1>
          <p className="muted">Back office · staff sign-in</p>
        </header>
        {general.isError ? (
          <p className="form-alert form-alert--error" role="alert">
            Could not load the site settings: {general.error.message}
          </p>
        ) : null}
        <SignInForm />
      </section>
    </main>
  );
}
