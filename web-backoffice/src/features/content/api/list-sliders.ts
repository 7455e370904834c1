import type { StaffSliderItem, SliderType } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const slidersQueryKey = (type: SliderType) => ['content', 'sliders', type] as const;

/** GET /api/admin/content/sliders?slider_type: every slider of one type, inactive included, in order. */
export async function listSliders(type: SliderType, signal?: AbortSignal): Promise<StaffSliderItem[]> {
  const list = await api.get<StaffSliderItem[]>(`/api/admin/content/sliders?slider_type=${encodeURIComponent(type)}`, { signal });
  return [...list].sort((a, b) => a.order - b.order || a.id - b.id);
}

export const slidersQueryOptions = (type: SliderType) =>
  queryOptions({ queryKey: slidersQueryKey(type), queryFn: ({ signal }) => listSliders(type, signal), staleTime: 0 });

export function useSliders(type: SliderType) {
  return useQuery(slidersQueryOptions(type));
}
