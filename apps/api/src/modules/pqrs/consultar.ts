// Reading PQRS: the inbox of a complex (staff: everything; the filer: their own), one PQRS with its
// comments and timeline (internal notes only for staff), and the indicators of the admin dashboard.
import type { Prisma } from '@horizonte/db';
import { MSG, type PqrsEstado, type PqrsTipo } from '@horizonte/contracts';
import { bogotaDate, businessDaysBetween } from '@horizonte/contracts/calendar';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { fail } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import { normalizeSearch } from '../../lib/text.ts';
import { callerMay, rolesInProperty } from '../access/guards.ts';
import { loadPqrsAccess } from './access.ts';
import { civil, dateOf, PQRS_INCLUDE } from './output.ts';
import { ESTADOS_ABIERTOS } from './plazos.ts';

export interface PqrsFiltro extends PageInput {
  estado?: PqrsEstado;
  tipo?: PqrsTipo;
  vencidas?: 'true' | 'false';
  q?: string;
}

/** Staff of the complex read every PQRS; anyone else with a role there reads only their own. */
async function alcanceDeLectura(deps: Deps, actor: Actor, phId: string): Promise<Prisma.PqrsWhereInput> {
  const ph = await deps.db.pH.findFirst({ where: { id: phId, deletedAt: null }, select: { id: true } });
  if (!ph) throw fail.notFound(MSG.propertyNotFound);
  if (await callerMay(deps.db, actor.user, phId, 'readCommunity')) return { phId };
  const roles = await rolesInProperty(deps.db, actor.user.id, phId);
  if (roles.length === 0) throw fail.forbidden();
  return { phId, OR: [{ solicitanteId: actor.user.id }, { asignadoId: actor.user.id }] };
}

export async function listPqrs(deps: Deps, actor: Actor, phId: string, filtro: PqrsFiltro) {
  const where: Prisma.PqrsWhereInput = { ...(await alcanceDeLectura(deps, actor, phId)) };
  if (filtro.estado) where.estado = filtro.estado;
  if (filtro.tipo) where.tipo = filtro.tipo;
  if (filtro.vencidas === 'true') {
    // Overdue: open, the clock running, and the due date before today.
    where.AND = [{ estado: { in: [...ESTADOS_ABIERTOS].filter((e) => e !== 'en_espera_solicitante') } }, { fechaVencimiento: { lt: dateOf(bogotaDate(deps.clock.now())) } }];
  }
  const q = filtro.q ? normalizeSearch(filtro.q) : '';
  if (q) where.searchText = { contains: q };
  const [total, rows] = await Promise.all([
    deps.db.pqrs.count({ where }),
    deps.db.pqrs.findMany({ where, include: PQRS_INCLUDE, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageOf(filtro) }),
  ]);
  return { total, rows };
}

export async function getPqrs(deps: Deps, actor: Actor, id: string) {
  const access = await loadPqrsAccess(deps.db, actor.user, id);
  const soloPublico = access.staff ? {} : { interno: false };
  const [pqrs, comentarios, eventos, adjuntos] = await Promise.all([
    deps.db.pqrs.findUniqueOrThrow({ where: { id }, include: PQRS_INCLUDE }),
    deps.db.pqrsComentario.findMany({ where: { pqrsId: id, ...soloPublico }, include: { autor: { select: { id: true, nombre: true } } }, orderBy: { createdAt: 'asc' } }),
    deps.db.pqrsEvento.findMany({ where: { pqrsId: id, ...soloPublico }, include: { actor: { select: { id: true, nombre: true } } }, orderBy: { createdAt: 'asc' } }),
    deps.db.pqrsAdjunto.findMany({ where: { pqrsId: id }, orderBy: { createdAt: 'asc' } }),
  ]);
  // Files of internal notes stay with the staff, like the notes.
  const visibles = new Set([null, ...comentarios.map((c) => c.id)]);
  return { pqrs, comentarios, eventos, adjuntos: adjuntos.filter((a) => visibles.has(a.comentarioId)) };
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
  if (!ph) throw fail.notFound(MSG.propertyNotFound);
  if (!(await callerMay(deps.db, actor.user, phId, 'readCommunity'))) throw fail.forbidden();
  const hoy = dateOf(bogotaDate(deps.clock.now()));
  const [porEstado, vencidas, respondidas] = await Promise.all([
    deps.db.pqrs.groupBy({ by: ['estado'], where: { phId, estado: { in: [...ESTADOS_ABIERTOS] } }, _count: { _all: true } }),
    deps.db.pqrs.count({ where: { phId, estado: { in: ['radicada', 'en_tramite', 'reabierta'] }, fechaVencimiento: { lt: hoy } } }),
    deps.db.pqrs.findMany({ where: { phId, respondidaEn: { not: null } }, select: { fechaInicio: true, fechaVencimiento: true, respondidaEn: true } }),
  ]);
  const abiertasPorEstado = { radicada: 0, en_tramite: 0, en_espera_solicitante: 0, reabierta: 0 };
  for (const row of porEstado) abiertasPorEstado[row.estado as keyof typeof abiertasPorEstado] = row._count._all;
  return { abiertasPorEstado, abiertas: Object.values(abiertasPorEstado).reduce((a, b) => a + b, 0), vencidas, ...promedios(respondidas) };
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
