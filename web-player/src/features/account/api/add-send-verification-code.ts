import type { CodeSentResponse } from '@khela/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/add/send-verification-code { phone }: a code for an extra number. */
export function addSendVerificationCode(body: { phone: string }): Promise<Partial<CodeSentResponse>> {
  return api.post<Partial<CodeSentResponse>>('/api/add/send-verification-code', body);
}

export function useAddSendVerificationCode() {
  return useMutation({ mutationFn: addSendVerificationCode });
}
