import type { SliderItem, SliderType } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/sliders?slider_type: active banners of one type (Main, Favourite, Features), in order. */
export function getSliders(type: SliderType, signal?: AbortSignal): Promise<SliderItem[]> {
  return api.get<SliderItem[]>(`/api/sliders?slider_type=${encodeURIComponent(type)}`, { signal });
}

export const slidersQueryOptions = (type: SliderType) =>
  queryOptions({
    queryKey: ['site', 'sliders', type],
    queryFn: ({ signal }) => getSliders(type, signal),
    staleTime: 5 * 60_000,
    select: (items) => items.filter((item) => item.status === 'active'),
  });

export function useSliders(type: SliderType) {
  return useQuery(slidersQueryOptions(type));
}
