import type { LogoItem } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logoQueryKey } from './get-logo';

/** PATCH /api/admin/content/logo: any of logo, mobile_logo, loader_logo, favicon. */
export function saveLogo(input: Partial<LogoItem>): Promise<LogoItem> {
  return api.patch<LogoItem>('/api/admin/content/logo', input);
}

export function useSaveLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLogo, onSuccess: (saved) => queryClient.setQueryData(logoQueryKey, saved) });
}
