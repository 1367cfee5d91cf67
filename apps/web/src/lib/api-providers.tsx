// TanStack Query + tRPC providers. Loaded lazily (see components/api-boundary.tsx) so the public
// landing does not download them; every boundary shares this one QueryClient.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactNode } from 'react';

import type { AppRouter } from '@horizonte/api/router';

import { apiClient } from './api-client.ts';
import { onReconnected } from './connection.ts';
import { knownComplexId, onSessionCleared, rememberComplexId } from './session-storage.ts';
import { TRPCProvider } from './trpc.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: a query is sent even when the device says it is offline, so the service worker can
    // answer it from the offline cache (sw.ts); only its retries wait for the network.
    queries: { retry: 1, staleTime: 15_000, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
  },
});

// «Reintentar» found the server again: the screens on view load fresh data.
onReconnected(() => void queryClient.refetchQueries({ type: 'active' }));

// Nothing cached for one user may be shown to the next.
onSessionCleared(() => queryClient.clear());

const trpc = createTRPCOptionsProxy<AppRouter>({ client: apiClient, queryClient });

/**
 * A complex portal's guard starts reading the complex while the session is still being checked (issue 32:
 * on a phone's 3G every round trip in a row costs over half a second); the layout's query, with the same
 * key, takes that answer instead of asking again.
 */
export function prefetchComplex(identificador: string, options: { inicio: boolean }): void {
  // The owner's and the resident's dashboards open on inicio.get: asked as soon as the complex's id is
  // known, not once the dashboard's code has arrived and rendered; with the id remembered from the last
  // visit, in the same request as the complex.
  const inicio = (id: string) => void queryClient.prefetchQuery(trpc.inicio.get.queryOptions({ id }));
  const known = options.inicio ? knownComplexId(identificador) : null;
  if (known) inicio(known);
  void queryClient
    .fetchQuery({ ...trpc.ph.byIdentificador.queryOptions({ identificador }), retry: false })
    .then(({ property }) => {
      rememberComplexId(identificador, property.id);
      if (options.inicio && property.id !== known) inicio(property.id);
    })
    // The layout's own query shows what went wrong.
    .catch(() => undefined);
}

export default function ApiProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={apiClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
