import { pqrsAbierta, type PqrsAdjuntoOutput, type PqrsOutput } from '@horizonte/contracts';
import { bogotaDate, type CivilDate } from '@horizonte/contracts/calendar';
import type { Pqrs, PqrsAdjunto, PqrsComentario, PqrsEvento } from '@horizonte/db';

import { diasRestantes } from './plazos.ts';

type Persona = { id: string; nombre: string };

export type PqrsRow = Pqrs & {
  solicitante: Persona;
  asignado: Persona | null;
  apartamento: { torre: string; numero: string } | null;
};

/** The Prisma include that gives a PqrsRow. */
export const PQRS_INCLUDE = {
  solicitante: { select: { id: true, nombre: true } },
  asignado: { select: { id: true, nombre: true } },
  apartamento: { select: { torre: true, numero: true } },
} as const;

export const civil = (date: Date): CivilDate => date.toISOString().slice(0, 10);
export const dateOf = (civilDate: CivilDate): Date => new Date(`${civilDate}T00:00:00.000Z`);

/** The PQRS as the API shows it; `now` gives the días hábiles left. */
export function toPqrsOutput(row: PqrsRow, now: Date): PqrsOutput {
  const vence = row.fechaVencimiento ? civil(row.fechaVencimiento) : null;
  // While the clock is stopped the days left stay as they were when it stopped.
  const hoy = row.esperaDesde ? civil(row.esperaDesde) : bogotaDate(now);
  const restantes = vence && pqrsAbierta(row.estado) ? diasRestantes(hoy, vence) : null;
  return {
    id: row.id,
    phId: row.phId,
    radicado: row.radicado,
    tipo: row.tipo,
    subtipo: row.subtipo,
    asunto: row.asunto,
    descripcion: row.descripcion,
    apartamentoId: row.apartamentoId,
    unidad: row.apartamento ? [row.apartamento.torre, row.apartamento.numero].filter(Boolean).join('-') : null,
    solicitante: row.solicitante,
    asignado: row.asignado,
    estado: row.estado,
    fechaRadicacion: row.fechaRadicacion.toISOString(),
    fechaInicio: civil(row.fechaInicio),
    terminoDias: row.terminoDias,
    fechaVencimiento: vence,
    diasRestantes: restantes,
    vencida: restantes !== null && restantes < 0,
    prorroga:
      row.prorrogaDias !== null && row.prorrogaMotivo !== null ? { dias: row.prorrogaDias, motivo: row.prorrogaMotivo } : null,
    respuesta: row.respuesta,
    respondidaEn: row.respondidaEn?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toComentarioOutput(row: PqrsComentario & { autor: Persona }) {
  return { id: row.id, autor: row.autor, texto: row.texto, interno: row.interno, createdAt: row.createdAt.toISOString() };
}

export function toEventoOutput(row: PqrsEvento & { actor: Persona | null }) {
  return {
    id: row.id,
    tipo: row.tipo,
    actor: row.actor,
    estadoAnterior: row.estadoAnterior,
    estadoNuevo: row.estadoNuevo,
    texto: row.texto,
    interno: row.interno,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdjuntoOutput(row: PqrsAdjunto): PqrsAdjuntoOutput {
  return {
    id: row.id,
    comentarioId: row.comentarioId,
    nombre: row.nombre,
    tipo: row.tipo,
    tamano: row.tamano,
    url: `/api/adjuntos/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}
