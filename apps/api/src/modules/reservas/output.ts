import type { HorarioItem, ReservaOutput, ZonaOutput } from '@horizonte/contracts';
import type { Reserva, Zona } from '@horizonte/db';

export type ReservaRow = Reserva & {
  zona: { nombre: string; anticipacionMinHoras: number };
  apartamento: { torre: string; numero: string };
  solicitante: { id: string; nombre: string };
};

/** The Prisma include that gives a ReservaRow. */
export const RESERVA_INCLUDE = {
  zona: { select: { nombre: true, anticipacionMinHoras: true } },
  apartamento: { select: { torre: true, numero: true } },
  solicitante: { select: { id: true, nombre: true } },
} as const;

export const unidadDe = (a: { torre: string; numero: string }): string => (a.torre ? `${a.torre}-${a.numero}` : a.numero);

export const horarioDe = (zona: Zona): HorarioItem[] => zona.horario as unknown as HorarioItem[];

/** Until when the unit itself may cancel: the zone's minimum notice before the start. */
export const cancelableHasta = (inicio: Date, anticipacionMinHoras: number): Date =>
  new Date(inicio.getTime() - anticipacionMinHoras * 3_600_000);

export function toZonaOutput(zona: Zona): ZonaOutput {
  return {
    id: zona.id,
    phId: zona.phId,
    nombre: zona.nombre,
    descripcion: zona.descripcion,
    aforo: zona.aforo,
    duracionSlotMin: zona.duracionSlotMin,
    horario: horarioDe(zona),
    anticipacionMinHoras: zona.anticipacionMinHoras,
    anticipacionMaxDias: zona.anticipacionMaxDias,
    maxReservasPorUnidadMes: zona.maxReservasPorUnidadMes,
    tarifa: zona.tarifa,
    deposito: zona.deposito,
    requiereAprobacion: zona.requiereAprobacion,
    bloqueaMorosos: zona.bloqueaMorosos,
    activa: zona.activa,
    createdAt: zona.createdAt.toISOString(),
  };
}

export function toReservaOutput(row: ReservaRow): ReservaOutput {
  return {
    id: row.id,
    phId: row.phId,
    zonaId: row.zonaId,
    zona: row.zona.nombre,
    apartamentoId: row.apartamentoId,
    unidad: unidadDe(row.apartamento),
    solicitante: row.solicitante,
    inicio: row.inicio.toISOString(),
    fin: row.fin.toISOString(),
    asistentes: row.asistentes,
    estado: row.estado,
    tarifa: row.tarifa,
    deposito: row.deposito,
    cargoId: row.cargoId,
    motivo: row.motivo,
    cancelableHasta: cancelableHasta(row.inicio, row.zona.anticipacionMinHoras).toISOString(),
    decididaEn: row.decididaEn?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
