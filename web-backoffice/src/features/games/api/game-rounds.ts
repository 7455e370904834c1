import type { StaffGameRoundPage, StaffGameRoundRecall } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface RoundFilter {
  player_id: string;
  game_code: string;
  provider: string;
  from: string;
  to: string;
  page: number;
}

export const emptyRoundFilter: RoundFilter = { player_id: '', game_code: '', provider: '', from: '', to: '', page: 1 };

/** GET /api/admin/game-rounds: rounds opened between two Dhaka days (server default: the last 7), newest first. */
export function searchRounds(filter: RoundFilter, signal?: AbortSignal): Promise<StaffGameRoundPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value).trim());
  const search = params.toString();
  return api.get<StaffGameRoundPage>(`/api/admin/game-rounds${search ? `?${search}` : ''}`, { signal });
}

export function useRounds(filter: RoundFilter) {
  return useQuery({
    queryKey: ['game-rounds', filter],
    queryFn: ({ signal }) => searchRounds(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/game-rounds/:id: the round and every provider call with its answer and balances. */
export function getRound(id: string, signal?: AbortSignal): Promise<StaffGameRoundRecall> {
  return api.get<StaffGameRoundRecall>(`/api/admin/game-rounds/${encodeURIComponent(id)}`, { signal });
}

export function useRound(id: string | null) {
  return useQuery({ queryKey: ['game-rounds', 'recall', id], queryFn: ({ signal }) => getRound(id!, signal), enabled: id !== null });
}
