// The Colombian legal obligations a complex starts with (contracts' OBLIGACIONES_LEGALES, each citing its
// norm), as editable plans. On complex creation, and idempotently (unique [phId, clave]) for complexes
// created before issue 29 the first time their plans or cumplimiento are read or the daily job runs. An
// obligation the administration archived stays archived: its row exists, so it is never re-created.
import { obligacionesPara } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import type { DbClient, Prisma } from '@horizonte/db';

import { audit } from '../../lib/audit.ts';
import { dateOf } from './output.ts';

export async function precargarObligaciones(
  tx: Prisma.TransactionClient,
  ph: { id: string; ciudad: string },
  ahora: Date,
): Promise<number> {
  const hoy = bogotaDate(ahora);
  const { count } = await tx.planMantenimiento.createMany({
    data: obligacionesPara(ph.ciudad).map((o) => ({
      phId: ph.id,
      clave: o.clave,
      titulo: o.titulo,
      descripcion: o.descripcion,
      frecuencia: o.frecuencia,
      intervalo: o.intervalo,
      fechaInicio: dateOf(o.primeraFecha(hoy)),
      obligacionLegal: true,
      fuente: o.fuente,
      createdAt: ahora,
      updatedAt: ahora,
    })),
    skipDuplicates: true,
  });
  if (count > 0)
    await audit(tx, {
      actorId: null,
      phId: ph.id,
      action: 'planes.obligaciones',
      entity: 'ph',
      entityId: ph.id,
      details: { creadas: count },
    });
  return count;
}

/** A complex without any pre-loaded obligation gets them (the check is one indexed count). */
export async function asegurarObligaciones(db: DbClient, ph: { id: string; ciudad: string }, ahora: Date): Promise<void> {
  if ((await db.planMantenimiento.count({ where: { phId: ph.id, clave: { not: null } } })) > 0) return;
  await db.$transaction((tx) => precargarObligaciones(tx, ph, ahora));
}
