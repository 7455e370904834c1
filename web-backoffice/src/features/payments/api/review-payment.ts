import type { PaymentQueueItem } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentQueueKey } from './list-queue';

/** What every finance decision answers (the api's ReviewAnswer). */
export interface ReviewAnswer {
  id: string;
  status: string;
  needs_second_approval: boolean;
  message: string;
}

export type Review =
  /** First approval (at or above the threshold it only marks the request for a second finance user). */
  | { action: 'approve'; item: PaymentQueueItem; payoutReference?: string }
  /** Second approval by a different finance user. */
  | { action: 'confirm'; item: PaymentQueueItem; payoutReference?: string }
  | { action: 'reject'; item: PaymentQueueItem; reason: string };

/**
 * POST /api/admin/payments/{deposits|withdrawals}/{id}/{approve|confirm|reject}. Withdrawals send the
 * payout reference; rejections the reason the player sees. Refusals (409 when another clerk acted
 * first) come back as ApiError with the server's message.
 */
export function reviewPayment(review: Review): Promise<ReviewAnswer> {
  const path = `/api/admin/payments/${review.item.kind === 'deposit' ? 'deposits' : 'withdrawals'}/${encodeURIComponent(review.item.id)}/${review.action}`;
  if (review.action === 'reject') return api.post<ReviewAnswer>(path, { reason: review.reason });
  if (review.item.kind === 'withdrawal') return api.post<ReviewAnswer>(path, { payout_reference: review.payoutReference ?? '' });
  return api.post<ReviewAnswer>(path);
}

/** A decision; afterwards (done or refused) the queue and the badge are fetched again. */
export function useReviewPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentQueueKey }),
  });
}
