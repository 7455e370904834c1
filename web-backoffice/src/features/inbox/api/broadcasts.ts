import type { BroadcastListAnswer, BroadcastRequest, BroadcastScheduledAnswer } from '@khela/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const broadcastsKey = ['inbox', 'broadcasts'] as const;

/** GET /api/admin/inbox/broadcasts: the latest broadcasts with status, delivery and read counts. */
export function listBroadcasts(signal?: AbortSignal): Promise<BroadcastListAnswer> {
  return api.get<BroadcastListAnswer>('/api/admin/inbox/broadcasts', { signal });
}

export function useBroadcasts() {
  return useQuery(
    queryOptions({
      queryKey: broadcastsKey,
      queryFn: ({ signal }) => listBroadcasts(signal),
      // a scheduled one turns to sent by itself: look again while any waits
      refetchInterval: (query) => (query.state.data?.broadcasts.some((b) => b.status === 'scheduled') ? 5000 : false),
    }),
  );
}

/** POST /api/admin/inbox/broadcasts: schedules a broadcast (now or later); the list refetches. */
export function useScheduleBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BroadcastRequest) => api.post<BroadcastScheduledAnswer>('/api/admin/inbox/broadcasts', request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: broadcastsKey }),
  });
}
