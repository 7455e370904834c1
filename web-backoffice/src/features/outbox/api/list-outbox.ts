import type { OutboxEntry } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery, type GridPage, type GridQuery, type GridQuerySpec } from '@/components/data-grid';
import { api } from '@/lib/api-client';

export type OutboxPage = GridPage<OutboxEntry>;

/** The Outbox grid's URL: filters recipient (part of an address or number), player_id, channel, status. */
export const outboxGridSpec: GridQuerySpec = {
  filterKeys: ['recipient', 'player_id', 'channel', 'status'],
  sortColumns: ['created_at', 'recipient', 'status', 'attempts'],
  defaultSort: { column: 'created_at', descending: true },
};

export const OUTBOX_PER_PAGE = 25;
/** The API's largest page, for the CSV export. */
export const OUTBOX_EXPORT_PER_PAGE = 200;

/** GET /api/admin/outbox: e-mails and SMS to players, newest first unless sorted otherwise. */
export function listOutbox(query: GridQuery, page: number, perPage: number, signal?: AbortSignal): Promise<OutboxPage> {
  return api.get<OutboxPage>(`/api/admin/outbox?${apiQuery(query, page, perPage)}`, { signal });
}

export const outboxQueryOptions = (query: GridQuery) =>
  queryOptions({
    queryKey: ['outbox', query],
    queryFn: ({ signal }) => listOutbox(query, query.page, OUTBOX_PER_PAGE, signal),
    placeholderData: keepPreviousData,
  });

export function useOutbox(query: GridQuery) {
  return useQuery(outboxQueryOptions(query));
}
