import type { NoticesView } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { noticesQueryKey } from './get-notices';

/** PUT /api/admin/content/notices: answers what players get, the system notice sanitised by the server. */
export function saveNotices(input: Partial<NoticesView>): Promise<NoticesView> {
  return api.put<NoticesView>('/api/admin/content/notices', input);
}

export function useSaveNotices() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveNotices, onSuccess: (saved) => queryClient.setQueryData(noticesQueryKey, saved) });
}
