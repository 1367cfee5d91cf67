// Public pre-registration from a complex's landing page.
import type { z } from 'zod';

import { MSG, type preregistroFields } from '@horizonte/contracts';
import type { Database, PH } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Requester } from '../access/actor.ts';
import type { PreregistroWithDecider } from './output.ts';
import { insertPreregistro } from './sql.ts';
import { matchingUnit } from './unit-match.ts';

type PreregistroData = z.output<typeof preregistroFields>;

/** 10 pre-registrations per IP every 15 minutes: enough for a family, not for a script. */
export const PREREGISTRO_MAX_PER_IP = 10;
export const PREREGISTRO_WINDOW_MS = 15 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The path takes the property's id or its identificador. */
async function findOpenProperty(db: Database, idOrIdentificador: string): Promise<PH> {
  const where = UUID.test(idOrIdentificador) ? { id: idOrIdentificador } : { identificador: idOrIdentificador.toLowerCase() };
  const ph = await db.pH.findFirst({ where: { ...where, deletedAt: null } });
  if (!ph) throw fail.notFound('CONJUNTO_NO_ENCONTRADO');
  return ph;
}

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
  const ph = await findOpenProperty(db, idOrIdentificador);
  // Both reads need only the property: one waits for the other's round trip no longer.
  const [pending, apartamentoId] = await Promise.all([
    db.preregistro.count({ where: { phId: ph.id, email: data.email, status: 'pendiente' } }),
    matchingUnit(db, ph.id, data.torre, data.unidad),
  ]);
  if (pending > 0) throw fail.conflict('PREREGISTRO_DUPLICADO');
  return insertPreregistro(db, { ...data, phId: ph.id, apartamentoId }, (id) => ({
    phId: ph.id,
    action: 'preregistro.create',
    entity: 'preregistro',
    entityId: id,
    details: { email: data.email, rolDeseado: data.rolDeseado },
    ip: requester.ip,
  }));
}
