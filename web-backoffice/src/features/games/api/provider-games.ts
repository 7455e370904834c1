import type { StaffGameProviderGame, StaffGameProviderGames, StaffGameStatedRtp } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const path = (code: string) => `/api/admin/game-providers/${encodeURIComponent(code)}/games`;

/** GET /api/admin/game-providers/:code/games: the games of the platforms the provider serves. */
export function listProviderGames(code: string, signal?: AbortSignal): Promise<StaffGameProviderGames> {
  return api.get<StaffGameProviderGames>(path(code), { signal });
}

export function useProviderGames(code: string | null) {
  return useQuery({
    queryKey: ['game-providers', code, 'games'],
    queryFn: ({ signal }) => listProviderGames(code!, signal),
    enabled: code !== null,
  });
}

/** PATCH /api/admin/game-providers/:code/games/:game: one game on or off. */
export function setProviderGame({ code, game, enabled }: { code: string; game: string; enabled: boolean }): Promise<StaffGameProviderGame> {
  return api.patch<StaffGameProviderGame>(`${path(code)}/${encodeURIComponent(game)}`, { enabled });
}

export function useSetProviderGame() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setProviderGame, onSettled: () => client.invalidateQueries({ queryKey: ['game-providers'] }) });
}

/**
 * PUT /api/admin/game-providers/:code/games/:game/stated-rtp: the RTP the game states (percent, 50.00-100.00,
 * two decimals), or none (null). The API checks the value and answers it as stored ("96.5" -> "96.50").
 */
export function setStatedRtp({
  code,
  game,
  statedRtp,
}: {
  code: string;
  game: string;
  statedRtp: string | null;
}): Promise<StaffGameProviderGame> {
  const body: StaffGameStatedRtp = { stated_rtp: statedRtp };
  return api.put<StaffGameProviderGame>(`${path(code)}/${encodeURIComponent(game)}/stated-rtp`, body);
}

export function useSetStatedRtp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setStatedRtp,
    onSuccess: () => client.invalidateQueries({ queryKey: ['game-reports'] }),
    onSettled: () => client.invalidateQueries({ queryKey: ['game-providers'] }),
  });
}
