import type { ExchangeFancyBetAnswer, ExchangeOrderAnswer, PlaceBookmakerBetRequest, PlaceFancyBetRequest } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/exchange/bookmaker-bets (issue 18): against the house at the rate shown, matched at once. */
export const placeBookmakerBet = (request: PlaceBookmakerBetRequest) =>
  api.post<ExchangeOrderAnswer>('/api/exchange/bookmaker-bets', request);

/** POST /api/exchange/fancy-bets (issue 18): Yes / No on a fancy line at the line and rate shown. */
export const placeFancyBet = (request: PlaceFancyBetRequest) => api.post<ExchangeFancyBetAnswer>('/api/exchange/fancy-bets', request);

/** Places a bookmaker or fancy bet; the balance and the Exchange records are read again after it. */
export function usePlaceHouseBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      request: { kind: 'bookmaker'; body: PlaceBookmakerBetRequest } | { kind: 'fancy'; body: PlaceFancyBetRequest },
    ): Promise<ExchangeOrderAnswer | ExchangeFancyBetAnswer> =>
      request.kind === 'bookmaker' ? placeBookmakerBet(request.body) : placeFancyBet(request.body),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['account', 'wallet'] });
      await queryClient.invalidateQueries({ queryKey: ['betting', 'exchange-records'] });
    },
  });
}
