import type { ContentStatus, StaffSliderItem, SliderType } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SliderInput {
  name: string;
  /** The caption in Bangla; empty: players reading Bangla see the English. */
  name_bn: string;
  link: string;
  image: string;
  slider_type: SliderType;
  status: ContentStatus;
}

export type SaveSliderInput = { id: null; fields: SliderInput } | { id: number; fields: Partial<SliderInput> };

/** POST /api/admin/content/sliders (new, placed last) or PATCH /api/admin/content/sliders/{id}. */
export function saveSlider({ id, fields }: SaveSliderInput): Promise<StaffSliderItem> {
  return id === null
    ? api.post<StaffSliderItem>('/api/admin/content/sliders', fields)
    : api.patch<StaffSliderItem>(`/api/admin/content/sliders/${id}`, fields);
}

export function useSaveSlider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSlider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'sliders'] }),
  });
}
