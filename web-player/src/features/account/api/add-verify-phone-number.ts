import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/add/verify-phone-number { verification_code }: verifies the extra number the last code went to. */
export function addVerifyPhoneNumber(body: { verification_code: string }): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/api/add/verify-phone-number', body);
}

export function useAddVerifyPhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVerifyPhoneNumber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
