import { useTranslation } from 'react-i18next';
import { SignupForm } from '@/features/auth/components/signup-form';
import { PageShell } from './page-shell';

export function SignupRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('auth.signupTitle')}>
      <SignupForm />
    </PageShell>
  );
}
