// Reading PQRS: the inbox of a complex (staff: everything; the filer: their own), one PQRS with its
// comments and timeline (internal notes only for staff), and the indicators of the admin dashboard.
import { mayOnProperty, PQRS_ESTADOS_ABIERTOS, puedeSerAsignado, type PqrsEstado, type PqrsTipo } from '@horizonte/contracts';
import { bogotaDate, businessDaysBetween, type CivilDate } from '@horizonte/contracts/calendar';
import { columns, nullable, Prisma, table, type RowOf } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { PageInput } from '../../lib/paginate.ts';
import { readPage, type ListaSql } from '../../lib/sql-page.ts';
import { normalizeSearch } from '../../lib/text.ts';
import type { Actor } from '../access/actor.ts';
import { callerMay, propertyAccess } from '../access/guards.ts';
import { loadPqrsAccess } from './access.ts';
import { civil, dateOf, PQRS_INCLUDE, type PqrsRow } from './output.ts';

export interface PqrsFiltro extends PageInput {
  estado?: PqrsEstado;
  tipo?: PqrsTipo;
  vencidas?: 'true' | 'false';
  q?: string;
}

/** Which PQRS a list shows: the complex's, only the caller's when not staff, and the inbox filters. */
export interface PqrsWhere {
  phId: string;
  /** The user whose PQRS (filed or assigned) alone are shown; null for staff: all of them. */
  soloDe: string | null;
  /** With soloDe: only those they filed (they no longer hold a role a PQRS is assigned to). */
  sinAsignadas?: boolean;
  estado?: PqrsEstado;
  tipo?: PqrsTipo;
  /** Only the overdue ones as of this day; null for no such filter. */
  vencidasAl: CivilDate | null;
  /** Already normalised; empty for no search. */
  q: string;
}

/**
 * Staff of the complex read every PQRS; anyone else with a role there reads only their own: those
 * they filed and, while they hold a role it can be assigned to, those assigned to them (403 without one).
 */
async function alcanceDeLectura(deps: Deps, actor: Actor, phId: string): Promise<Pick<PqrsWhere, 'soloDe' | 'sinAsignadas'>> {
  const { roles } = await propertyAccess(deps.db, actor.user, phId);
  if (mayOnProperty(actor.user.platformRole, roles, 'readCommunity')) return { soloDe: null };
  if (roles.length === 0) throw fail.forbidden('SIN_ACCESO');
  return { soloDe: actor.user.id, sinAsignadas: !puedeSerAsignado(roles) };
}

const ESTADOS_CORRIENDO = PQRS_ESTADOS_ABIERTOS.filter((e) => e !== 'en_espera_solicitante');

const q = table('Pqrs', 'q');
const s = table('User', 's');
const g = table('User', 'g');
const ap = table('Apartamento', 'a');

/** The inbox's PQRS with the names the output reads, flat ("solicitanteNombre", "apartamentoTorre"…): see pqrsDeFila. */
export const PQRS_COLUMNS = columns(
  q.select(
    'id',
    'phId',
    'anio',
    'numero',
    'radicado',
    'tipo',
    'subtipo',
    'asunto',
    'descripcion',
    'apartamentoId',
    'solicitanteId',
    'asignadoId',
    'estado',
    'fechaRadicacion',
    'fechaInicio',
    'terminoDias',
    'fechaVencimiento',
    'esperaDesde',
    'prorrogaDias',
    'prorrogaMotivo',
    'respuesta',
    'respondidaEn',
    'cerradaEn',
    'motivoAnulacion',
    'searchText',
    'createdAt',
    'updatedAt',
  ),
  s.as({ solicitanteNombre: 'nombre' }),
  nullable(g.as({ asignadoNombre: 'nombre' })),
  nullable(ap.as({ apartamentoTorre: 'torre', apartamentoNumero: 'numero' })),
);
export type PqrsFila = RowOf<typeof PQRS_COLUMNS>;

