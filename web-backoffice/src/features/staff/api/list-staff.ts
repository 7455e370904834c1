import type { StaffRole, StaffStatus, StaffUserPage } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface StaffFilter {
  q: string;
  role: StaffRole | '';
  status: StaffStatus | '';
  page: number;
}

export const STAFF_PER_PAGE = 25;

export function listStaff(filter: StaffFilter, signal?: AbortSignal): Promise<StaffUserPage> {
  const params = new URLSearchParams({ page: String(filter.page), per_page: String(STAFF_PER_PAGE) });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.role) params.set('role', filter.role);
  if (filter.status) params.set('status', filter.status);
  return api.get<StaffUserPage>(`/api/admin/staff?${params}`, { signal });
}

export const staffListQueryOptions = (filter: StaffFilter) =>
  queryOptions({
    queryKey: ['staff', 'list', filter],
    queryFn: ({ signal }) => listStaff(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useStaffList(filter: StaffFilter) {
  return useQuery(staffListQueryOptions(filter));
}
