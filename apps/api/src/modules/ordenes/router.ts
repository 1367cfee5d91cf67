// Ordenes (issue 29): its procedures, one use case each (CONTRIBUTING.md, «A module»).
import { router } from '../../trpc/init.ts';

export const ordenesRouter = router({});
