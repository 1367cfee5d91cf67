// The platform's working state for the general panel's «Sistema»: the database, the job queue's
// backlog and the mails that fail — counts only, in one statement over pg-boss's own table.
import { mayReadPlatformState, type SistemaEstado } from '@horizonte/contracts';
import { Prisma, readRows } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { checkHealth } from './service.ts';

const DIA_MS = 24 * 60 * 60 * 1000;
const MAIL_JOB = 'mail.send';

export async function estadoDelSistema(deps: Deps, actor: Actor): Promise<Omit<SistemaEstado, 'success'>> {
  const { db, clock } = deps;
  const caller = actor.user;
  const roles = caller.platformRole
    ? []
    : (
        await db.userRole.findMany({ where: { userId: caller.id, rol: 'admin', ph: { deletedAt: null } }, select: { rol: true } })
      ).map((r) => r.rol);
  if (!mayReadPlatformState(caller.platformRole, roles)) throw fail.forbidden('SIN_ACCESO');
  await checkHealth(deps);
  const desde = new Date(clock.now().getTime() - DIA_MS);
  const [fila] = await readRows<Omit<SistemaEstado, 'success' | 'baseDeDatos'>>(
    db,
    Prisma.sql`SELECT
      (SELECT count(*)::int FROM pgboss.job WHERE state < 'completed') AS "trabajosPendientes",
      (SELECT to_char(min(created_on) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM pgboss.job WHERE state < 'completed') AS "trabajoMasAntiguo",
      (SELECT count(*)::int FROM pgboss.job WHERE name = ${MAIL_JOB} AND state = 'failed' AND completed_on >= ${desde}) AS "correosFallidos24h",
      (SELECT count(*)::int FROM pgboss.job WHERE name = ${MAIL_JOB} AND state = 'retry') AS "correosReintentando"`,
  );
  return { baseDeDatos: true, ...fila! };
}
