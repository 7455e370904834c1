import type {
  StaffHeldReferral,
  StaffReferralDecision,
  StaffReferralDownlinePage,
  StaffReferralRewardDay,
  StaffReferralRerun,
  StaffReferralRerunRequest,
  StaffReferralRewardRunPage,
  StaffReferralSettings,
} from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/referral/held (risk.review): referrals held for review, oldest first. */
export const useHeldReferrals = () =>
  useQuery({ queryKey: ['referral-held'], queryFn: ({ signal }) => api.get<StaffHeldReferral[]>('/api/admin/referral/held', { signal }) });

/** POST /api/admin/referral/members/:id/release or /cancel: audited; a release pays the held rewards. */
export function useDecideReferral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, decision }: { playerId: string; decision: 'release' | 'cancel' }) =>
      api.post<StaffReferralDecision>(`/api/admin/referral/members/${encodeURIComponent(playerId)}/${decision}`),
    onSettled: () => client.invalidateQueries({ queryKey: ['referral-held'] }),
  });
}

/** GET /api/admin/referral/settings (loyalty.manage): reward tiers, daily cap, IP cluster size. */
export const useReferralSettings = (enabled: boolean) =>
  useQuery({
    queryKey: ['referral-settings'],
    queryFn: ({ signal }) => api.get<StaffReferralSettings>('/api/admin/referral/settings', { signal }),
    enabled,
  });

/** PUT /api/admin/referral/settings: the whole set; the API checks it and audits the change. */
export function useSaveReferralSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffReferralSettings) => api.put<StaffReferralSettings>('/api/admin/referral/settings', body),
    onSettled: () => client.invalidateQueries({ queryKey: ['referral-settings'] }),
  });
}

/** GET /api/admin/referral/players/:id/downline (reports.read): one level of a player's downline tree, paginated. */
export const useReferralDownline = (playerId: string | null, page: number) =>
  useQuery({
    queryKey: ['referral-downline', playerId, page],
    enabled: playerId !== null,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<StaffReferralDownlinePage>(
        `/api/admin/referral/players/${encodeURIComponent(playerId ?? '')}/downline?page=${page}&per_page=20`,
        {
          signal,
        },
      ),
  });

/** GET /api/admin/referral/reward-runs (reports.read): the daily reward runs, newest first. */
export const useReferralRewardRuns = (page: number) =>
  useQuery({
    queryKey: ['referral-reward-runs', page],
    queryFn: ({ signal }) => api.get<StaffReferralRewardRunPage>(`/api/admin/referral/reward-runs?page=${page}&per_page=20`, { signal }),
  });

/** GET /api/admin/referral/rewards?reward_id= or ?referrer_id&day: a reward day and the run that paid it. */
export const useReferralRewardDay = (lookup: Record<string, string> | null) =>
  useQuery({
    queryKey: ['referral-reward-day', lookup],
    enabled: lookup !== null,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<StaffReferralRewardDay>(`/api/admin/referral/rewards?${new URLSearchParams(lookup ?? {}).toString()}`, { signal }),
  });

/** POST /api/admin/referral/reward-runs (loyalty.manage): rerun one ended period; the job pays only what is unpaid. */
export function useRerunRewards() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffReferralRerunRequest) => api.post<StaffReferralRerun>('/api/admin/referral/reward-runs', body),
    onSettled: () => client.invalidateQueries({ queryKey: ['referral-reward-runs'] }),
  });
}
