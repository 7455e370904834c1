import type { ExchangeTraderChangeAnswer } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { traderEventQueryKey } from './get-trader-event';

/** A trader's change of an event: each kind is one route under /api/admin/exchange/events/:eventId. */
export type TraderChange =
  | { kind: 'suspend' | 'resume' | 'close'; marketId: string }
  | { kind: 'result'; winnerSelectionId: number }
  | {
      kind: 'bookmaker';
      marketId: string;
      minStake: string;
      maxStake: string;
      runners: { selectionId: number; backPrice: number; layPrice: number }[];
    }
  | { kind: 'fancy'; fancyId: string; no: number; no_rate: number; yes: number; yes_rate: number; minStake: string; maxStake: string };

/** Sends one change; answers its message and the event after it. */
export function tradeEvent(eventId: string, change: TraderChange): Promise<ExchangeTraderChangeAnswer> {
  const base = `/api/admin/exchange/events/${encodeURIComponent(eventId)}`;
  switch (change.kind) {
    case 'suspend':
    case 'resume':
    case 'close':
      return api.post<ExchangeTraderChangeAnswer>(`${base}/markets/${encodeURIComponent(change.marketId)}/${change.kind}`);
    case 'result':
      return api.post<ExchangeTraderChangeAnswer>(`${base}/result`, { winnerSelectionId: change.winnerSelectionId });
    case 'bookmaker': {
      const { kind: _kind, marketId, ...body } = change;
      return api.put<ExchangeTraderChangeAnswer>(`${base}/bookmaker/${encodeURIComponent(marketId)}`, body);
    }
    case 'fancy': {
      const { kind: _kind, fancyId, ...body } = change;
      return api.put<ExchangeTraderChangeAnswer>(`${base}/fancy/${encodeURIComponent(fancyId)}`, body);
    }
  }
}

export function useTradeEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TraderChange) => tradeEvent(eventId, change),
    onSuccess: ({ message: _message, ...view }) => {
      queryClient.setQueryData(traderEventQueryKey(eventId), view);
      void queryClient.invalidateQueries({ queryKey: ['exchange', 'events'] });
    },
  });
}
