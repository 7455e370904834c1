import type { PayoutBatch, PayoutMarkPaidAnswer, PayoutMarkPaidRequest } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, fetchBlob } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency-key';

const base = '/api/admin/payments/payouts';
const queryKey = ['payouts'] as const;

/** GET: withdrawals ready to pay out, per channel. */
export function getPayoutBatch(signal?: AbortSignal): Promise<PayoutBatch> {
  return api.get<PayoutBatch>(base, { signal });
}

export function usePayoutBatch() {
  return useQuery({ queryKey, queryFn: ({ signal }) => getPayoutBatch(signal) });
}

/** GET ?format=csv: one channel's batch as the payout team's CSV file. */
export async function downloadPayoutCsv(channel: string): Promise<void> {
  const blob = await fetchBlob(`${base}?channel=${encodeURIComponent(channel)}&format=csv`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `payouts-${channel}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** POST mark-paid: each item paid on its own; the same key on a retry of the same batch (the server acts once). */
export function markPayoutsPaid({ request, idempotencyKey }: { request: PayoutMarkPaidRequest; idempotencyKey: string }) {
  return api.post<PayoutMarkPaidAnswer>(`${base}/mark-paid`, request, { headers: idempotencyHeaders(idempotencyKey) });
}

export function useMarkPayoutsPaid() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markPayoutsPaid, onSettled: () => client.invalidateQueries({ queryKey }) });
}
