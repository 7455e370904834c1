import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { ChatBox } from '@/features/chat/components/chat-box';
import { NotFoundRoute } from './not-found';
import { PageShell } from './page-shell';

/** /chat-box/{chatId} (spec section 2.3): one conversation, live. */
export function ChatBoxRoute() {
  const { t } = useTranslation();
  const { chatId } = useParams();
  if (!chatId || !/^\d{1,15}$/.test(chatId)) return <NotFoundRoute />;
  return (
    <PageShell title={t('supportChat.title')} footer={<MemberToolbar />}>
      <ChatBox key={chatId} chatId={Number(chatId)} />
    </PageShell>
  );
}
