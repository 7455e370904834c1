import type { AuditPage } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AuditFilter {
  actor: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

export const AUDIT_PER_PAGE = 50;

/** GET /api/admin/audit: newest first; dates are whole Dhaka days. */
export function listAudit(filter: AuditFilter, signal?: AbortSignal): Promise<AuditPage> {
  const params = new URLSearchParams({ page: String(filter.page), per_page: String(AUDIT_PER_PAGE) });
  for (const key of ['actor', 'action', 'from', 'to'] as const) {
    const value = filter[key].trim();
    if (value) params.set(key, value);
  }
  return api.get<AuditPage>(`/api/admin/audit?${params}`, { signal });
}

export const auditQueryOptions = (filter: AuditFilter) =>
  queryOptions({ queryKey: ['audit', filter], queryFn: ({ signal }) => listAudit(filter, signal), placeholderData: keepPreviousData });

export function useAuditLog(filter: AuditFilter) {
  return useQuery(auditQueryOptions(filter));
}
