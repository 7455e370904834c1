import type { HarmReviewQueue } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/responsible-gaming/review-queue: a day's players at or above the review score, highest first. */
export function getReviewQueue(day: string, signal?: AbortSignal): Promise<HarmReviewQueue> {
  const query = day ? `?${new URLSearchParams({ day })}` : '';
  return api.get<HarmReviewQueue>(`/api/admin/responsible-gaming/review-queue${query}`, { signal });
}

export const reviewQueueQueryKey = ['responsible-gaming', 'review-queue'] as const;

/** `day` empty: the latest day the job scored. */
export function useReviewQueue(day: string) {
  return useQuery({
    queryKey: [...reviewQueueQueryKey, day],
    queryFn: ({ signal }) => getReviewQueue(day, signal),
    placeholderData: keepPreviousData,
  });
}
