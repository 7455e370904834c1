import type { InboxUnreadAnswer } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';
import { INBOX_POLL_MS } from './get-inbox';

/** GET /api/inbox/unread (bearer): the header badge's count; polled like the inbox, pushed in between. */
export function getUnread(signal?: AbortSignal): Promise<InboxUnreadAnswer> {
  return api.get<InboxUnreadAnswer>('/api/inbox/unread', { signal });
}

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: ['inbox', 'unread'],
    queryFn: ({ signal }) => getUnread(signal),
    select: (answer) => answer.unread,
    refetchInterval: INBOX_POLL_MS,
  });

export function useUnread() {
  const token = useSessionToken();
  return useQuery({ ...unreadQueryOptions(), enabled: Boolean(token) });
}
