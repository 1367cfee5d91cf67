import { router } from '../../trpc/init.ts';

export const asambleasRouter = router({});
