import type { GeneralSettings } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { generalSettingsQueryKey } from './get-general-settings';

/** The fields PATCH /api/admin/content/general accepts (notices and maintenance text have their own endpoint). */
export type GeneralSettingsInput = Partial<Omit<GeneralSettings, 'notice' | 'system_notice' | 'maintenance_text'>>;

/** PATCH /api/admin/content/general: any subset; the player site reads it on its next call. */
export function saveGeneralSettings(input: GeneralSettingsInput): Promise<GeneralSettings> {
  return api.patch<GeneralSettings>('/api/admin/content/general', input);
}

export function useSaveGeneralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGeneralSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(generalSettingsQueryKey, saved);
      // The sign-in page shows the public /api/general title.
      void queryClient.invalidateQueries({ queryKey: ['site', 'general'] });
    },
  });
}
