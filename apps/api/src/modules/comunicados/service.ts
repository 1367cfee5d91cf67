// Comunicados: the administration publishes (optionally mailed through the queue), everyone of the
// complex reads what is addressed to them, the administration sees who read it.
import { COMUNICADO_MSG, mayOnProperty, type Audiencia, type Rol } from '@horizonte/contracts';
import { columns, expr, Prisma, readRows, select, table, type DbClient } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { conAutor } from '../../lib/autor.ts';
import { fail } from '../../lib/errors.ts';
import type { PageInput } from '../../lib/paginate.ts';
import { countSql, readPage, type ListaSql } from '../../lib/sql-page.ts';
import type { Actor } from '../access/actor.ts';
import { propertyAccess, requirePhPermission } from '../access/guards.ts';
import { paquetesPendientes } from '../porteria/paquetes.ts';
import { pqrsDeLaCampana } from '../pqrs/campana.ts';
import { guardarAudiencia, ROLES_DE, visiblesSql, type AudienciaGuardada } from './audiencia.ts';

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
      data: {
        phId,
        autorId: actor.user.id,
        titulo: data.titulo,
        cuerpo: data.cuerpo,
        audiencia: guardarAudiencia(data.audiencia),
        enviarEmail: data.enviarEmail,
        obligatorio: data.obligatorio,
        fijado: data.fijado,
        createdAt: ahora,
      },
      include: COMUNICADO_INCLUDE,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'comunicado.create',
      entity: 'comunicado',
      entityId: comunicado.id,
      ip: actor.ip,
    });
    if (data.enviarEmail) await deps.jobs.send(tx, 'comunicados.envio', { comunicadoId: comunicado.id });
    return comunicado;
  });
}

/** The member's audience (roles and their units' towers); null for staff, who read everything. */
export type Miembro = { roles: Rol[]; torres: string[] } | null;

/** Whom the caller reads as in the complex: staff, or a member (403 for anyone without a role there). */
async function lector(db: DbClient, actor: Actor, phId: string): Promise<Miembro> {
  const { roles } = await propertyAccess(db, actor.user, phId);
  if (mayOnProperty(actor.user.platformRole, roles, 'readCommunity')) return null;
  if (roles.length === 0) throw fail.forbidden();
  const units = await db.residente.findMany({
    where: { userId: actor.user.id, apartamento: { phId } },
    select: { apartamento: { select: { torre: true } } },
  });
  return { roles, torres: [...new Set(units.map((u) => u.apartamento.torre).filter(Boolean))] };
}

/** What the caller may read in the complex: staff everything, members what is addressed to them. */
function comunicadosWhereSql(phId: string, miembro: Miembro): Prisma.Sql {
  return Prisma.sql`c.ph_id = ${phId}::uuid ${miembro === null ? Prisma.empty : Prisma.sql`AND ${visiblesSql(miembro.roles, miembro.torres)}`}`;
}

const leidoPor = (userId: string) =>
  Prisma.sql`EXISTS (SELECT 1 FROM comunicado_lecturas l WHERE l.comunicado_id = c.id AND l.user_id = ${userId}::uuid)`;

const c = table('Comunicado', 'c');
const u = table('User', 'u');

/** Comunicados (alias `c`) with the autor's name as "autorNombre" and whether `userId` read it as "leido". */
const COMUNICADO_COLUMNS = columns(
  c.select('id', 'phId', 'autorId', 'titulo', 'cuerpo', 'audiencia', 'enviarEmail', 'obligatorio', 'fijado', 'createdAt'),
  u.as({ autorNombre: 'nombre' }),
);
const comunicadoColumns = (userId: string) =>
  columns(COMUNICADO_COLUMNS, expr<{ leido: boolean }>(Prisma.sql`${leidoPor(userId)} AS leido`));
const COMUNICADOS_JOINS = Prisma.sql`LEFT JOIN users u ON u.id = c.autor_id`;

