import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/verify-email { code } */
export function verifyEmail(body: { code: string }): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/api/verify-email', body);
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'user'] }),
  });
}
