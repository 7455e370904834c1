import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { promotionsQueryKey } from './list-promotions';

/** DELETE /api/admin/content/promotions/{id}: for one made by mistake (retire used ones with status inactive). */
export function deletePromotion(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/admin/content/promotions/${id}`);
}

export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePromotion, onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsQueryKey }) });
}
