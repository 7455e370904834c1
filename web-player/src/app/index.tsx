import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/**
 * `queryClient`: one main.tsx has already asked the first requests with; a new one otherwise. `router`: one
 * main.tsx built in a task of its own before the first render; a new one otherwise.
 */
export function App({ queryClient, router: given }: { queryClient?: QueryClient; router?: DataRouter }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
