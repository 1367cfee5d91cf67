// Database rows → the contracts' output shapes (civil dates as AAAA-MM-DD, instants as ISO text, pesos as numbers).
import { siguienteOcurrencia, type Activo as ActivoOutput, type CivilDate, type Plan as PlanOutput } from '@horizonte/contracts';
import type { Activo, PlanMantenimiento } from '@horizonte/db';

export const civil = (date: Date): CivilDate => date.toISOString().slice(0, 10);
export const dateOf = (civilDate: CivilDate): Date => new Date(`${civilDate}T00:00:00.000Z`);
const civilOrNull = (date: Date | null): CivilDate | null => (date ? civil(date) : null);

const proveedorRef = { select: { id: true, razonSocial: true } } as const;

export const activoInclude = { proveedor: proveedorRef, _count: { select: { adjuntos: true } } } as const;
export type ActivoRow = Activo & { proveedor: { id: string; razonSocial: string } | null; _count: { adjuntos: number } };

export function toActivoOutput(row: ActivoRow): ActivoOutput {
  return {
    id: row.id,
    phId: row.phId,
    nombre: row.nombre,
    categoria: row.categoria,
    ubicacion: row.ubicacion,
    marca: row.marca,
    modelo: row.modelo,
    serie: row.serie,
    fechaInstalacion: civilOrNull(row.fechaInstalacion),
    garantiaHasta: civilOrNull(row.garantiaHasta),
    proveedor: row.proveedor,
    notas: row.notas,
    adjuntos: row._count.adjuntos,
    archivadoEn: row.archivadoEn?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const planInclude = { proveedor: proveedorRef, activo: { select: { id: true, nombre: true } } } as const;
export type PlanRow = PlanMantenimiento & {
  proveedor: { id: string; razonSocial: string } | null;
  activo: { id: string; nombre: string } | null;
};

/** The plan's recurrence in the contracts' pure shape. */
export const recurrenciaDe = (plan: PlanMantenimiento) => ({
  frecuencia: plan.frecuencia,
  intervalo: plan.intervalo,
  fechaInicio: civil(plan.fechaInicio),
  mesesOmitidos: plan.mesesOmitidos,
});

export function toPlanOutput(row: PlanRow, hoy: CivilDate): PlanOutput {
  return {
    id: row.id,
    phId: row.phId,
    clave: row.clave,
    titulo: row.titulo,
    descripcion: row.descripcion,
    activo: row.activo,
    frecuencia: row.frecuencia,
    intervalo: row.intervalo,
    fechaInicio: civil(row.fechaInicio),
    mesesOmitidos: row.mesesOmitidos,
    obligacionLegal: row.obligacionLegal,
    fuente: row.fuente,
    proveedor: row.proveedor,
    costoEstimado: row.costoEstimado === null ? null : Number(row.costoEstimado),
    proximaFecha: row.archivadoEn ? null : siguienteOcurrencia(recurrenciaDe(row), hoy),
    generadoHasta: civilOrNull(row.generadoHasta),
    archivadoEn: row.archivadoEn?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
