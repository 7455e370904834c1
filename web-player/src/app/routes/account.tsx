import { useTranslation } from 'react-i18next';
import { AccountMenu } from '@/features/account/components/account-menu';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { PageShell } from './page-shell';

export function AccountRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('account.title')} footer={<MemberToolbar />}>
      <AccountMenu />
    </PageShell>
  );
}
