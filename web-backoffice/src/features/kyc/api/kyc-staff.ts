import type { KycDocumentSide, StaffKycDecisionAnswer, StaffKycView } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { i18n } from '@/i18n';
import { api, ApiError } from '@/lib/api-client';

const base = (playerId: string) => `/api/admin/kyc/players/${encodeURIComponent(playerId)}`;
export const kycQueryKey = (playerId: string) => ['kyc', 'player', playerId] as const;

/** GET /api/admin/kyc/players/{id} (kyc.review): status `not_submitted` until the player submits; null for an id that is not a player's (404). */
export async function getPlayerKyc(playerId: string, signal?: AbortSignal): Promise<StaffKycView | null> {
  try {
    return await api.get<StaffKycView>(base(playerId), { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function usePlayerKyc(playerId: string, enabled: boolean) {
  return useQuery({ queryKey: kycQueryKey(playerId), queryFn: ({ signal }) => getPlayerKyc(playerId, signal), enabled });
}

/**
 * One document image (kyc.review): fetched with the session cookie and shown as a blob URL, never linked to
 * directly; a new submission changes `submittedAt`, so the key fetches the new image.
 */
export function useKycDocument(playerId: string, side: KycDocumentSide, submittedAt: string) {
  return useQuery({
    queryKey: ['kyc', 'document', playerId, side, submittedAt],
    queryFn: async ({ signal }) => {
      const response = await fetch(`${env.API_URL}${base(playerId)}/documents/${side}`, { credentials: 'same-origin', signal });
      if (!response.ok) throw new ApiError(response.status, { message: i18n.t('kyc.documentFailed', { status: String(response.status) }) });
      return URL.createObjectURL(await response.blob());
    },
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

export type KycDecision = 'approve' | 'reject' | 'request-again';

/** POST .../{approve|reject|request-again} (reason for the last two), each audited by the API. */
export function useDecideKyc(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, reason }: { decision: KycDecision; reason?: string }) =>
      decision === 'approve'
        ? api.post<StaffKycDecisionAnswer>(`${base(playerId)}/approve`)
        : api.post<StaffKycDecisionAnswer>(`${base(playerId)}/${decision}`, { reason }),
    onSuccess: (answer) => queryClient.setQueryData(kycQueryKey(playerId), answer.kyc),
  });
}
