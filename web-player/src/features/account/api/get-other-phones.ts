import { useSessionToken } from '@/lib/session';
import type { OtherPhone } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { OtherPhone };

/** GET /api/get/other/phone (bearer): the player's extra numbers; the api spells the number `contract_value`. */
export function getOtherPhones(signal?: AbortSignal): Promise<{ data: OtherPhone[] }> {
  return api.get<{ data: OtherPhone[] }>('/api/get/other/phone', { signal });
}

export const otherPhonesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'other-phones'],
    queryFn: ({ signal }) => getOtherPhones(signal),
    select: (answer) => answer.data ?? [],
  });

export function useOtherPhones() {
  const token = useSessionToken();
  return useQuery({ ...otherPhonesQueryOptions(), enabled: Boolean(token) });
}
