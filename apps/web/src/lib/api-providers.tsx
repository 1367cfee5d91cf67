// TanStack Query + tRPC providers. Loaded lazily (see components/api-boundary.tsx) so the public
// landing does not download them; every boundary shares this one QueryClient.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { apiClient } from './api-client.ts';
import { onSessionCleared } from './session-storage.ts';
import { TRPCProvider } from './trpc.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 15_000, refetchOnWindowFocus: false } },
});

// Nothing cached for one user may be shown to the next.
onSessionCleared(() => queryClient.clear());

export default function ApiProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={apiClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
