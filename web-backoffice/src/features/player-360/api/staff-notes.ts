import type { StaffPlayerNoteAnswer, StaffPlayerNotePage } from '@khela/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const NOTES_PER_PAGE = 10;
const base = (playerId: string) => `/api/admin/players/${encodeURIComponent(playerId)}/notes`;

/** GET .../notes (players.notes): staff's internal notes, newest first, paged. */
export function useStaffNotes(playerId: string, page: number) {
  return useQuery({
    queryKey: ['player-360', 'notes', playerId, page],
    queryFn: ({ signal }) => api.get<StaffPlayerNotePage>(`${base(playerId)}?page=${page}&per_page=${NOTES_PER_PAGE}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST .../notes: adds a note (audited; never edited or deleted afterwards). */
export function useAddStaffNote(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<StaffPlayerNoteAnswer>(base(playerId), { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['player-360', 'notes', playerId] }),
  });
}
