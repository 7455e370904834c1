import type { StaffUserPage } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery, type GridQuery, type GridQuerySpec } from '@/components/data-grid';
import { api } from '@/lib/api-client';

/** The staff grid's URL: filters q (username or name), role, status; sorts the API accepts. */
export const staffGridSpec: GridQuerySpec = {
  filterKeys: ['q', 'role', 'status'],
  sortColumns: ['username', 'created_at', 'last_login_at'],
  defaultSort: { column: 'username', descending: false },
};

export const STAFF_PER_PAGE = 25;
/** The API's largest page, for the CSV export. */
export const STAFF_EXPORT_PER_PAGE = 200;

/** GET /api/admin/staff?q&role&status&sort&page&per_page */
export function listStaff(query: GridQuery, page: number, perPage: number, signal?: AbortSignal): Promise<StaffUserPage> {
  return api.get<StaffUserPage>(`/api/admin/staff?${apiQuery(query, page, perPage)}`, { signal });
}

export const staffListQueryOptions = (query: GridQuery) =>
  queryOptions({
    queryKey: ['staff', 'list', query],
    queryFn: ({ signal }) => listStaff(query, query.page, STAFF_PER_PAGE, signal),
    placeholderData: keepPreviousData,
  });

export function useStaffList(query: GridQuery) {
  return useQuery(staffListQueryOptions(query));
}
