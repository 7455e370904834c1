import type { PaymentQueuePage } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface QueueFilter {
  kind: '' | 'deposit' | 'withdrawal';
  /** A payment method id, or '' for every method. */
  method: string;
  /** Username, transaction id, account number or request id. */
  search: string;
  page: number;
}

export const QUEUE_PER_PAGE = 50;

/** Every query of the finance queue (table and badge) starts with this key: one invalidation refreshes both. */
export const paymentQueueKey = ['payments', 'queue'] as const;

/** Without the live socket the queue is polled at this interval instead. */
export const QUEUE_POLL_MS = 5_000;

/**
 * Even when live, a slow background refresh: the server pushes when a request arrives or is decided,
 * not when a player adds receipts to a pending deposit afterwards.
 */
export const QUEUE_LIVE_REFRESH_MS = 15_000;

/** GET /api/admin/payments/queue: pending deposits and withdrawals, oldest first, with the count. */
export function listPaymentQueue(filter: QueueFilter, signal?: AbortSignal): Promise<PaymentQueuePage> {
  const params = new URLSearchParams({ page: String(filter.page), per_page: String(QUEUE_PER_PAGE) });
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.method) params.set('method_id', filter.method);
  if (filter.search.trim()) params.set('search', filter.search.trim());
  return api.get<PaymentQueuePage>(`/api/admin/payments/queue?${params}`, { signal });
}

export const paymentQueueQueryOptions = (filter: QueueFilter, live: boolean) =>
  queryOptions({
    queryKey: [...paymentQueueKey, 'page', filter],
    queryFn: ({ signal }) => listPaymentQueue(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: live ? QUEUE_LIVE_REFRESH_MS : 0,
    refetchInterval: live ? QUEUE_LIVE_REFRESH_MS : QUEUE_POLL_MS,
  });

export function usePaymentQueue(filter: QueueFilter, live: boolean) {
  return useQuery(paymentQueueQueryOptions(filter, live));
}

/** How many requests are pending in all (the navigation badge): the queue's count, one row fetched. */
export function usePendingPaymentsCount(live: boolean) {
  return useQuery({
    queryKey: [...paymentQueueKey, 'count'],
    queryFn: ({ signal }) => api.get<PaymentQueuePage>('/api/admin/payments/queue?page=1&per_page=1', { signal }),
    select: (page) => page.count,
    staleTime: live ? 60_000 : 0,
    refetchInterval: live ? false : QUEUE_POLL_MS,
  });
}
