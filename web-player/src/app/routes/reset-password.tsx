import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { PageShell } from './page-shell';

/** /reset-password is the logged-in change-password screen (spec section 2.3). */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('password.changeTitle')}>
      <ChangePasswordForm />
    </PageShell>
  );
}
