import type { AccesoOutput, AutorizacionEstado, AutorizacionOutput, MinutaOutput, PaqueteOutput } from '@horizonte/contracts';
import type { Acceso, Autorizacion, MinutaEntrada, Paquete } from '@horizonte/db';

type Unidad = { torre: string; numero: string };

export const unidadLabel = (u: Unidad) => [u.torre, u.numero].filter(Boolean).join('-');
const UNIDAD = { select: { torre: true, numero: true } } as const;
const NOMBRE = { select: { nombre: true } } as const;

/** A gate list's flat row (its unit and who registered it as columns) in the nested shape its output reads. */
export function anidarFilaDePorteria<
  F extends { apartamentoTorre: string; apartamentoNumero: string; registradoPorNombre: string },
>({ apartamentoTorre, apartamentoNumero, registradoPorNombre, ...fila }: F) {
  return {
    ...fila,
    apartamento: { torre: apartamentoTorre, numero: apartamentoNumero },
    registradoPor: { nombre: registradoPorNombre },
  };
}

export const AUTORIZACION_INCLUDE = { apartamento: UNIDAD, creadoPor: NOMBRE } as const;
export type AutorizacionRow = Autorizacion & { apartamento: Unidad; creadoPor: { nombre: string } };

/** `vencida` is not stored: an active authorisation whose end has passed. */
export function estadoAutorizacion(row: Autorizacion, now: Date): AutorizacionEstado {
  if (row.estado === 'activa' && row.hasta <= now) return 'vencida';
  return row.estado;
}

export function toAutorizacionOutput(row: AutorizacionRow, now: Date): AutorizacionOutput {
  return {
    id: row.id,
    apartamentoId: row.apartamentoId,
    unidad: unidadLabel(row.apartamento),
    nombreVisitante: row.nombreVisitante,
    documento: row.documento,
    placa: row.placa,
    desde: row.desde.toISOString(),
    hasta: row.hasta.toISOString(),
    usos: row.usos,
    usosRestantes: row.usosRestantes,
    estado: estadoAutorizacion(row, now),
    creadoPor: row.creadoPor.nombre,
    createdAt: row.createdAt.toISOString(),
  };
}

export const ACCESO_INCLUDE = { apartamento: UNIDAD, registradoPor: NOMBRE } as const;
export type AccesoRow = Acceso & { apartamento: Unidad; registradoPor: { nombre: string } };

export function toAccesoOutput(row: AccesoRow): AccesoOutput {
  return {
    id: row.id,
    apartamentoId: row.apartamentoId,
    unidad: unidadLabel(row.apartamento),
    autorizacionId: row.autorizacionId,
    nombreVisitante: row.nombreVisitante,
    documento: row.documento,
    placa: row.placa,
    autorizadoPor: row.autorizadoPor,
    entradaEn: row.entradaEn.toISOString(),
    salidaEn: row.salidaEn?.toISOString() ?? null,
    registradoPor: row.registradoPor.nombre,
    anonimizado: row.anonimizadoEn !== null,
  };
}

export const PAQUETE_INCLUDE = { apartamento: UNIDAD, registradoPor: NOMBRE } as const;
export type PaqueteRow = Paquete & { apartamento: Unidad; registradoPor: { nombre: string } };

export function toPaqueteOutput(row: PaqueteRow): PaqueteOutput {
  return {
    id: row.id,
    apartamentoId: row.apartamentoId,
    unidad: unidadLabel(row.apartamento),
    descripcion: row.descripcion,
    remitente: row.remitente,
    estado: row.estado,
    recibidoEn: row.recibidoEn.toISOString(),
    registradoPor: row.registradoPor.nombre,
    entregadoEn: row.entregadoEn?.toISOString() ?? null,
    recibidoPor: row.recibidoPor,
  };
}

export const MINUTA_INCLUDE = { autor: NOMBRE } as const;
export function toMinutaOutput(row: MinutaEntrada & { autor: { nombre: string } }): MinutaOutput {
  return { id: row.id, tipo: row.tipo, texto: row.texto, autor: row.autor.nombre, createdAt: row.createdAt.toISOString() };
}

const FECHA_HORA = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Bogota',
});

/** An instant as people at the gate read it, in Bogotá time: «11 de marzo de 2027 a las 3:05 p. m.». */
export function fechaHora(instant: Date): string {
  return FECHA_HORA.format(instant);
}
