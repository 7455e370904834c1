import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { PageShell } from './page-shell';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('forgot.title')}>
      <ForgotPasswordForm />
    </PageShell>
  );
}
