import type {
  StaffAnonymisePlayerAnswer,
  StaffAnonymisePlayerRequest,
  StaffPersonalDataStatus,
  StaffPlayerDataExport,
} from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const base = (playerId: string) => `/api/admin/players/${encodeURIComponent(playerId)}`;
export const personalDataQueryKey = (playerId: string) => ['personal-data', playerId] as const;

/** GET /api/admin/players/{id}/personal-data: where the account stands for anonymisation. */
export function usePersonalDataStatus(playerId: string) {
  return useQuery({
    queryKey: personalDataQueryKey(playerId),
    queryFn: ({ signal }) => api.get<StaffPersonalDataStatus>(`${base(playerId)}/personal-data`, { signal }),
  });
}

/** Hands the export to the browser as a JSON file (no copy is kept in the page). */
function saveJson(document: StaffPlayerDataExport): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `player-${document.player_id}-data.json`;
  window.document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** POST .../personal-data/export { reason } (players.data_export): audited; the answer is saved as a file. */
export function useExportPlayerData(playerId: string) {
  return useMutation({
    mutationFn: (reason: string) => api.post<StaffPlayerDataExport>(`${base(playerId)}/personal-data/export`, { reason }),
    onSuccess: saveJson,
  });
}

/** POST .../anonymise { reason, confirm_username } (players.anonymise): irreversible. */
export function useAnonymisePlayer(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StaffAnonymisePlayerRequest) => api.post<StaffAnonymisePlayerAnswer>(`${base(playerId)}/anonymise`, request),
    onSuccess: (answer) => {
      queryClient.setQueryData(personalDataQueryKey(playerId), answer.status);
      // the profile above now shows the placeholders
      return queryClient.invalidateQueries({ queryKey: ['players'] });
    },
  });
}
