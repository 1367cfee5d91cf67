import { router } from '../../trpc/init.ts';

export const porteriaRouter = router({});
