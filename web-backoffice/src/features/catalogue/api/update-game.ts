import type { StaffGameItem } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface GameChange {
  name?: string;
  /** The name in Bangla; empty: players reading Bangla see `name`. */
  name_bn?: string;
  image?: string;
  enabled?: boolean;
  featured?: boolean;
  recommended?: boolean;
  is_new?: boolean;
  sort_order?: number;
}

/** PATCH /api/admin/catalogue/games/{code}: e.g. { enabled: false } or { featured: true, sort_order: 1 }. */
export function updateGame({ code, change }: { code: string; change: GameChange }): Promise<StaffGameItem> {
  return api.patch<StaffGameItem>(`/api/admin/catalogue/games/${encodeURIComponent(code)}`, change);
}

export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateGame, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue', 'games'] }) });
}
