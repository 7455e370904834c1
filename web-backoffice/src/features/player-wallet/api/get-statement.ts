import type { PlayerAccountKind, StatementPage } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface StatementFilter {
  account: PlayerAccountKind;
  /** Event type such as DepositCredited; '' for all. */
  type: string;
  /** Asia/Dhaka days (YYYY-MM-DD), both inclusive; '' for open. */
  from: string;
  to: string;
}

/** The query string of the statement (JSON pages or the CSV export). */
export function statementSearch(filter: StatementFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ account: filter.account });
  if (filter.type) params.set('type', filter.type);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

/** GET /api/admin/players/:id/statement?account&type&from&to&page&per_page, newest first. */
export function getStatement(id: string, filter: StatementFilter, page: number, perPage: number, signal?: AbortSignal) {
  const search = statementSearch(filter, { page: String(page), per_page: String(perPage) });
  return api.get<StatementPage>(`/api/admin/players/${encodeURIComponent(id)}/statement?${search}`, { signal });
}

export const statementKey = (id: string) => ['player-wallet', id, 'statement'] as const;

export function useStatement(id: string, filter: StatementFilter, page: number, perPage = 20) {
  return useQuery({
    queryKey: [...statementKey(id), filter, page, perPage],
    queryFn: ({ signal }) => getStatement(id, filter, page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}
