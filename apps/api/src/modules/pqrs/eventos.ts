import type { PqrsEstado, Prisma } from '@horizonte/db';

export interface EventoPqrs {
  pqrsId: string;
  actorId: string | null;
  tipo: 'radicacion' | 'estado' | 'comentario' | 'asignacion' | 'respuesta' | 'prorroga';
  estadoAnterior?: PqrsEstado | null;
  estadoNuevo?: PqrsEstado | null;
  texto?: string | null;
  interno?: boolean;
  at: Date;
}

/** One line of the timeline, in the transaction of the change it records. */
export async function registrarEvento(tx: Prisma.TransactionClient, e: EventoPqrs): Promise<void> {
  await tx.pqrsEvento.create({
    data: {
      pqrsId: e.pqrsId,
      actorId: e.actorId,
      tipo: e.tipo,
      estadoAnterior: e.estadoAnterior ?? null,
      estadoNuevo: e.estadoNuevo ?? null,
      texto: e.texto ?? null,
      interno: e.interno ?? false,
      createdAt: e.at,
    },
  });
}
