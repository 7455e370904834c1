import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ResetChannel = 'email' | 'sms';

/** POST /api/admin/players/:id/password-reset { channel }: a code to the player's own verified address or number. */
export function sendPasswordReset({ id, channel }: { id: string; channel: ResetChannel }): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/api/admin/players/${encodeURIComponent(id)}/password-reset`, { channel });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
