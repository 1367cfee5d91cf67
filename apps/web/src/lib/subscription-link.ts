// The tRPC subscription link (SSE), loaded with the first subscription: only a live asamblea subscribes,
// so the SSE parser stays out of the data layer every signed-in page downloads (issue 27's route budget).
import { httpSubscriptionLink, type TRPCLink } from '@trpc/client';

import type { AppRouter } from '@horizonte/api/router';

import { apiClient } from './api-client.ts';

/**
 * The connection's credentials for a subscription. EventSource sends no Authorization header and the
 * bearer token must not go in a URL, so every (re)connection asks for a fresh single-use ticket, valid
 * for this asamblea and this session only, which httpSubscriptionLink sends as its connectionParams.
 */
export const subscriptionLink: TRPCLink<AppRouter> =
  (runtime) =>
  ({ op, next }) =>
    httpSubscriptionLink({
      url: '/trpc',
      connectionParams: async () => {
        const { id } = op.input as { id: string };
        const { ticket } = await apiClient.asambleas.tickets.create.mutate({ id });
        return { ticket };
      },
    })(runtime)({ op, next });
