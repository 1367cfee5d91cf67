// The asamblea as the API shows it. Coeficientes leave in percent; `firme` is derived from the clock.
import { impugnableHasta, type AsambleaEstado, type AsambleaOutput, type PuntoOutput } from '@horizonte/contracts';
import { bogotaDate, plazoPublicacionActa } from '@horizonte/contracts/calendar';
import type { Asamblea, AsambleaAsistencia, AsambleaPoder, AsambleaPunto, AsambleaVoto } from '@horizonte/db';

export type AsambleaRow = Asamblea & { puntos: AsambleaPunto[]; segunda: { id: string } | null; impugnaciones: { id: string }[] };

export const ASAMBLEA_INCLUDE = {
  puntos: { orderBy: { orden: 'asc' } },
  segunda: { select: { id: true } },
  impugnaciones: { select: { id: true } },
} as const;

export const civil = (date: Date): string => date.toISOString().slice(0, 10);
export const dateOf = (civilDate: string): Date => new Date(`${civilDate}T00:00:00.000Z`);
/** Millionths of a percent → percent. */
export const pct = (millionths: number): number => millionths / 1_000_000;

export function toPuntoOutput(p: AsambleaPunto): PuntoOutput {
  return {
    id: p.id,
    orden: p.orden,
    titulo: p.titulo,
    tipo: p.tipo,
    contenidoEconomico: p.contenidoEconomico,
    mayoria: p.mayoria,
    ponderacion: p.ponderacion,
    estado: p.estado,
  };
}

/** Art. 49: a published acta is firme once its challenge term ended without an impugnación. */
export function estadoVisible(row: AsambleaRow, now: Date): AsambleaEstado {
  if (
    row.estado === 'acta_publicada' &&
    row.actaPublicadaEn &&
    row.impugnaciones.length === 0 &&
    bogotaDate(now) > impugnableHasta(row.actaPublicadaEn)
  )
    return 'firme';
  return row.estado;
}

export function toAsambleaOutput(row: AsambleaRow, now: Date): AsambleaOutput {
  const publicada = row.actaPublicadaEn;
  const plazo = publicada ? plazoPublicacionActa(row.fechaHora, row.modalidad) : null;
  return {
    id: row.id,
    phId: row.phId,
    tipo: row.tipo,
    modalidad: row.modalidad,
    convocante: row.convocante,
    convocatoria: row.convocatoria,
    primeraId: row.primeraId,
    segundaId: row.segunda?.id ?? null,
    titulo: row.titulo,
    fechaHora: row.fechaHora.toISOString(),
    lugar: row.lugar,
    enlace: row.enlace,
    estado: estadoVisible(row, now),
    convocatoriaInfo:
      row.medio && row.fechaConvocatoria && row.convocadaEn
        ? {
            medio: row.medio,
            fechaConvocatoria: civil(row.fechaConvocatoria),
            soporte: row.soporte,
            convocadaEn: row.convocadaEn.toISOString(),
          }
        : null,
    segundaConvocatoria: row.segundaFechaHora ? { fechaHora: row.segundaFechaHora.toISOString() } : null,
    instaladaEn: row.instaladaEn?.toISOString() ?? null,
    cerradaEn: row.cerradaEn?.toISOString() ?? null,
    motivoCancelacion: row.motivoCancelacion,
    puntos: row.puntos.map(toPuntoOutput),
    acta: {
      presidente: row.actaPresidente,
      secretario: row.actaSecretario,
      constancias: row.actaConstancias,
      publicadaEn: publicada?.toISOString() ?? null,
      plazoPublicacion: plazo,
      fueraDeTermino: publicada && plazo ? bogotaDate(publicada) > plazo : null,
      impugnableHasta: publicada ? impugnableHasta(publicada) : null,
      impugnada: row.impugnaciones.length > 0,
    },
    secretarioId: row.secretarioId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPoderOutput(p: AsambleaPoder & { unidad: { unidad: string } }) {
  return {
    id: p.id,
    asambleaId: p.asambleaId,
    apartamentoId: p.apartamentoId,
    unidad: p.unidad.unidad,
    estado: p.estado,
    apoderado: {
      nombre: p.apoderadoNombre,
      tipo_documento: p.apoderadoTipoDocumento,
      numero_documento: p.apoderadoNumeroDocumento,
      email: p.apoderadoEmail,
    },
    desdeLaCuenta: p.otorganteId !== null,
    soporte: p.soporte,
    motivo: p.motivo,
    aceptadoEn: p.aceptadoEn?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

/** A poder in the queue, as the caller reads it: whether they are its apoderado and whether the unit is present. */
export const toPoderListaOutput = (
  p: AsambleaPoder & { unidad: { unidad: string }; aceptadoPorTi: boolean; presente: boolean },
) => ({
  ...toPoderOutput(p),
  aceptadoPorTi: p.aceptadoPorTi,
  presente: p.presente,
});

export function toAsistenciaOutput(a: AsambleaAsistencia & { unidad: { unidad: string } }) {
  return {
    id: a.id,
    apartamentoId: a.apartamentoId,
    unidad: a.unidad.unidad,
    nombre: a.nombre,
    calidad: a.calidad,
    via: a.via,
    entradaEn: a.entradaEn.toISOString(),
    salidaEn: a.salidaEn?.toISOString() ?? null,
  };
}

/** A vote's weight leaves in percent when it is a coeficiente. */
export function toVotoOutput(v: AsambleaVoto & { unidad: { unidad: string }; punto: { ponderacion: string } }) {
  return {
    id: v.id,
    puntoId: v.puntoId,
    apartamentoId: v.apartamentoId,
    unidad: v.unidad.unidad,
    opcion: v.opcion,
    peso: v.punto.ponderacion === 'coeficiente' ? pct(v.peso) : v.peso,
    calidad: v.calidad,
    emitidoEn: v.emitidoEn.toISOString(),
    hash: v.hash,
    via: v.via,
    papeleta: v.papeleta,
  };
}