/** A page of the inbox, newest first. */
export function pqrsLista(where: PqrsWhere): ListaSql<PqrsFila> {
  const conditions = [Prisma.sql`q.ph_id = ${where.phId}::uuid`];
  if (where.soloDe !== null && where.sinAsignadas) conditions.push(Prisma.sql`q.solicitante_id = ${where.soloDe}::uuid`);
  else if (where.soloDe !== null)
    conditions.push(Prisma.sql`(q.solicitante_id = ${where.soloDe}::uuid OR q.asignado_id = ${where.soloDe}::uuid)`);
  if (where.estado) conditions.push(Prisma.sql`q.estado = ${where.estado}::"PqrsEstado"`);
  if (where.tipo) conditions.push(Prisma.sql`q.tipo = ${where.tipo}::"PqrsTipo"`);
  // Overdue: open, the clock running, and the due date before today.
  if (where.vencidasAl !== null)
    conditions.push(
      Prisma.sql`q.estado = ANY(${ESTADOS_CORRIENDO}::"PqrsEstado"[]) AND q.fecha_vencimiento < ${where.vencidasAl}::date`,
    );
  // Prisma's `contains` is a LIKE that leaves % and _ live: the same pattern keeps the same answers.
  if (where.q) conditions.push(Prisma.sql`q.search_text LIKE ${`%${where.q}%`}`);
  return {
    from: q.from,
    joins: Prisma.sql`LEFT JOIN users s ON s.id = q.solicitante_id
      LEFT JOIN users g ON g.id = q.asignado_id
      LEFT JOIN apartamentos a ON a.id = q.apartamento_id`,
    columns: PQRS_COLUMNS,
    where: Prisma.join(conditions, ' AND '),
    orderBy: Prisma.sql`q.created_at DESC, q.id DESC`,
  };
}

/** The nested shape Prisma's PQRS_INCLUDE gives, so toPqrsOutput reads it unchanged. */
export function pqrsDeFila({
  solicitanteNombre,
  asignadoNombre,
  apartamentoTorre,
  apartamentoNumero,
  ...pqrs
}: PqrsFila): PqrsRow {
  return {
    ...pqrs,
    solicitante: { id: pqrs.solicitanteId, nombre: solicitanteNombre },
    asignado: pqrs.asignadoId === null ? null : { id: pqrs.asignadoId, nombre: asignadoNombre! },
    apartamento: pqrs.apartamentoId === null ? null : { torre: apartamentoTorre!, numero: apartamentoNumero! },
  };
}

/** The inbox as SQL (guard, then count and page together): the PQRS screen's hottest read. */
export async function listPqrs(
  deps: Deps,
  actor: Actor,
  phId: string,
  filtro: PqrsFiltro,
): Promise<{ total: number; rows: PqrsRow[] }> {
  const where: PqrsWhere = {
    phId,
    ...(await alcanceDeLectura(deps, actor, phId)),
    estado: filtro.estado,
    tipo: filtro.tipo,
    vencidasAl: filtro.vencidas === 'true' ? bogotaDate(deps.clock.now()) : null,
    q: filtro.q ? normalizeSearch(filtro.q) : '',
  };
  const { totales, filas } = await readPage(deps.db, pqrsLista(where), filtro);
  return { total: totales.total, rows: filas.map(pqrsDeFila) };
}

