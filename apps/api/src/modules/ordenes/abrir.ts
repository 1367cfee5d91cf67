// Opening an orden de trabajo, whoever opens it (the administration, a PQRS, a plan's occurrence): the
// next consecutive of the complex and the first event of its history, in the caller's transaction.
import type { Prisma } from '@horizonte/db';

export interface OrdenNueva {
  phId: string;
  titulo: string;
  descripcion?: string | null;
  prioridad?: 'baja' | 'media' | 'alta' | 'emergencia';
  activoId?: string | null;
  proveedorId?: string | null;
  planId?: string | null;
  /** The plan's occurrence (civil date) the orden does. */
  fechaProgramada?: Date | null;
  pqrsId?: string | null;
  fechaLimite?: Date | null;
  costoEstimado?: number | null;
  requiereAprobacion: boolean;
  /** Null when the daily job opens it for a plan. */
  creadoPorId: string | null;
}

export async function abrirOrden(tx: Prisma.TransactionClient, ahora: Date, orden: OrdenNueva) {
  // Consecutives per complex without locking the complex's row (tesorería locks it for money).
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`ordenes:${orden.phId}`}))`;
  const { _max } = await tx.ordenTrabajo.aggregate({ where: { phId: orden.phId }, _max: { numero: true } });
  const { costoEstimado, ...resto } = orden;
  const creada = await tx.ordenTrabajo.create({
    data: {
      ...resto,
      costoEstimado: costoEstimado ?? null,
      numero: (_max.numero ?? 0) + 1,
      estado: 'abierta',
      createdAt: ahora,
      updatedAt: ahora,
    },
  });
  await tx.ordenEvento.create({
    data: { ordenId: creada.id, actorId: orden.creadoPorId, desde: null, hacia: 'abierta', createdAt: ahora },
  });
  return creada;
}
