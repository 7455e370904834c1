import type { DeadLetterActionResponse } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type DeadLetterAction = 'retry' | 'resolve';

/** POST /api/admin/events/dead-letters/:id/retry (deliver again) or /resolve (dealt with by hand). */
export function actOnDeadLetter({ id, action }: { id: string; action: DeadLetterAction }): Promise<DeadLetterActionResponse> {
  return api.post<DeadLetterActionResponse>(`/api/admin/events/dead-letters/${encodeURIComponent(id)}/${action}`, {});
}

export function useActOnDeadLetter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actOnDeadLetter,
    onSettled: () => client.invalidateQueries({ queryKey: ['events'] }),
  });
}
