// The paged lists read on every visit (pqrs, reservas, documentos…) run as raw SQL through readRows:
// one description of the list gives both statements — `SELECT count(*)` over the filtered table and the
// page with its joins — so every list pages, counts and types its rows the same way.
import { Prisma, readRows, type Columns, type DbClient, type TypedSql } from '@horizonte/db';

import { pageOf, type PageInput } from './paginate.ts';

/** A list as SQL. */
export interface ListaSql<Fila, Totales = unknown> {
  /** The listed table under its alias (`pqrs q`): what the count reads. */
  from: Prisma.Sql;
  /** The joins the page's columns read (the count does without them). */
  joins?: Prisma.Sql;
  columns: Columns<Fila>;
  where: Prisma.Sql;
  orderBy: Prisma.Sql;
  /** Figures counted beside `total` (e.g. the unread ones). */
  totales?: Columns<Totales>;
}

/** `SELECT count(*)::int AS total[, totales] FROM from WHERE where`. */
export function countSql<Totales>(lista: ListaSql<unknown, Totales>): TypedSql<{ total: number } & Totales> {
  const totales = lista.totales ? Prisma.sql`, ${lista.totales}` : Prisma.empty;
  return Prisma.sql`SELECT count(*)::int AS total${totales} FROM ${lista.from} WHERE ${lista.where}`;
}

/** The page: `SELECT columns FROM from joins WHERE where ORDER BY orderBy LIMIT take OFFSET skip`. */
export function pageSql<Fila>(lista: ListaSql<Fila>, { skip, take }: { skip: number; take: number }): TypedSql<Fila> {
  const joins = lista.joins ? Prisma.sql` ${lista.joins}` : Prisma.empty;
  return Prisma.sql`SELECT ${lista.columns} FROM ${lista.from}${joins} WHERE ${lista.where} ORDER BY ${lista.orderBy} LIMIT ${take} OFFSET ${skip}`;
}

/** The count and the page together (two statements in flight at once). */
export async function readPage<Fila, Totales>(
  db: DbClient,
  lista: ListaSql<Fila, Totales>,
  page: PageInput,
): Promise<{ totales: { total: number } & Totales; filas: Fila[] }> {
  const [[totales], filas] = await Promise.all([readRows(db, countSql(lista)), readRows(db, pageSql(lista, pageOf(page)))]);
  return { totales: totales!, filas };
}
