import type { StaffTagCount } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/player-tags (players.read): every staff tag in use with how many players carry it (the list's filter). */
export function useTagCounts() {
  return useQuery({
    queryKey: ['players', 'tag-counts'],
    queryFn: ({ signal }) => api.get<StaffTagCount[]>('/api/admin/player-tags', { signal }),
  });
}
