// Comunicados: the administration publishes (optionally mailed through the queue), everyone of the
// complex reads what is addressed to them, the administration sees who read it.
import type { Database, Prisma } from '@horizonte/db';
import { COMUNICADO_MSG, MSG, type Audiencia } from '@horizonte/contracts';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import { callerMay, requirePhPermission, rolesInProperty } from '../access/guards.ts';
import { guardarAudiencia, ROLES_DE, visiblesPara, type AudienciaGuardada } from './audiencia.ts';
import { paquetesPendientes } from '../porteria/paquetes.ts';

type Reader = Database | Prisma.TransactionClient;

export interface ComunicadoData {
  titulo: string;
  cuerpo: string;
  audiencia: Audiencia;
  enviarEmail: boolean;
  obligatorio: boolean;
  fijado: boolean;
}

export const COMUNICADO_INCLUDE = { autor: { select: { id: true, nombre: true } } } as const;

export async function crearComunicado(deps: Deps, actor: Actor, phId: string, data: ComunicadoData) {
  await requirePhPermission(deps.db, actor.user, phId, 'manage');
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const comunicado = await tx.comunicado.create({
      data: { phId, autorId: actor.user.id, titulo: data.titulo, cuerpo: data.cuerpo, audiencia: guardarAudiencia(data.audiencia), enviarEmail: data.enviarEmail, obligatorio: data.obligatorio, fijado: data.fijado, createdAt: ahora },
      include: COMUNICADO_INCLUDE,
    });
    await audit(tx, { actorId: actor.user.id, phId, action: 'comunicado.create', entity: 'comunicado', entityId: comunicado.id, ip: actor.ip });
    if (data.enviarEmail) await deps.jobs.send(tx, 'comunicados.envio', { comunicadoId: comunicado.id });
    return comunicado;
  });
}

/** What the caller may read in the complex: staff everything, members what is addressed to them. */
async function alcance(db: Reader, actor: Actor, phId: string): Promise<Prisma.ComunicadoWhereInput> {
  const ph = await db.pH.findFirst({ where: { id: phId, deletedAt: null }, select: { id: true } });
  if (!ph) throw fail.notFound(MSG.propertyNotFound);
  if (await callerMay(db, actor.user, phId, 'readCommunity')) return { phId };
  const roles = await rolesInProperty(db, actor.user.id, phId);
  if (roles.length === 0) throw fail.forbidden();
  const units = await db.residente.findMany({ where: { userId: actor.user.id, apartamento: { phId } }, select: { apartamento: { select: { torre: true } } } });
  return { phId, OR: visiblesPara(roles, [...new Set(units.map((u) => u.apartamento.torre).filter(Boolean))]) };
}

export async function listarComunicados(deps: Deps, actor: Actor, phId: string, page: PageInput) {
  const where = await alcance(deps.db, actor, phId);
  const [total, noLeidos, rows] = await Promise.all([
    deps.db.comunicado.count({ where }),
    deps.db.comunicado.count({ where: { ...where, lecturas: { none: { userId: actor.user.id } } } }),
    deps.db.comunicado.findMany({
      where,
      include: { ...COMUNICADO_INCLUDE, lecturas: { where: { userId: actor.user.id }, select: { userId: true } } },
      orderBy: [{ fijado: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
      ...pageOf(page),
    }),
  ]);
  return { total, noLeidos, rows };
}

/** Reading a comunicado records the caller's read receipt (first time only). */
export async function leerComunicado(deps: Deps, actor: Actor, id: string) {
  const found = await deps.db.comunicado.findFirst({ where: { id, ph: { deletedAt: null } }, select: { phId: true } });
  if (!found) throw fail.notFound(COMUNICADO_MSG.notFound);
  const where = await alcance(deps.db, actor, found.phId);
  const comunicado = await deps.db.comunicado.findFirst({ where: { AND: [where, { id }] }, include: COMUNICADO_INCLUDE });
  if (!comunicado) throw fail.forbidden();
  await deps.db.comunicadoLectura.upsert({
    where: { comunicadoId_userId: { comunicadoId: id, userId: actor.user.id } },
    create: { comunicadoId: id, userId: actor.user.id, leidoEn: deps.clock.now() },
    update: {},
  });
  return comunicado;
}

/** The people a comunicado is addressed to (with an account). */
export async function destinatarios(db: Reader, phId: string, audiencia: AudienciaGuardada) {
  if (audiencia.tipo === 'torres') {
    const rows = await db.residente.findMany({
      where: { apartamento: { phId, torre: { in: audiencia.torres } }, userId: { not: null } },
      select: { user: { select: { id: true, nombre: true, email: true, settings: { select: { notifAnuncios: true } } } } },
    });
    return dedupe(rows.map((r) => r.user!));
  }
  const rows = await db.userRole.findMany({
    where: { phId, rol: { in: ROLES_DE[audiencia.tipo] } },
    select: { user: { select: { id: true, nombre: true, email: true, settings: { select: { notifAnuncios: true } } } } },
  });
  return dedupe(rows.map((r) => r.user));
}

function dedupe<T extends { id: string }>(users: T[]): T[] {
  return [...new Map(users.map((u) => [u.id, u])).values()];
}

export async function lecturasComunicado(deps: Deps, actor: Actor, phId: string, id: string) {
  await requirePhPermission(deps.db, actor.user, phId, 'manage');
  const comunicado = await deps.db.comunicado.findFirst({ where: { id, phId } });
  if (!comunicado) throw fail.notFound(COMUNICADO_MSG.notFound);
  const [para, lecturas] = await Promise.all([
    destinatarios(deps.db, phId, comunicado.audiencia as AudienciaGuardada),
    deps.db.comunicadoLectura.findMany({ where: { comunicadoId: id }, include: { user: { select: { nombre: true } } }, orderBy: { leidoEn: 'asc' } }),
  ]);
  return { destinatarios: para.length, lecturas: lecturas.map((l) => ({ userId: l.userId, nombre: l.user.nombre, leidoEn: l.leidoEn.toISOString() })) };
}

/** The header bell: unread comunicados addressed to the caller, their answered PQRS and their units' packages at the gate. */
export async function notificaciones(deps: Deps, actor: Actor, phId: string) {
  const where = await alcance(deps.db, actor, phId);
  const [comunicadosNoLeidos, pqrsRespondidas, pendientes] = await Promise.all([
    deps.db.comunicado.count({ where: { ...where, lecturas: { none: { userId: actor.user.id } } } }),
    deps.db.pqrs.count({ where: { phId, solicitanteId: actor.user.id, estado: 'respondida' } }),
    paquetesPendientes(deps.db, actor.user.id, phId),
  ]);
  return { comunicadosNoLeidos, pqrsRespondidas, paquetesPendientes: pendientes, total: comunicadosNoLeidos + pqrsRespondidas + pendientes };
}
