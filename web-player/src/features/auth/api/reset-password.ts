import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse } from './forgot-password';

/** POST /api/usr-reset-password: the OTP from the forgot-password step and the new password twice. */
export interface ResetPasswordRequest {
  otp: string;
  password: string;
  password_confirmation: string;
  username: string;
}

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/usr-reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
