import type { OutboxEntry } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface OutboxPage {
  data: OutboxEntry[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface OutboxFilter {
  channel: '' | 'email' | 'sms';
  status: '' | 'queued' | 'sent' | 'failed' | 'logged';
  recipient: string;
  page: number;
}

export const OUTBOX_PER_PAGE = 25;

/** GET /api/admin/outbox: e-mails and SMS to players, newest first. */
export function listOutbox(filter: OutboxFilter, signal?: AbortSignal): Promise<OutboxPage> {
  const params = new URLSearchParams({ page: String(filter.page), per_page: String(OUTBOX_PER_PAGE) });
  if (filter.channel) params.set('channel', filter.channel);
  if (filter.status) params.set('status', filter.status);
  if (filter.recipient.trim()) params.set('recipient', filter.recipient.trim());
  return api.get<OutboxPage>(`/api/admin/outbox?${params}`, { signal });
}

export const outboxQueryOptions = (filter: OutboxFilter) =>
  queryOptions({ queryKey: ['outbox', filter], queryFn: ({ signal }) => listOutbox(filter, signal), placeholderData: keepPreviousData });

export function useOutbox(filter: OutboxFilter) {
  return useQuery(outboxQueryOptions(filter));
}
