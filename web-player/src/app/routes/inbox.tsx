import { useTranslation } from 'react-i18next';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { InboxPage } from '@/features/inbox/components/inbox-page';
import { PageShell } from './page-shell';

export function InboxRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('inbox.title')} footer={<MemberToolbar />} wide>
      <InboxPage />
    </PageShell>
  );
}
