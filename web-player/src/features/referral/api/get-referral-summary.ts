import type { ReferralSummary } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

/**
 * GET /api/referral/summary?origin: the caller's code, link (on this site's origin, spec 2.3) and its QR code,
 * My Referral figures and invited friends (issue 21).
 */
export function getReferralSummary(origin: string, signal?: AbortSignal): Promise<ReferralSummary> {
  return api.get<ReferralSummary>(`/api/referral/summary?origin=${encodeURIComponent(origin)}`, { signal });
}

export function useReferralSummary(origin: string) {
  const token = useSessionToken();
  return useQuery({
    queryKey: ['account', 'referral', origin],
    queryFn: ({ signal }) => getReferralSummary(origin, signal),
    enabled: Boolean(token),
    staleTime: 30_000,
  });
}
