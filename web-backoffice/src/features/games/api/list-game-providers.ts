import type { StaffGameProvider } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/game-providers: every provider with its key fingerprint (never the key). */
export function listGameProviders(signal?: AbortSignal): Promise<StaffGameProvider[]> {
  return api.get<StaffGameProvider[]>('/api/admin/game-providers', { signal });
}

export function useGameProviders() {
  return useQuery({ queryKey: ['game-providers'], queryFn: ({ signal }) => listGameProviders(signal) });
}
