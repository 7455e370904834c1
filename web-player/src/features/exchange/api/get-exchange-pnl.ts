import type { ExchangePnlAnswer, StatementPage } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

/** GET /api/exchange/pnl?range=last7 (bearer): settled markets by Dhaka day, result, commission and net. */
export const exchangePnlQueryOptions = () =>
  queryOptions({
    queryKey: ['exchange', 'pnl', 'last7'],
    queryFn: ({ signal }) => api.get<ExchangePnlAnswer>('/api/exchange/pnl?range=last7', { signal }),
  });

export function useExchangePnl(enabled: boolean) {
  const token = useSessionToken();
  return useQuery({ ...exchangePnlQueryOptions(), enabled: enabled && Boolean(token) });
}

/** GET /api/wallet/statement (bearer): the main balance's last 20 moves, for the Activity Log. */
export function useBalanceActivity(enabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: ['exchange', 'activity'],
    queryFn: ({ signal }) => api.get<StatementPage>('/api/wallet/statement?account=main&per_page=20', { signal }),
    enabled: enabled && Boolean(token),
  });
}
