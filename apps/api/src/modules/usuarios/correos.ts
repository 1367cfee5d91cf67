// The two mails staff send to a person's own address (verification, password reset) are bounded per
// account, counted across processes like every other quota: a support desk cannot flood anyone's inbox.
import { MSG } from '@horizonte/contracts';
import type { Database } from '@horizonte/db';

import { consume, type Quota } from '../../lib/rate-limit.ts';
import type { Actor } from '../access/actor.ts';

const CORREOS_POR_CUENTA: Quota = {
  name: 'plataforma-correo:cuenta',
  points: 5,
  windowMs: 15 * 60 * 1000,
  message: MSG.tooManyRequests,
};

export async function limitarCorreos(db: Database, userId: string, actor: Actor): Promise<void> {
  await consume(db, CORREOS_POR_CUENTA, userId, { who: actor });
}
