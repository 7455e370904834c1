import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api-client';

/**
 * GET /api/admin/payments/receipts/{id}: one receipt image. Receipts are staff-only: the bytes are fetched
 * with the session cookie and shown as a blob URL, so a refusal shows this app's own message.
 */
export async function getReceipt(url: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}${url}`, { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { message: i18n.t('payments.receipts.unreachable') });
  }
  if (!response.ok)
    throw new ApiError(response.status, { message: i18n.t('payments.receipts.unavailable', { status: String(response.status) }) });
  return response.blob();
}

const receiptKey = 'receipt';
const watched = new WeakSet<QueryClient>();

/** Blob URLs live exactly as long as their cached receipt: revoked when the query cache drops it. */
function revokeOnRemoval(queryClient: QueryClient): void {
  if (watched.has(queryClient)) return;
  watched.add(queryClient);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || event.query.queryKey[1] !== receiptKey) return;
    const data = event.query.state.data as { src: string } | undefined;
    if (data) URL.revokeObjectURL(data.src);
  });
}

/** The receipt as a blob URL for <img>, fetched once per receipt and kept for five minutes after last use. */
export function useReceiptUrl(receipt: { id: string; url: string }) {
  const queryClient = useQueryClient();
  revokeOnRemoval(queryClient);
  const query = useQuery({
    queryKey: ['payments', receiptKey, receipt.id],
    queryFn: async ({ signal }) => ({ src: URL.createObjectURL(await getReceipt(receipt.url, signal)) }),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
  return { src: query.data?.src ?? null, isError: query.isError, error: query.error };
}
