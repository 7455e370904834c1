import type { InboxMessageAnswer } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/inbox/{id} (bearer): one message in full (title, message). */
export function getMessage(id: number, signal?: AbortSignal): Promise<InboxMessageAnswer> {
  return api.get<InboxMessageAnswer>(`/api/inbox/${id}`, { signal });
}

export const messageQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['inbox', 'message', id], queryFn: ({ signal }) => getMessage(id, signal), select: (a) => a.data });

export function useMessage(id: number | null) {
  return useQuery({ ...messageQueryOptions(id ?? 0), enabled: id !== null });
}
