import type { OriginalsBetAnswer, SlotPaytableAnswer, SlotSpinRequest } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/originals/slot/paytable (public): the published strips, lines, pays and RTP. */
export const useSlotPaytable = () =>
  useQuery({
    queryKey: ['originals', 'slot', 'paytable'],
    queryFn: ({ signal }) => api.get<SlotPaytableAnswer>('/api/originals/slot/paytable', { signal }),
    select: (answer) => answer.data,
    staleTime: Infinity,
  });

/** POST /api/originals/slot/spins; the balance and the bet list refetch after. */
export function useSpin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SlotSpinRequest) => api.post<OriginalsBetAnswer>('/api/originals/slot/spins', body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      void queryClient.invalidateQueries({ queryKey: ['originals', 'bets'] });
    },
  });
}
