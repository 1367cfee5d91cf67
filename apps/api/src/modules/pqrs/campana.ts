// The PQRS in the header bell (issue 26 #4): the caller's own answered ones; for the administration,
// those filed or reopened that nobody has taken up yet; for anyone a PQRS can be assigned to, the open
// ones assigned to them. Columns of the bell's one statement (comunicados/notificaciones.ts).
import { mayOnProperty, PQRS_ESTADOS_ABIERTOS, PQRS_ESTADOS_POR_ATENDER, puedeSerAsignado, type Rol } from '@horizonte/contracts';
import { expr, Prisma } from '@horizonte/db';

import type { Caller } from '../access/guards.ts';

const contar = (where: Prisma.Sql) => Prisma.sql`(SELECT count(*)::int FROM pqrs q WHERE ${where})`;

/** The three counts, decided with the roles the caller's guard read (callerMay's rule, without asking again). */
export function pqrsDeLaCampanaSql(caller: Caller, roles: Rol[], phId: string) {
  const delConjunto = Prisma.sql`q.ph_id = ${phId}::uuid`;
  const porAtender = mayOnProperty(caller.platformRole, roles, 'manage')
    ? contar(Prisma.sql`${delConjunto} AND q.estado::text = ANY(${[...PQRS_ESTADOS_POR_ATENDER]}::text[])`)
    : Prisma.sql`0`;
  const asignadas = puedeSerAsignado(roles)
    ? contar(
        Prisma.sql`${delConjunto} AND q.asignado_id = ${caller.id}::uuid AND q.estado::text = ANY(${[...PQRS_ESTADOS_ABIERTOS]}::text[])`,
      )
    : Prisma.sql`0`;
  return expr<{ pqrsRespondidas: number; pqrsPorAtender: number; pqrsAsignadas: number }>(Prisma.sql`
    ${contar(Prisma.sql`${delConjunto} AND q.solicitante_id = ${caller.id}::uuid AND q.estado = 'respondida'`)} AS "pqrsRespondidas",
    ${porAtender} AS "pqrsPorAtender", ${asignadas} AS "pqrsAsignadas"`);
}
