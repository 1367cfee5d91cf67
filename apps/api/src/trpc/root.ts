// The whole API: one router per domain, composed here.
import { router } from './init.ts';
import { systemRouter } from '../modules/system/router.ts';

export const appRouter = router({
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
