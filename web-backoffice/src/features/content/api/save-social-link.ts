import type { ContentStatus, SocialLinkItem } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialLinksQueryKey } from './list-social-links';

export interface SocialLinkInput {
  name: string;
  link: string;
  icon: string;
  status: ContentStatus;
  order: number;
}

export type SaveSocialLinkInput = { id: null; fields: SocialLinkInput } | { id: number; fields: Partial<SocialLinkInput> };

/** POST /api/admin/content/social-links or PATCH /api/admin/content/social-links/{id}. */
export function saveSocialLink({ id, fields }: SaveSocialLinkInput): Promise<SocialLinkItem> {
  return id === null
    ? api.post<SocialLinkItem>('/api/admin/content/social-links', fields)
    : api.patch<SocialLinkItem>(`/api/admin/content/social-links/${id}`, fields);
}

export function useSaveSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSocialLink, onSuccess: () => queryClient.invalidateQueries({ queryKey: socialLinksQueryKey }) });
}
