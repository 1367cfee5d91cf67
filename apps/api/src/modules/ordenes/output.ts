// Database rows → the contracts' output shapes (dates as ISO text, civil dates as YYYY-MM-DD, BigInt pesos as numbers).
import type { AdjuntoMantenimientoOutput, OrdenAccion, OrdenOutput, PqrsOrdenResumen } from '@horizonte/contracts';
import type { AdjuntoMantenimiento, OrdenAprobacion, OrdenEvento, OrdenTrabajo } from '@horizonte/db';

/** The Prisma include that gives an OrdenRow. */
export const ORDEN_INCLUDE = {
  activo: { select: { id: true, nombre: true } },
  proveedor: { select: { id: true, razonSocial: true, userId: true } },
  pqrs: { select: { id: true, radicado: true, solicitanteId: true } },
  aprobaciones: { select: { userId: true, decision: true } },
} as const;

export type OrdenRow = OrdenTrabajo & {
  activo: { id: string; nombre: string } | null;
  proveedor: { id: string; razonSocial: string; userId: string | null } | null;
  pqrs: { id: string; radicado: string; solicitanteId: string } | null;
  aprobaciones: Pick<OrdenAprobacion, 'userId' | 'decision'>[];
};

const civil = (date: Date | null): string | null => (date ? date.toISOString().slice(0, 10) : null);
const iso = (date: Date | null): string | null => date?.toISOString() ?? null;
const pesos = (n: bigint | null): number | null => (n === null ? null : Number(n));

export function toOrdenOutput(row: OrdenRow, aprobacionesRequeridas: number, acciones: OrdenAccion[]): OrdenOutput {
  return {
    id: row.id,
    phId: row.phId,
    numero: row.numero,
    titulo: row.titulo,
    descripcion: row.descripcion,
    prioridad: row.prioridad,
    estado: row.estado,
    activo: row.activo,
    proveedor: row.proveedor ? { id: row.proveedor.id, razonSocial: row.proveedor.razonSocial } : null,
    planId: row.planId,
    pqrs: row.pqrs ? { id: row.pqrs.id, radicado: row.pqrs.radicado } : null,
    fechaProgramada: civil(row.fechaProgramada),
    fechaLimite: civil(row.fechaLimite),
    costoEstimado: pesos(row.costoEstimado),
    costoReal: pesos(row.costoReal),
    requiereAprobacion: row.requiereAprobacion,
    pendienteAprobacion: row.requiereAprobacion && row.aprobadaEn === null,
    aprobaciones: {
      aprobadas: row.aprobaciones.filter((a) => a.decision === 'aprobada').length,
      rechazadas: row.aprobaciones.filter((a) => a.decision === 'rechazada').length,
      requeridas: aprobacionesRequeridas,
    },
    aprobadaEn: iso(row.aprobadaEn),
    motivoCancelacion: row.motivoCancelacion,
    notaCierre: row.notaCierre,
    calificacion: row.calificacion,
    comentarioCalificacion: row.comentarioCalificacion,
    asignadaEn: iso(row.asignadaEn),
    iniciadaEn: iso(row.iniciadaEn),
    terminadaEn: iso(row.terminadaEn),
    verificadaEn: iso(row.verificadaEn),
    canceladaEn: iso(row.canceladaEn),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    acciones,
  };
}

type Persona = { id: string; nombre: string };

export function toOrdenEventoOutput(row: OrdenEvento & { actor: Persona | null }) {
  return {
    id: row.id,
    actor: row.actor,
    desde: row.desde,
    hacia: row.hacia,
    nota: row.nota,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toOrdenAprobacionOutput(row: OrdenAprobacion & { user: Persona }) {
  return {
    id: row.id,
    miembro: row.user,
    decision: row.decision,
    comentario: row.comentario,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdjuntoMantenimientoOutput(row: AdjuntoMantenimiento): AdjuntoMantenimientoOutput {
  return {
    id: row.id,
    nombre: row.nombre,
    tipo: row.tipo,
    tamano: row.tamano,
    url: `/api/adjuntos-mantenimiento/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a PQRS shows of its orden. */
export function toPqrsOrdenResumen(
  row: Pick<OrdenTrabajo, 'id' | 'numero' | 'estado' | 'calificacion'> & { proveedor: { razonSocial: string } | null },
): PqrsOrdenResumen {
  return {
    id: row.id,
    numero: row.numero,
    estado: row.estado,
    proveedor: row.proveedor?.razonSocial ?? null,
    calificacion: row.calificacion,
  };
}
