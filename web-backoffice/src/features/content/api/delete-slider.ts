import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/admin/content/sliders/{id} */
export function deleteSlider(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/admin/content/sliders/${id}`);
}

export function useDeleteSlider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSlider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'sliders'] }),
  });
}
