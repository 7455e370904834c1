import type { ProtectionRulesChange, StaffProtectionRules, StaffProtectionRulesAnswer } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const path = '/api/admin/responsible-gaming/rules';
export const protectionRulesQueryKey = ['responsible-gaming', 'rules'] as const;

/** GET /api/admin/responsible-gaming/rules (rg.manage): the player-protection rules in force (issue 16). */
export const useProtectionRules = () =>
  useQuery({ queryKey: protectionRulesQueryKey, queryFn: ({ signal }) => api.get<StaffProtectionRules>(path, { signal }) });

/** PUT /api/admin/responsible-gaming/rules: the whole rule set with a reason; audited. A 400 names every bad field. */
export function useChangeProtectionRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ProtectionRulesChange) => api.put<StaffProtectionRulesAnswer>(path, change),
    onSuccess: ({ message: _message, ...rules }) => client.setQueryData(protectionRulesQueryKey, rules),
  });
}
