import { useTranslation } from 'react-i18next';
import { LoginForm } from '@/features/auth/components/login-form';
import { PageShell } from './page-shell';

export function LoginRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('auth.loginTitle')}>
      <LoginForm />
    </PageShell>
  );
}
