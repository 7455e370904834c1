import type { AuditEntry, AuditPage } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery, type GridQuery, type GridQuerySpec } from '@/components/data-grid';
import { api } from '@/lib/api-client';

export type { AuditEntry };

/** The audit grid's URL: filters actor, action, from, to (whole Dhaka days); sorts the API accepts. */
export const auditGridSpec: GridQuerySpec = {
  filterKeys: ['actor', 'action', 'from', 'to'],
  sortColumns: ['at', 'actor', 'action'],
  defaultSort: { column: 'at', descending: true },
};

export const AUDIT_PER_PAGE = 50;
/** The API's largest page, for the CSV export. */
export const AUDIT_EXPORT_PER_PAGE = 200;

/** GET /api/admin/audit?actor&action&from&to&sort&page&per_page (dates are whole Dhaka days). */
export function listAudit(query: GridQuery, page: number, perPage: number, signal?: AbortSignal): Promise<AuditPage> {
  return api.get<AuditPage>(`/api/admin/audit?${apiQuery(query, page, perPage)}`, { signal });
}

export const auditQueryOptions = (query: GridQuery) =>
  queryOptions({
    queryKey: ['audit', query],
    queryFn: ({ signal }) => listAudit(query, query.page, AUDIT_PER_PAGE, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: GridQuery) {
  return useQuery(auditQueryOptions(query));
}
