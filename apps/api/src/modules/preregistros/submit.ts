// Public pre-registration from a complex's landing page.
import type { z } from 'zod';

import { MSG, type preregistroFields } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Requester } from '../access/actor.ts';
import type { PreregistroWithDecider } from './output.ts';
import { insertPreregistro, openPropertyFor } from './sql.ts';
import { matchingUnit } from './unit-match.ts';

type PreregistroData = z.output<typeof preregistroFields>;

/** 10 pre-registrations per IP every 15 minutes: enough for a family, not for a script. */
export const PREREGISTRO_MAX_PER_IP = 10;
export const PREREGISTRO_WINDOW_MS = 15 * 60 * 1000;

export async function submitPreregistro(
  { db }: Deps,
  requester: Requester,
  idOrIdentificador: string,
  data: PreregistroData,
): Promise<PreregistroWithDecider> {
  await consume(
    db,
    { name: 'preregistro:ip', points: PREREGISTRO_MAX_PER_IP, windowMs: PREREGISTRO_WINDOW_MS, message: MSG.tooManyPreregistros },
    requester.ip,
    { who: requester },
  );
  const ph = await openPropertyFor(db, idOrIdentificador, data.email);
  if (!ph) throw fail.notFound('CONJUNTO_NO_ENCONTRADO');
  if (ph.duplicado) throw fail.conflict('PREREGISTRO_DUPLICADO');
  const apartamentoId = await matchingUnit(db, ph.id, data.torre, data.unidad);
  return insertPreregistro(db, { ...data, phId: ph.id, apartamentoId }, (id) => ({
    phId: ph.id,
    action: 'preregistro.create',
    entity: 'preregistro',
    entityId: id,
    details: { email: data.email, rolDeseado: data.rolDeseado },
    ip: requester.ip,
  }));
}
