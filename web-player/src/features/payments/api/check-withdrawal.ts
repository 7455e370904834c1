import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

export interface WithdrawalCheckAnswer {
  success: boolean;
  message?: string;
  error?: string;
}

/**
 * GET /api/userwithdrawcheck (bearer): eligibility. A refusal is HTTP 400 `{ success: false, error,
 * message }`, which the api client raises as an ApiError carrying the text.
 */
export function checkWithdrawal(remoteId: string | null, signal?: AbortSignal): Promise<WithdrawalCheckAnswer> {
  const query = remoteId ? `?remote_id=${encodeURIComponent(remoteId)}` : '';
  return api.get<WithdrawalCheckAnswer>(`/api/userwithdrawcheck${query}`, { signal });
}

export const withdrawalCheckQueryOptions = (remoteId: string | null) =>
  queryOptions({
    queryKey: ['payments', 'withdrawal-check', remoteId],
    queryFn: ({ signal }) => checkWithdrawal(remoteId, signal),
    staleTime: 0,
    retry: false,
  });

/** Asked every time the withdrawal tab opens. */
export function useWithdrawalCheck(remoteId: string | null) {
  const token = useSessionToken();
  return useQuery({ ...withdrawalCheckQueryOptions(remoteId), enabled: Boolean(token), refetchOnMount: 'always' });
}
