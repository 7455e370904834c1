import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/verify-phone-number { verification_code }: sets session_id to 1. */
export function verifyPhoneNumber(body: { verification_code: string }): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/api/verify-phone-number', body);
}

export function useVerifyPhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneNumber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'user'] }),
  });
}
