// Raw SQL of the units module.
import { randomUUID } from 'node:crypto';

import { toMillionths, type Apartamento } from '@horizonte/contracts';
import { Prisma, table, type DbClient, type RowOf, type TypedSql } from '@horizonte/db';

import { auditInsert, type AuditEntry } from '../../lib/audit.ts';
import { readWithPhPermission, type Caller } from '../access/guards.ts';
import { READ_UNITS, VIEW_OWN_UNITS } from './access.ts';

/**
 * Units of the complex `p` matching `where` (alias `a`), torre and numero order, as one JSON array in
 * their answer's shape (numerics as JSON numbers, dates as toISOString() writes them) with each unit's
 * resident count: no Decimal or Date per unit on the hottest lists.
 */
const unidadesJson = (where: Prisma.Sql, limite: Prisma.Sql = Prisma.empty) => Prisma.sql`
  (SELECT coalesce(json_agg(x ORDER BY x.torre, x.numero), '[]'::json) AS unidades FROM (
     SELECT a.id, a.ph_id AS "phId", a.torre, a.numero, a.piso, a.tipo, a.area_m2 AS "areaM2", a.coeficiente,
            (SELECT count(*)::int FROM residentes r WHERE r.apartamento_id = a.id) AS "residentesCount",
            to_char(a.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
     FROM apartamentos a WHERE a.ph_id = p.id AND ${where}
     ORDER BY a.torre ASC, a.numero ASC ${limite}) x) u`;

/** A unit list opens every community screen: the guard, the totals and the page as one statement. */
export function readUnitsPage(db: DbClient, caller: Caller, phId: string, { skip, take }: { skip: number; take: number }) {
  return readWithPhPermission<{
    total: number;
    coeficiente: Prisma.Decimal | null;
    unidades: Apartamento[];
  }>(
    db,
    caller,
    phId,
    READ_UNITS,
    Prisma.sql`
      SELECT t.total, t.coeficiente, u.unidades
      FROM (SELECT count(*)::int AS total, sum(coeficiente) AS coeficiente FROM apartamentos WHERE ph_id = p.id) t,
           ${unidadesJson(Prisma.sql`TRUE`, Prisma.sql`LIMIT ${take} OFFSET ${skip}`)}`,
  );
}

/** The units the caller is linked to (owner or resident) and the complex's coeficiente sum: the guard and both as one statement. */
export function readMyUnits(db: DbClient, caller: Caller, phId: string) {
  return readWithPhPermission<{ coeficiente: Prisma.Decimal | null; unidades: Apartamento[] }>(
    db,
    caller,
    phId,
    VIEW_OWN_UNITS,
    Prisma.sql`
      SELECT (SELECT sum(coeficiente) FROM apartamentos WHERE ph_id = p.id) AS coeficiente, u.unidades
      FROM ${unidadesJson(Prisma.sql`EXISTS (SELECT 1 FROM residentes r WHERE r.apartamento_id = a.id AND r.user_id = ${caller.id}::uuid)`)}`,
  );
}

const UNIT = table('Apartamento', 'a').all();

export interface NewUnit {
  phId: string;
  torre: string;
  numero: string;
  piso?: number | null;
  tipo: string;
  areaM2?: number | null;
  coeficiente: number;
}

/**
 * A new unit, the first entry of its coeficiente history and its audit entry as one statement (atomic
 * on its own), answered with the property's coeficiente sum counting the new unit. Nothing is written
 * (no row comes back) when the other units' sum plus the new share would pass 100 %: the early refusal
 * of assertCoeficienteFits, in millionths as it counts. The history's created_at is the database's, as
 * recordCoeficientes leaves it.
 */
export function insertUnitSql(
  unit: NewUnit,
  history: { referencia?: string | null; actorId: string; vigenteDesde: Date },
  entry: (id: string) => AuditEntry,
) {
  const id = randomUUID();
  const now = new Date();
  const at = now.toISOString();
  const numeric = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));
  const others = Prisma.sql`(SELECT coalesce(sum(coeficiente), 0) FROM apartamentos WHERE ph_id = ${unit.phId}::uuid)`;
  return Prisma.sql`
    WITH a AS (
      INSERT INTO apartamentos (id, ph_id, torre, numero, piso, tipo, area_m2, coeficiente, created_at, updated_at)
      SELECT ${id}::uuid, ${unit.phId}::uuid, ${unit.torre}, ${unit.numero}, ${unit.piso ?? null}::int,
             ${unit.tipo}::"TipoUnidad", ${numeric(unit.areaM2)}::numeric, ${numeric(unit.coeficiente)}::numeric,
             ${at}::timestamp(3), ${at}::timestamp(3)
      WHERE round(${others} * 1000000) + ${toMillionths(unit.coeficiente)} <= ${toMillionths(100)}
      RETURNING *
    ), historial AS (
      INSERT INTO coeficiente_historial (id, apartamento_id, valor, vigente_desde, referencia, created_by_id)
      SELECT ${randomUUID()}::uuid, a.id, a.coeficiente, ${history.vigenteDesde.toISOString()}::timestamp(3),
             ${history.referencia || null}, ${history.actorId}::uuid FROM a
    ), audited AS (${auditInsert(entry(id), now, Prisma.sql`EXISTS (SELECT 1 FROM a)`)})
    SELECT ${UNIT}, ${others} + a.coeficiente AS "coeficienteTotal"
    FROM a` as TypedSql<RowOf<typeof UNIT> & { coeficienteTotal: Prisma.Decimal }>;
}
