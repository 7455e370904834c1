import type { StaffProviderItem } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { providersQueryKey } from './list-providers';

export interface ProviderChange {
  name?: string;
  /** Empty: players reading Bangla see the English name. */
  name_bn?: string;
  icon?: string;
  enabled?: boolean;
  sort_order?: number;
}

/** PATCH /api/admin/catalogue/providers/{platform}; { enabled: false } hides it and all its games. */
export function updateProvider({ platform, change }: { platform: string; change: ProviderChange }): Promise<StaffProviderItem> {
  return api.patch<StaffProviderItem>(`/api/admin/catalogue/providers/${encodeURIComponent(platform)}`, change);
}

export function useUpdateProvider() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProvider, onSuccess: () => queryClient.invalidateQueries({ queryKey: providersQueryKey }) });
}
