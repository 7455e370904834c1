import type { PaymentQueueItem } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency-key';
import { paymentQueueKey } from './list-queue';

/** What every finance decision answers (the api's ReviewAnswer). */
export interface ReviewAnswer {
  id: string;
  status: string;
  needs_second_approval: boolean;
  message: string;
}

/** Every decision carries its dialog's Idempotency-Key: each submit of one dialog opening sends the same. */
export type Review = { idempotencyKey: string } &
  /** First approval (at or above the threshold it only marks the request for a second finance user). */
  (
    | { action: 'approve'; item: PaymentQueueItem; payoutReference?: string }
    /** Second approval by a different finance user. */
    | { action: 'confirm'; item: PaymentQueueItem; payoutReference?: string }
    | { action: 'reject'; item: PaymentQueueItem; reason: string }
  );

/**
 * POST /api/admin/payments/{deposits|withdrawals}/{id}/{approve|confirm|reject}. Withdrawals send the
 * payout reference; rejections the reason the player sees. A repeat of the key (double click, retry)
 * answers the first result and moves no money. Refusals (409 when another clerk acted first) come back
 * as ApiError with the server's message.
 */
export function reviewPayment(review: Review): Promise<ReviewAnswer> {
  const path = `/api/admin/payments/${review.item.kind === 'deposit' ? 'deposits' : 'withdrawals'}/${encodeURIComponent(review.item.id)}/${review.action}`;
  const options = { headers: idempotencyHeaders(review.idempotencyKey) };
  if (review.action === 'reject') return api.post<ReviewAnswer>(path, { reason: review.reason }, options);
  if (review.item.kind === 'withdrawal') return api.post<ReviewAnswer>(path, { payout_reference: review.payoutReference ?? '' }, options);
  return api.post<ReviewAnswer>(path, undefined, options);
}

/** A decision; afterwards (done or refused) the queue and the badge are fetched again. */
export function useReviewPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentQueueKey }),
  });
}
