import type { StaffReferralPartner, StaffReferralPartnerInput, StaffReferralPartnerReport } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/referral/partners (reports.read): agents and affiliates with their terms and player counts. */
export const useReferralPartners = () =>
  useQuery({
    queryKey: ['referral-partners'],
    queryFn: ({ signal }) => api.get<StaffReferralPartner[]>('/api/admin/referral/partners', { signal }),
  });

/** POST (new) or PUT (change) a record (loyalty.manage); audited by the API. */
export function useSavePartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: StaffReferralPartnerInput }) =>
      id
        ? api.put<StaffReferralPartner>(`/api/admin/referral/partners/${encodeURIComponent(id)}`, body)
        : api.post<StaffReferralPartner>('/api/admin/referral/partners', body),
    onSettled: () => client.invalidateQueries({ queryKey: ['referral-partners'] }),
  });
}

/** GET /api/admin/referral/partners/:id/report?period_start: a record's players in one period and the commission. */
export const usePartnerReport = (id: string | null, periodStart: string) =>
  useQuery({
    queryKey: ['referral-partner-report', id, periodStart],
    enabled: id !== null,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<StaffReferralPartnerReport>(
        `/api/admin/referral/partners/${encodeURIComponent(id ?? '')}/report${periodStart ? `?period_start=${encodeURIComponent(periodStart)}` : ''}`,
        { signal },
      ),
  });
