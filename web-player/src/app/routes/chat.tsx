import { useTranslation } from 'react-i18next';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { ChatHome } from '@/features/chat/components/chat-home';
import { PageShell } from './page-shell';

/** /chat (spec section 2.3): greeting, promotions, Send us a Message. */
export function ChatRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('supportChat.title')} footer={<MemberToolbar />}>
      <ChatHome />
    </PageShell>
  );
}