export async function getPqrs(deps: Deps, actor: Actor, id: string) {
  const access = await loadPqrsAccess(deps.db, actor.user, id);
  const soloPublico = access.staff ? {} : { interno: false };
  const [pqrs, comentarios, eventos, adjuntos, orden] = await Promise.all([
    deps.db.pqrs.findUniqueOrThrow({ where: { id }, include: PQRS_INCLUDE }),
    deps.db.pqrsComentario.findMany({
      where: { pqrsId: id, ...soloPublico },
      include: { autor: { select: { id: true, nombre: true } } },
      orderBy: { createdAt: 'asc' },
    }),
    deps.db.pqrsEvento.findMany({
      where: { pqrsId: id, ...soloPublico },
      include: { actor: { select: { id: true, nombre: true } } },
      orderBy: { createdAt: 'asc' },
    }),
    deps.db.pqrsAdjunto.findMany({ where: { pqrsId: id }, orderBy: { createdAt: 'asc' } }),
    // The orden de trabajo that answers it (issue 29): its filer follows the progress here.
    deps.db.ordenTrabajo.findUnique({ where: { pqrsId: id }, include: { proveedor: { select: { razonSocial: true } } } }),
  ]);
  // Files of internal notes stay with the staff, like the notes.
  const visibles = new Set([null, ...comentarios.map((c) => c.id)]);
  return { pqrs, comentarios, eventos, adjuntos: adjuntos.filter((a) => visibles.has(a.comentarioId)), orden };
}

export interface Indicadores {
  abiertasPorEstado: { radicada: number; en_tramite: number; en_espera_solicitante: number; reabierta: number };
  abiertas: number;
  vencidas: number;
  respondidas: number;
  promedioDiasRespuesta: number | null;
  porcentajeEnTermino: number | null;
}

/** The admin dashboard's PQRS figures. Answered = has an answer date (respondida, cerrada, or reopened later). */
export async function pqrsIndicadores(deps: Deps, actor: Actor, phId: string): Promise<Indicadores> {
  const ph = await deps.db.pH.findFirst({ where: { id: phId, deletedAt: null }, select: { id: true } });
  if (!ph) throw fail.notFound('CONJUNTO_NO_ENCONTRADO');
  if (!(await callerMay(deps.db, actor.user, phId, 'readCommunity'))) throw fail.forbidden('SIN_ACCESO');
  const hoy = dateOf(bogotaDate(deps.clock.now()));
  const [porEstado, vencidas, respondidas] = await Promise.all([
    deps.db.pqrs.groupBy({ by: ['estado'], where: { phId, estado: { in: [...PQRS_ESTADOS_ABIERTOS] } }, _count: { _all: true } }),
    deps.db.pqrs.count({
      where: { phId, estado: { in: ESTADOS_CORRIENDO }, fechaVencimiento: { lt: hoy } },
    }),
    deps.db.pqrs.findMany({
      where: { phId, respondidaEn: { not: null } },
      select: { fechaInicio: true, fechaVencimiento: true, respondidaEn: true },
    }),
  ]);
  const abiertasPorEstado = { radicada: 0, en_tramite: 0, en_espera_solicitante: 0, reabierta: 0 };
  for (const row of porEstado) abiertasPorEstado[row.estado as keyof typeof abiertasPorEstado] = row._count._all;
  return {
    abiertasPorEstado,
    abiertas: Object.values(abiertasPorEstado).reduce((a, b) => a + b, 0),
    vencidas,
    ...promedios(respondidas),
  };
}

/** Average días hábiles to answer and the share answered within term (one decimal). */
export function promedios(rows: { fechaInicio: Date; fechaVencimiento: Date | null; respondidaEn: Date | null }[]) {
  const answered = rows.filter((r): r is typeof r & { respondidaEn: Date } => r.respondidaEn !== null);
  if (answered.length === 0) return { respondidas: 0, promedioDiasRespuesta: null, porcentajeEnTermino: null };
  const dias = answered.map((r) => businessDaysBetween(civil(r.fechaInicio), bogotaDate(r.respondidaEn)));
  const conTermino = answered.filter((r) => r.fechaVencimiento !== null);
  const enTermino = conTermino.filter((r) => bogotaDate(r.respondidaEn) <= civil(r.fechaVencimiento!)).length;
  return {
    respondidas: answered.length,
    promedioDiasRespuesta: Math.round((dias.reduce((a, b) => a + b, 0) / dias.length) * 10) / 10,
    porcentajeEnTermino: conTermino.length === 0 ? null : Math.round((enTermino / conTermino.length) * 1000) / 10,
  };
}
