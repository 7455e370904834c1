import type { StaffGameProvider, StaffGameProviderKey, StaffGameProviderUpdate } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const path = (code: string) => `/api/admin/game-providers/${encodeURIComponent(code)}`;

/** PATCH /api/admin/game-providers/:code: status, rollback-of-unknown rule, launch URL. */
export function updateGameProvider({ code, change }: { code: string; change: StaffGameProviderUpdate }): Promise<StaffGameProvider> {
  return api.patch<StaffGameProvider>(path(code), change);
}

/** PUT /api/admin/game-providers/:code/key: a new HMAC secret or RSA public key; the answer shows its fingerprint. */
export function rotateGameProviderKey({ code, key }: { code: string; key: StaffGameProviderKey }): Promise<StaffGameProvider> {
  return api.put<StaffGameProvider>(`${path(code)}/key`, key);
}

export function useUpdateGameProvider() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateGameProvider, onSettled: () => client.invalidateQueries({ queryKey: ['game-providers'] }) });
}

export function useRotateGameProviderKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: rotateGameProviderKey, onSettled: () => client.invalidateQueries({ queryKey: ['game-providers'] }) });
}