/** A page the reader sees, pinned first then newest, with both totals: all of them and those `userId` has not read. */
export function comunicadosLista(phId: string, userId: string, miembro: Miembro) {
  return {
    from: c.from,
    joins: COMUNICADOS_JOINS,
    columns: comunicadoColumns(userId),
    where: comunicadosWhereSql(phId, miembro),
    orderBy: Prisma.sql`c.fijado DESC, c.created_at DESC, c.id DESC`,
    totales: expr<{ noLeidos: number }>(Prisma.sql`(count(*) FILTER (WHERE NOT ${leidoPor(userId)}))::int AS "noLeidos"`),
  } satisfies ListaSql<unknown, unknown>;
}

/** The list as SQL (guard, then totals and page together): every member's first screen of the complex. */
export async function listarComunicados(deps: Deps, actor: Actor, phId: string, page: PageInput) {
  const miembro = await lector(deps.db, actor, phId);
  const { totales, filas } = await readPage(deps.db, comunicadosLista(phId, actor.user.id, miembro), page);
  return { total: totales.total, noLeidos: totales.noLeidos, rows: filas.map(conAutor) };
}

/** Reading a comunicado records the caller's read receipt (first time only). */
export async function leerComunicado(deps: Deps, actor: Actor, id: string) {
  const found = await deps.db.comunicado.findFirst({ where: { id, ph: { deletedAt: null } }, select: { phId: true } });
  if (!found) throw fail.notFound(COMUNICADO_MSG.notFound);
  const miembro = await lector(deps.db, actor, found.phId);
  const where = Prisma.sql`${comunicadosWhereSql(found.phId, miembro)} AND c.id = ${id}::uuid`;
  const [fila] = await readRows(
    deps.db,
    select(comunicadoColumns(actor.user.id), Prisma.sql`FROM ${c.from} ${COMUNICADOS_JOINS} WHERE ${where}`),
  );
  if (!fila) throw fail.forbidden();
  await deps.db.comunicadoLectura.upsert({
    where: { comunicadoId_userId: { comunicadoId: id, userId: actor.user.id } },
    create: { comunicadoId: id, userId: actor.user.id, leidoEn: deps.clock.now() },
    update: {},
  });
  return conAutor(fila);
}

/** The people a comunicado is addressed to (with an account). */
export async function destinatarios(db: DbClient, phId: string, audiencia: AudienciaGuardada) {
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
    deps.db.comunicadoLectura.findMany({
      where: { comunicadoId: id },
      include: { user: { select: { nombre: true } } },
      orderBy: { leidoEn: 'asc' },
    }),
  ]);
  return {
    destinatarios: para.length,
    lecturas: lecturas.map((l) => ({ userId: l.userId, nombre: l.user.nombre, leidoEn: l.leidoEn.toISOString() })),
  };
}

/** The header bell: unread comunicados addressed to the caller, their answered PQRS, their units' packages at the gate and the PQRS waiting for them. */
export async function notificaciones(deps: Deps, actor: Actor, phId: string) {
  const miembro = await lector(deps.db, actor, phId);
  const [[comunicados], pqrsRespondidas, pendientes, { pqrsPorAtender, pqrsAsignadas }] = await Promise.all([
    readRows(deps.db, countSql(comunicadosLista(phId, actor.user.id, miembro))),
    deps.db.pqrs.count({ where: { phId, solicitanteId: actor.user.id, estado: 'respondida' } }),
    paquetesPendientes(deps.db, actor.user.id, phId),
    pqrsDeLaCampana(deps.db, actor.user, phId),
  ]);
  const comunicadosNoLeidos = comunicados!.noLeidos;
  return {
    comunicadosNoLeidos,
    pqrsRespondidas,
    paquetesPendientes: pendientes,
    pqrsPorAtender,
    pqrsAsignadas,
    total: comunicadosNoLeidos + pqrsRespondidas + pendientes + pqrsPorAtender + pqrsAsignadas,
  };
}
