import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { i18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { refetchContentOnLanguageChange } from '@/lib/refetch-content-on-language-change';

export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(() => refetchContentOnLanguageChange(queryClient, i18n), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
