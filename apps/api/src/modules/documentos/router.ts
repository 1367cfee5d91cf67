import { router } from '../../trpc/init.ts';

export const documentosRouter = router({});
