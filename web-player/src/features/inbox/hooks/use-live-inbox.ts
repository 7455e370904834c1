import { useQueryClient } from '@tanstack/react-query';
import type { InboxUnreadAnswer } from '@khela/contracts';
import { usePlayerEvent } from '@/lib/use-player-event';
import { unreadQueryOptions } from '../api/get-unread';

/**
 * The `inbox` push (a message arrived, or one was read or deleted, maybe on another device) sets the
 * badge's count at once and refetches the open list; the 10 s polls stay as a backstop.
 */
export function useLiveInbox(): void {
  const queryClient = useQueryClient();
  usePlayerEvent('inbox', (push) => {
    if (typeof push?.unread !== 'number') return;
    queryClient.setQueryData<InboxUnreadAnswer>(unreadQueryOptions().queryKey, { success: true, unread: push.unread });
    void queryClient.invalidateQueries({ queryKey: ['inbox', 'list'] });
  });
}
