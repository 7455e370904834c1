import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialLinksQueryKey } from './list-social-links';

/** DELETE /api/admin/content/social-links/{id} */
export function deleteSocialLink(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/admin/content/social-links/${id}`);
}

export function useDeleteSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSocialLink, onSuccess: () => queryClient.invalidateQueries({ queryKey: socialLinksQueryKey }) });
}
