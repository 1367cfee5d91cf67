// The vanilla tRPC client: small enough for the landing's entry (the session check at start uses
// it). The React Query bindings live in trpc.ts and load with the pages that need them.
import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  TRPCClientError,
  type Operation,
  type TRPCLink,
} from '@trpc/client';

import type { AppRouter } from '@horizonte/api/router';
import { REQUEST_TIMEOUT_MS, TRPC_MAX_BATCH } from '@horizonte/contracts';

import { idempotencyKeyOf } from './idempotency.ts';
import { notifyUnauthorized, readToken } from './session-storage.ts';

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

/**
 * The connection's credentials for a subscription. EventSource sends no Authorization header and the
 * bearer token must not go in a URL, so every (re)connection asks for a fresh single-use ticket, valid
 * for this asamblea and this session only, which httpSubscriptionLink sends as its connectionParams.
 */
async function connectionParamsFor(op: Operation): Promise<Record<string, string>> {
  const { id } = op.input as { id: string };
  const { ticket } = await apiClient.asambleas.tickets.create.mutate({ id });
  return { ticket };
}

/** Subscriptions (tRPC over SSE), each with connectionParams resolved for its own operation. */
const subscriptionLink: TRPCLink<AppRouter> =
  (runtime) =>
  ({ op, next }) =>
    httpSubscriptionLink({ url: '/trpc', connectionParams: () => connectionParamsFor(op) })(runtime)({ op, next });

function authorization(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: subscriptionLink,
        false: splitLink({
          // A money mutation goes alone, its form's key in the Idempotency-Key header (one header per request).
          condition: (op) => idempotencyKeyOf(op.context) !== undefined,
          true: httpBatchLink({
            url: '/trpc',
            maxItems: 1,
            fetch: fetchWithTimeout,
            headers: ({ opList }) => ({ ...authorization(), 'Idempotency-Key': idempotencyKeyOf(opList[0]!.context)! }),
          }),
          // The batch link also encodes no-input mutations (logout) the way the server expects.
          false: httpBatchLink({ url: '/trpc', maxItems: TRPC_MAX_BATCH, fetch: fetchWithTimeout, headers: authorization }),
        }),
      }),
    ],
  });
}

/** One client for the whole app. */
export const apiClient = createApiClient();
export { TRPCClientError };
