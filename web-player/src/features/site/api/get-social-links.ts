import type { SocialLinkItem } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/sociallink: active social links, in order (footers and the desktop header). */
export function getSocialLinks(signal?: AbortSignal): Promise<SocialLinkItem[]> {
  return api.get<SocialLinkItem[]>('/api/sociallink', { signal });
}

export const socialLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'social-links'],
    queryFn: ({ signal }) => getSocialLinks(signal),
    staleTime: 5 * 60_000,
  });

export function useSocialLinks() {
  return useQuery(socialLinksQueryOptions());
}
