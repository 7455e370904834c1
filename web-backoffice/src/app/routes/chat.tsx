import { ChatConsolePage } from '@/features/chat/components/chat-console-page';
import { RequirePermission } from '../require-permission';

/** Support (and admin): the live chat console. */
export function ChatRoute() {
  return (
    <RequirePermission permission="chat.view">
      <ChatConsolePage />
    </RequirePermission>
  );
}
