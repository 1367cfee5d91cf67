import { router } from '../../trpc/init.ts';

export const reservasRouter = router({});
