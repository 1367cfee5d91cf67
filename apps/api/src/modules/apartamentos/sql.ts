// Raw SQL reads of the units module.
import type { Apartamento } from '@horizonte/contracts';
import { Prisma, type DbClient } from '@horizonte/db';

import { readWithPhPermission, type Caller } from '../access/guards.ts';
import { READ_UNITS } from './access.ts';

/**
 * A unit list opens every community screen: the guard, the totals and the page with each unit's
 * resident count as one statement, the units already in their answer's shape (numerics as JSON
 * numbers, dates as toISOString() writes them): no Decimal or Date per unit on the hottest list.
 */
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
           (SELECT coalesce(json_agg(x ORDER BY x.torre, x.numero), '[]'::json) AS unidades FROM (
              SELECT a.id, a.ph_id AS "phId", a.torre, a.numero, a.piso, a.tipo, a.area_m2 AS "areaM2", a.coeficiente,
                     (SELECT count(*)::int FROM residentes r WHERE r.apartamento_id = a.id) AS "residentesCount",
                     to_char(a.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
              FROM apartamentos a WHERE a.ph_id = p.id
              ORDER BY a.torre ASC, a.numero ASC LIMIT ${take} OFFSET ${skip}) x) u`,
  );
}
