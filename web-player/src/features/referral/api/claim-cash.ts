import type { CashClaimAnswer } from '@khela/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/cash-claim with an empty JSON body (spec section 7): Claim All moves the cash rewards to the balance. */
export function claimCash(): Promise<CashClaimAnswer> {
  return api.post<CashClaimAnswer>('/api/cash-claim', {});
}

export function useClaimCash() {
  return useMutation({ mutationFn: claimCash });
}
