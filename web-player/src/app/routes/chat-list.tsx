import { useTranslation } from 'react-i18next';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { ChatList } from '@/features/chat/components/chat-list';
import { PageShell } from './page-shell';

/** /chat-list (spec section 2.3): the player's conversations. */
export function ChatListRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('supportChat.listTitle')} footer={<MemberToolbar />}>
      <ChatList />
    </PageShell>
  );
}
