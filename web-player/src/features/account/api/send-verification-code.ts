import type { CodeSentResponse } from '@khela/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/send-verification-code: a 6-digit code to the player's phone or e-mail. */
export type SendVerificationCodeRequest = { phone: string } | { email: string };

export function sendVerificationCode(body: SendVerificationCodeRequest): Promise<Partial<CodeSentResponse>> {
  return api.post<Partial<CodeSentResponse>>('/api/send-verification-code', body);
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
