import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

/**
 * Query key roots of answers holding staff-written texts, which the API gives in the request's language
 * (Accept-Language): site settings, notices and sliders, promotions, the catalogue and the favourites.
 */
const contentRoots = new Set(['site', 'promotions', 'catalogue', 'games']);

/**
 * When the player switches language, the content on screen is fetched again in the new one (the API
 * client already sends it); the old answers stay shown until the new ones arrive. Returns the unsubscribe.
 */
export function refetchContentOnLanguageChange(queryClient: QueryClient, i18n: I18n): () => void {
  const refetch = () => void queryClient.invalidateQueries({ predicate: (query) => contentRoots.has(String(query.queryKey[0])) });
  i18n.on('languageChanged', refetch);
  return () => i18n.off('languageChanged', refetch);
}
