import type { InboxUnreadAnswer } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PATCH /api/inbox/{id}/read (bearer). */
export const markRead = (id: number) => api.patch<InboxUnreadAnswer>(`/api/inbox/${id}/read`);
/** DELETE /api/inbox/{id} (bearer). */
export const deleteMessage = (id: number) => api.delete<InboxUnreadAnswer>(`/api/inbox/${id}`);

/**
 * Read or Delete for one or several messages (the edit mode's bulk buttons): the spec has one call per
 * message, so several go one after another; the list and the badge refetch after.
 */
export function useChangeMessages(change: 'read' | 'delete') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      for (const id of ids) await (change === 'read' ? markRead(id) : deleteMessage(id));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['inbox'] }),
  });
}
