// The vanilla tRPC client: small enough for the landing's entry (the session check at start uses
// it). The React Query bindings live in trpc.ts and load with the pages that need them.
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@horizonte/api/router';
import { REQUEST_TIMEOUT_MS, TRPC_MAX_BATCH } from '@horizonte/contracts';
import { readToken, notifyUnauthorized } from './session-storage.ts';

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

function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [
      // The batch link also encodes no-input mutations (logout) the way the server expects.
      httpBatchLink({
        url: '/trpc',
        maxItems: TRPC_MAX_BATCH,
        fetch: fetchWithTimeout,
        headers() {
          const token = readToken();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}

/** One client for the whole app. */
export const apiClient = createApiClient();
export { TRPCClientError };
