import type { MessageAnswer } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface FancyResultInput {
  fancyId: string;
  outcome: 'runs' | 'void';
  runs?: number;
  reason: string;
}

/** POST /api/admin/exchange/events/{eventId}/fancy/{fancyId}/result: a line's runs or void (again: a correction). */
export function useFancyResult(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fancyId, ...body }: FancyResultInput) =>
      api.post<MessageAnswer>(
        `/api/admin/exchange/events/${encodeURIComponent(eventId)}/fancy/${encodeURIComponent(fancyId)}/result`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['exchange', 'liability'] }),
  });
}
