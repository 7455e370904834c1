import type { ExchangeSport } from '@khela/contracts';

/**
 * /odds-view receives marketId, eventId, selectedSport and previousPath (spec section 2.3). They travel in
 * the address (so a market can be bookmarked, shared and reloaded); the way back travels as state.
 */
export function oddsViewHref(market: { marketId: string; eventId: string; sport: ExchangeSport }): string {
  const query = new URLSearchParams({ marketId: market.marketId, eventId: market.eventId, selectedSport: market.sport });
  return `/odds-view?${query.toString()}`;
}
