import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ForgotPasswordChannel } from '@/lib/validation';

/** POST /api/usr-forgot-password: the code goes to the player's own verified e-mail or phone. */
export type ForgotPasswordRequest = { type: 'email'; email: string; username: string } | { type: 'sms'; phone: string; username: string };

export interface MessageResponse {
  message?: string;
}

export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/usr-forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export type { ForgotPasswordChannel };
