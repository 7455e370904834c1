import type { KycRules, StaffKycQueueItem, StaffKycRules } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/kyc/queue (kyc.review): submissions waiting for review, oldest first. */
export const useKycQueue = () =>
  useQuery({ queryKey: ['kyc', 'queue'], queryFn: ({ signal }) => api.get<StaffKycQueueItem[]>('/api/admin/kyc/queue', { signal }) });

/** GET /api/admin/kyc/rules (kyc.rules): when a withdrawal needs an approved KYC. */
export const useKycRules = (enabled: boolean) =>
  useQuery({ queryKey: ['kyc', 'rules'], queryFn: ({ signal }) => api.get<StaffKycRules>('/api/admin/kyc/rules', { signal }), enabled });

/** PUT /api/admin/kyc/rules: both rules (an amount or null); audited. */
export function useChangeKycRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: KycRules) => api.put<StaffKycRules>('/api/admin/kyc/rules', rules),
    onSuccess: (rules) => client.setQueryData(['kyc', 'rules'], rules),
  });
}
