import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormMessage } from '@/components/form-field';
import { LoginForm } from '@/features/auth/components/login-form';
import { PageShell } from './page-shell';

/** The log-in page; a page that ended the session (a time-out or self-exclusion just started) passes why as `state.notice`. */
export function LoginRoute() {
  const { t } = useTranslation();
  const state: unknown = useLocation().state;
  const notice = state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string' ? state.notice : null;
  // the page that sent the player here may have been scrolled far down (the site keeps the scroll on navigation)
  useEffect(() => {
    if (notice) window.scrollTo(0, 0);
  }, [notice]);
  return (
    <PageShell title={t('auth.loginTitle')}>
      <FormMessage kind="success">{notice}</FormMessage>
      <LoginForm />
    </PageShell>
  );
}
