// The tRPC bindings for TanStack Query. Only the router's *type* comes from the API.
import { createTRPCContext } from '@trpc/tanstack-react-query';

import type { AppRouter } from '@horizonte/api/router';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();
