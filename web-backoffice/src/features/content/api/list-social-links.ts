import type { SocialLinkItem } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const socialLinksQueryKey = ['content', 'social-links'] as const;

/** GET /api/admin/content/social-links: every link, inactive included, in order. */
export async function listSocialLinks(signal?: AbortSignal): Promise<SocialLinkItem[]> {
  const list = await api.get<SocialLinkItem[]>('/api/admin/content/social-links', { signal });
  return [...list].sort((a, b) => a.order - b.order || a.id - b.id);
}

export const socialLinksQueryOptions = () =>
  queryOptions({ queryKey: socialLinksQueryKey, queryFn: ({ signal }) => listSocialLinks(signal), staleTime: 0 });

export function useSocialLinks() {
  return useQuery(socialLinksQueryOptions());
}
