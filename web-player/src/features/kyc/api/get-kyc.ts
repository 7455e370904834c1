import type { KycStatusAnswer, KycStatusView } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

/** GET /api/kyc: the caller's KYC status and staff's reason (issue 22). */
export async function getKyc(signal?: AbortSignal): Promise<KycStatusView> {
  return (await api.get<KycStatusAnswer>('/api/kyc', { signal })).data;
}

export const kycQueryKey = ['kyc', 'status'] as const;

export const kycQueryOptions = () => queryOptions({ queryKey: kycQueryKey, queryFn: ({ signal }) => getKyc(signal) });

export function useKyc() {
  const token = useSessionToken();
  return useQuery({ ...kycQueryOptions(), enabled: Boolean(token) });
}
