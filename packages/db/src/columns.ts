// The raw SQL of the hot reads names its columns through the schema: `table('Pqrs', 'q').select('phId')`
// writes `q.ph_id AS "phId"` and types the row as `Pick<Pqrs, 'phId'>`, so renaming a field in
// schema.prisma (then `generate`) fails the typecheck where the SQL reads it. The text is built once, when
// the module loads, and is the same SQL a hand-written alias list gives (bench:hot measures it).
import { Prisma } from './generated/prisma/client.ts';
import { TABLES, type ModelRows } from './generated/tables.ts';

export type ModelName = keyof typeof TABLES & keyof ModelRows;
type Tables = typeof TABLES;
/** The scalar fields of a model (relations have no column). */
export type FieldOf<M extends ModelName> = keyof Tables[M]['columns'] & keyof ModelRows[M] & string;

declare const rowType: unique symbol;
/** SQL whose rows have the shape `Row` (a compile-time mark; at run time a plain Prisma.Sql). */
export type TypedSql<Row> = Prisma.Sql & { readonly [rowType]?: Row };
/** A SELECT list whose rows have the shape `Row`. */
export type Columns<Row> = TypedSql<Row>;
/** The row type of a query or column list. */
export type RowOf<Q> = Q extends TypedSql<infer Row> ? Row : never;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Flatten<T> = { [K in keyof T]: T[K] };

// An alias Postgres would keep as written needs no quotes (`AS estado`); any other is quoted (`AS "phId"`).
const alias = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name}"`);

/** A table of the schema under a query alias (`FROM pqrs q`): its columns by Prisma field name. */
export interface TableRef<M extends ModelName> {
  /** `table alias`, for FROM and JOIN. */
  readonly from: Prisma.Sql;
  /** `alias.column`, for WHERE, JOIN and ORDER BY. */
  col(field: FieldOf<M>): Prisma.Sql;
  /** Every scalar field, in the schema's order: the model's whole row. */
  all(): Columns<ModelRows[M]>;
  /** The fields under their own names (enums read as text, as `$queryRaw` needs). */
  select<F extends FieldOf<M>>(...fields: F[]): Columns<Pick<ModelRows[M], F>>;
  /** Fields under other names: `{ zonaNombre: 'nombre' }` → `z.nombre AS "zonaNombre"`. */
  as<A extends Record<string, FieldOf<M>>>(names: A): Columns<{ [K in keyof A]: ModelRows[M][A[K]] }>;
  /** Every scalar field under a prefix (`user_` → `u.id AS "user_id"`), for a joined row read flat. */
  prefixed<P extends string>(prefix: P): Columns<{ [K in keyof ModelRows[M] as `${P}${K & string}`]: ModelRows[M][K] }>;
  /** One field cast to a SQL type, e.g. a uuid[] read as text[]. */
  cast<F extends FieldOf<M>>(field: F, sqlType: string): Columns<Pick<ModelRows[M], F>>;
}

export function table<M extends ModelName>(model: M, as: string): TableRef<M> {
  const {
    table: name,
    columns,
    enums,
  } = TABLES[model] as {
    table: string;
    columns: Record<string, string>;
    enums: Record<string, boolean>;
  };
  const column = (field: string) => `${as}.${columns[field]}`;
  const selected = (field: string, name: string, quote = alias) => {
    if (enums[field]) return `${column(field)}::text AS ${quote(name)}`;
    return name === columns[field] ? column(field) : `${column(field)} AS ${quote(name)}`;
  };
  const list = (parts: string[]) => Prisma.raw(parts.join(', '));
  return {
    from: Prisma.raw(`${name} ${as}`),
    col: (field) => Prisma.raw(column(field)),
    all: () => list(Object.keys(columns).map((f) => selected(f, f))),
    select: (...fields) => list(fields.map((f) => selected(f, f))),
    as: (names) => list(Object.entries(names).map(([name, f]) => selected(f, name))),
    prefixed: (prefix) => list(Object.keys(columns).map((f) => selected(f, `${prefix}${f}`, (n) => `"${n}"`))),
    cast: (field, sqlType) => list([`${column(field)}::${sqlType} AS ${alias(field)}`]),
  };
}

/** Columns from a LEFT JOIN that may find no row: every value may be null. */
export const nullable = <Row>(columns: Columns<Row>) => columns as Columns<{ [K in keyof Row]: Row[K] | null }>;

/** A computed column with its type stated (an aggregate, an EXISTS): the one place a row type is asserted. */
export const expr = <T>(sql: Prisma.Sql) => sql as Columns<T>;

/** Several column lists as one, their row types merged. */
export function columns<Parts extends Columns<unknown>[]>(
  ...parts: Parts
): Columns<Flatten<UnionToIntersection<RowOf<Parts[number]>>>> {
  return Prisma.join(parts, ', ');
}

/** `SELECT <columns> <rest>`, typed by its columns. */
export const select = <Row>(list: Columns<Row>, rest: Prisma.Sql): TypedSql<Row> => Prisma.sql`SELECT ${list} ${rest}`;
