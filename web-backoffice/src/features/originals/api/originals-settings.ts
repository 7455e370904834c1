import type { StaffOriginalsGameSettings, StaffOriginalsSettingsAnswer, StaffOriginalsSettingsRequest } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/originals/settings (games.manage): every house game's RTP, switch and limits. */
export const useOriginalsSettings = () =>
  useQuery({
    queryKey: ['originals-settings'],
    queryFn: ({ signal }) => api.get<StaffOriginalsSettingsAnswer>('/api/admin/originals/settings', { signal }),
  });

/** PUT /api/admin/originals/settings/:gameCode: the whole row; the API checks it and audits the change. */
export function useSaveOriginalsSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ gameCode, body }: { gameCode: string; body: StaffOriginalsSettingsRequest }) =>
      api.put<StaffOriginalsGameSettings>(`/api/admin/originals/settings/${encodeURIComponent(gameCode)}`, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['originals-settings'] }),
  });
}
