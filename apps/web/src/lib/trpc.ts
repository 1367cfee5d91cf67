// The typed tRPC client. Only the router's *type* comes from the API.
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@horizonte/api/router';
import { REQUEST_TIMEOUT_MS } from '@horizonte/contracts';
import { readToken, notifyUnauthorized } from './session-storage.ts';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** fetch with the spec's 30 s time-out; a 401 clears the stored session. */
async function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  init?.signal?.addEventListener('abort', () => controller.abort(init.signal?.reason));
  try {
    const response = await fetch(input, { ...init, signal: controller.signal });
    if (response.status === 401) notifyUnauthorized();
    return response;
  } finally {
    clearTimeout(timer);
  }
}

export function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [
      // The batch link also encodes no-input mutations (logout) the way the server expects.
      httpBatchLink({
        url: '/trpc',
        fetch: fetchWithTimeout,
        headers() {
          const token = readToken();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;
export { TRPCClientError };
