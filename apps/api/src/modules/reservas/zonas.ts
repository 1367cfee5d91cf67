// Zones of a complex: created and changed by its administration, listed to everyone in the complex
// (owners and residents see only the active ones).
import { type ZonaData, type ZonaUpdateData } from '@horizonte/contracts';
import type { Prisma, Zona } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { callerMayOnReservas, loadZona, requireReservas } from './access.ts';

export async function createZona({ db, clock }: Deps, actor: Actor, phId: string, data: ZonaData): Promise<Zona> {
  await requireReservas(db, actor.user, phId, 'administrar');
  const now = clock.now();
  try {
    return await db.$transaction(async (tx) => {
      const zona = await tx.zona.create({
        data: { ...data, horario: data.horario as Prisma.InputJsonValue, phId, createdAt: now, updatedAt: now },
      });
      await audit(tx, {
        actorId: actor.user.id,
        phId,
        action: 'zona.create',
        entity: 'zona',
        entityId: zona.id,
        details: { nombre: zona.nombre },
        ip: actor.ip,
      });
      return zona;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict('RESERVA_NOMBRE_DUPLICADO');
    throw error;
  }
}

export async function updateZona({ db, clock }: Deps, actor: Actor, id: string, data: ZonaUpdateData): Promise<Zona> {
  const zona = await loadZona(db, actor.user, id);
  await requireReservas(db, actor.user, zona.phId, 'administrar');
  try {
    return await db.$transaction(async (tx) => {
      const updated = await tx.zona.update({
        where: { id },
        data: { ...data, horario: data.horario as Prisma.InputJsonValue | undefined, updatedAt: clock.now() },
      });
      await audit(tx, {
        actorId: actor.user.id,
        phId: zona.phId,
        action: 'zona.update',
        entity: 'zona',
        entityId: id,
        details: { campos: Object.keys(data) },
        ip: actor.ip,
      });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict('RESERVA_NOMBRE_DUPLICADO');
    throw error;
  }
}

export async function listZonas(
  { db }: Deps,
  actor: Actor,
  phId: string,
  page: PageInput,
): Promise<{ rows: Zona[]; total: number }> {
  await requireReservas(db, actor.user, phId, 'verZonas');
  const where: Prisma.ZonaWhereInput = (await callerMayOnReservas(db, actor.user, phId, 'administrar'))
    ? { phId }
    : { phId, activa: true };
  const [total, rows] = await Promise.all([
    db.zona.count({ where }),
    db.zona.findMany({ where, orderBy: [{ nombre: 'asc' }, { id: 'asc' }], ...pageOf(page) }),
  ]);
  return { total, rows };
}

export async function getZona({ db }: Deps, actor: Actor, id: string): Promise<Zona> {
  const zona = await loadZona(db, actor.user, id);
  if (!zona.activa && !(await callerMayOnReservas(db, actor.user, zona.phId, 'administrar')))
    throw fail.notFound('ZONA_NO_ENCONTRADA');
  return zona;
}
