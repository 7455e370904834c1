import type { StaffPlayerTags } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const base = (playerId: string) => `/api/admin/players/${encodeURIComponent(playerId)}/tags`;
const tagsKey = (playerId: string) => ['player-360', 'tags', playerId] as const;

/** GET .../tags (players.read): the player's tags, who added each and when. */
export function usePlayerTags(playerId: string) {
  return useQuery({ queryKey: tagsKey(playerId), queryFn: ({ signal }) => api.get<StaffPlayerTags>(base(playerId), { signal }) });
}

/** POST .../tags or DELETE .../tags/{tag} (players.tags), each audited; the answer is the player's tags now. */
export function useChangePlayerTag(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tag, remove }: { tag: string; remove?: boolean }) =>
      remove
        ? api.delete<StaffPlayerTags>(`${base(playerId)}/${encodeURIComponent(tag)}`)
        : api.post<StaffPlayerTags>(base(playerId), { tag }),
    onSuccess: (answer) => {
      queryClient.setQueryData(tagsKey(playerId), answer);
      // the player list's tag filter counts players per tag
      void queryClient.invalidateQueries({ queryKey: ['players', 'tag-counts'] });
    },
  });
}
