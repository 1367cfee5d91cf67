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
  const [creada] = await abrirOrdenes(tx, ahora, [orden]);
  return creada!;
}

/**
 * Several órdenes at once (a plan's occurrences for a year, a complex's plans in the daily job): one
 * lock and one consecutive read per complex, two bulk inserts.
 */
export async function abrirOrdenes(tx: Prisma.TransactionClient, ahora: Date, ordenes: readonly OrdenNueva[]) {
  if (!ordenes.length) return [];
  const siguiente = new Map<string, number>();
  for (const phId of [...new Set(ordenes.map((o) => o.phId))].sort()) {
    // Consecutives per complex without locking the complex's row (tesorería locks it for money).
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`ordenes:${phId}`}))`;
    const { _max } = await tx.ordenTrabajo.aggregate({ where: { phId }, _max: { numero: true } });
    siguiente.set(phId, (_max.numero ?? 0) + 1);
  }
  const creadas = await tx.ordenTrabajo.createManyAndReturn({
    data: ordenes.map(({ costoEstimado, ...resto }) => {
      const numero = siguiente.get(resto.phId)!;
      siguiente.set(resto.phId, numero + 1);
      return {
        ...resto,
        costoEstimado: costoEstimado ?? null,
        numero,
        estado: 'abierta' as const,
        createdAt: ahora,
        updatedAt: ahora,
      };
    }),
  });
  await tx.ordenEvento.createMany({
    data: creadas.map((creada) => ({
      ordenId: creada.id,
      actorId: creada.creadoPorId,
      desde: null,
      hacia: 'abierta' as const,
      createdAt: ahora,
    })),
  });
  return creadas;
}
