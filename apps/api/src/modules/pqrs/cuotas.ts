// How much one person and one complex may file and attach per hour (issue 25 #9): generous for real
// use (PQRS_FILINGS_* and PQRS_FILES_* in the configuration), counted before the work across every
// process (lib/rate-limit.ts), answered with a Spanish 429 and Retry-After past them.
import { PQRS_MSG } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Actor } from '../access/actor.ts';

const HOUR = 60 * 60 * 1000;

export async function consumeRadicacion({ db, config }: Pick<Deps, 'db' | 'config'>, actor: Actor, phId: string): Promise<void> {
  const { filingsPerUser, filingsPerComplex } = config.pqrsQuotas;
  await consume(
    db,
    { name: 'pqrs:radicar:usuario', points: filingsPerUser, windowMs: HOUR, message: PQRS_MSG.radicacionesUsuario },
    actor.user.id,
    { who: actor },
  );
  await consume(
    db,
    { name: 'pqrs:radicar:conjunto', points: filingsPerComplex, windowMs: HOUR, message: PQRS_MSG.radicacionesConjunto },
    phId,
    { who: actor },
  );
}

/** Each file counts one. */
export async function consumeAdjuntos(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  actor: Actor,
  phId: string,
  archivos: number,
): Promise<void> {
  const { filesPerUser, filesPerComplex } = config.pqrsQuotas;
  await consume(
    db,
    { name: 'pqrs:adjuntos:usuario', points: filesPerUser, windowMs: HOUR, message: PQRS_MSG.adjuntosUsuario },
    actor.user.id,
    { points: archivos, who: actor },
  );
  await consume(
    db,
    { name: 'pqrs:adjuntos:conjunto', points: filesPerComplex, windowMs: HOUR, message: PQRS_MSG.adjuntosConjunto },
    phId,
    { points: archivos, who: actor },
  );
}
