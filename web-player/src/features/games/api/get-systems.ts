import type { GameCategoryType, SystemsResponse } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/get-system?type: platform codes that have games of a menu category type. */
export function getSystems(type: GameCategoryType, signal?: AbortSignal): Promise<SystemsResponse> {
  return api.get<SystemsResponse>(`/api/get-system?type=${encodeURIComponent(type)}`, { signal });
}

export const systemsQueryOptions = (type: GameCategoryType) =>
  queryOptions({
    queryKey: ['catalogue', 'systems', type],
    queryFn: ({ signal }) => getSystems(type, signal),
    select: (answer) => answer.systems,
  });

export function useSystems(type: GameCategoryType | undefined, enabled = true) {
  return useQuery({ ...systemsQueryOptions(type ?? 'SLOT'), enabled: enabled && type !== undefined });
}
