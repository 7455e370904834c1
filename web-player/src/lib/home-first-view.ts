import type { HomeFirstView } from '@khela/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { generalQueryOptions } from '@/features/site/api/get-general';
import { logoQueryOptions } from '@/features/site/api/get-logo';
import { slidersQueryOptions } from '@/features/site/api/get-sliders';

/** The JSON block the api writes into the home page's HTML (api/src/platform/web/serve-web-apps.ts). */
export const HOME_FIRST_VIEW_ID = 'home-first-view';

/**
 * How far the view's time may be from this browser's clock for the view to be taken. A page the api has just
 * served is seconds old; one older than this (kept somewhere, or a clock set wrong) asks the routes, as every
 * page did before.
 */
export const FIRST_VIEW_FRESH_MS = 60_000;

/**
 * The view written into the page, or undefined: none (another page, an older api), not readable, or a page a
 * service worker controls. Such a page may be the worker's cached copy (sw.js answers navigations from its
 * cache and refreshes it behind), and a copy seconds old can still be wrong: a reload right after staff turned
 * the site back on showed the maintenance page from the copy's view. Those pages ask the routes, as before.
 */
export function readHomeFirstView(
  doc: Document = document,
  nav: Pick<Navigator, 'serviceWorker'> | undefined = globalThis.navigator,
): HomeFirstView | undefined {
  if (nav?.serviceWorker?.controller) return undefined;
  const text = doc.getElementById(HOME_FIRST_VIEW_ID)?.textContent;
  if (!text) return undefined;
  try {
    const view = JSON.parse(text) as Partial<HomeFirstView> | null;
    const whole =
      typeof view?.at === 'number' &&
      typeof view.language === 'string' &&
      Array.isArray(view.logo) &&
      Array.isArray(view.sliders) &&
      typeof view.general === 'object' &&
      view.general !== null;
    return whole ? (view as HomeFirstView) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts a fresh view in the query cache as the answers of GET /api/logo, /api/general and
 * /api/sliders?slider_type=Main, received at the view's time: the home page renders its banners at once, and
 * the usual staleness rules refetch them later. Only a view in the language on screen; false when not taken.
 */
export function seedHomeFirstView(queryClient: QueryClient, view: HomeFirstView, language: string, now: number): boolean {
  if (view.language !== language || Math.abs(now - view.at) > FIRST_VIEW_FRESH_MS) return false;
  const updatedAt = Math.min(view.at, now);
  queryClient.setQueryData(logoQueryOptions().queryKey, view.logo, { updatedAt });
  queryClient.setQueryData(generalQueryOptions().queryKey, view.general, { updatedAt });
  queryClient.setQueryData(slidersQueryOptions('Main').queryKey, view.sliders, { updatedAt });
  return true;
}
