import type { ExchangeHubAnswer, ExchangeRecord, ExchangeRecordRange } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

/** GET /api/exchange-hub?records= (bearer, spec section 7): the player's exchange bets of a range of Dhaka days. */
export function getExchangeRecords(range: ExchangeRecordRange, signal?: AbortSignal): Promise<ExchangeHubAnswer> {
  return api.get<ExchangeHubAnswer>(`/api/exchange-hub?records=${range}`, { signal });
}

export const exchangeRecordsQueryOptions = (range: ExchangeRecordRange) =>
  queryOptions({
    queryKey: ['betting', 'exchange-records', range],
    queryFn: ({ signal }) => getExchangeRecords(range, signal),
    select: (answer): ExchangeRecord[] => answer.data.records ?? [],
  });

export function useExchangeRecords(range: ExchangeRecordRange) {
  const token = useSessionToken();
  return useQuery({ ...exchangeRecordsQueryOptions(range), enabled: Boolean(token), placeholderData: keepPreviousData });
}
