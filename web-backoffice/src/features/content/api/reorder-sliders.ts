import type { StaffSliderItem, SliderType } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { slidersQueryKey } from './list-sliders';

export interface ReorderSlidersInput {
  slider_type: SliderType;
  /** Every slider of that type, in the new order. */
  ids: number[];
}

/** PUT /api/admin/content/sliders/order */
export function reorderSliders(input: ReorderSlidersInput): Promise<StaffSliderItem[]> {
  return api.put<StaffSliderItem[]>('/api/admin/content/sliders/order', input);
}

export function useReorderSliders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderSliders,
    onSuccess: (_saved, input) => queryClient.invalidateQueries({ queryKey: slidersQueryKey(input.slider_type) }),
  });
}
