import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/add/number { phone }: adds an extra, not yet verified number. */
export function addNumber(body: { phone: string }): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/api/add/number', body);
}

export function useAddNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNumber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'other-phones'] }),
  });
}
