import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/add/verify-phone-number { phone, verification_code }: marks an extra number isverify 1. */
export function addVerifyPhoneNumber(body: { phone?: string; verification_code: string }): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/api/add/verify-phone-number', body);
}

export function useAddVerifyPhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVerifyPhoneNumber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
