// Raw SQL reads of the comunicados: what a reader sees, with the autor's name and their read receipt.
import { columns, expr, Prisma, readRows, select, table, type DbClient } from '@horizonte/db';

import type { ListaSql } from '../../lib/sql-page.ts';
import type { Miembro } from './access.ts';
import { visiblesSql } from './audiencia.ts';

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

/** The bell's figure: how many of what the reader sees `userId` has not read (a scalar subquery). */
export function noLeidosSql(phId: string, userId: string, miembro: Miembro): Prisma.Sql {
  return Prisma.sql`(SELECT count(*)::int FROM ${c.from} WHERE ${comunicadosWhereSql(phId, miembro)} AND NOT ${leidoPor(userId)})`;
}

/** One comunicado as `comunicadosLista` answers it, when the reader sees it (undefined otherwise). */
export async function comunicadoLegible(db: DbClient, phId: string, miembro: Miembro, userId: string, id: string) {
  const where = Prisma.sql`${comunicadosWhereSql(phId, miembro)} AND c.id = ${id}::uuid`;
  const [fila] = await readRows(
    db,
    select(comunicadoColumns(userId), Prisma.sql`FROM ${c.from} ${COMUNICADOS_JOINS} WHERE ${where}`),
  );
  return fila;
}
