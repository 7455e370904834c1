import type { InboxPageAnswer } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

/** Spec section 9: the inbox is polled every 10 s. */
export const INBOX_POLL_MS = 10_000;

/** GET /api/inbox?page (bearer): the player's messages, newest first, with the last page and the unread count. */
export function getInbox(page: number, signal?: AbortSignal): Promise<InboxPageAnswer> {
  return api.get<InboxPageAnswer>(`/api/inbox?page=${page}`, { signal });
}

export const inboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['inbox', 'list', page],
    queryFn: ({ signal }) => getInbox(page, signal),
    select: (answer) => answer.data,
    refetchInterval: INBOX_POLL_MS,
    placeholderData: keepPreviousData,
  });

export function useInbox(page: number) {
  const token = useSessionToken();
  return useQuery({ ...inboxQueryOptions(page), enabled: Boolean(token) });
}
