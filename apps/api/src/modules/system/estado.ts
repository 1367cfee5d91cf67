// The platform's working state for the general panel's «Sistema»: the database, the job queue's
// backlog and the mails that fail — counts only, in one statement over pg-boss's own table. The
// platform staff's fuller status (GET /api/plataforma/estado) reads the same statement.
import { mayReadPlatformState, type SistemaEstado } from '@horizonte/contracts';
import { Prisma, readRows, type DbClient } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { checkHealth } from './service.ts';

const DIA_MS = 24 * 60 * 60 * 1000;
const MAIL_JOB = 'mail.send';

export interface ConteoTrabajos extends Omit<SistemaEstado, 'success' | 'baseDeDatos'> {
  /** Jobs ready to run now (not scheduled for later) or running. */
  trabajosListos: number;
  /** Since when the oldest unfinished ready job could run (ISO; running ones too: a stuck worker), null when none. */
  listoMasAntiguo: string | null;
  /** Jobs of any kind that failed for good since `desde`. */
  trabajosFallidos: number;
}

/** The queue's counts in one statement; `desde` bounds the failures counted (the last 24 hours). */
export async function contarTrabajos(db: DbClient, desde: Date): Promise<ConteoTrabajos> {
  const iso = (column: string) => Prisma.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  const [fila] = await readRows<ConteoTrabajos>(
    db,
    Prisma.sql`SELECT
      (SELECT count(*)::int FROM pgboss.job WHERE state < 'completed') AS "trabajosPendientes",
      (SELECT ${iso('min(created_on)')} FROM pgboss.job WHERE state < 'completed') AS "trabajoMasAntiguo",
      (SELECT count(*)::int FROM pgboss.job WHERE name = ${MAIL_JOB} AND state = 'failed' AND completed_on >= ${desde}) AS "correosFallidos24h",
      (SELECT count(*)::int FROM pgboss.job WHERE name = ${MAIL_JOB} AND state = 'retry') AS "correosReintentando",
      (SELECT count(*)::int FROM pgboss.job WHERE state = 'active' OR (state < 'active' AND start_after <= now())) AS "trabajosListos",
      (SELECT ${iso('min(start_after)')} FROM pgboss.job WHERE state < 'completed' AND start_after <= now()) AS "listoMasAntiguo",
      (SELECT count(*)::int FROM pgboss.job WHERE state = 'failed' AND completed_on >= ${desde}) AS "trabajosFallidos"`,
  );
  return fila!;
}

export const hace24Horas = (ahora: Date): Date => new Date(ahora.getTime() - DIA_MS);

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
  const c = await contarTrabajos(db, hace24Horas(clock.now()));
  return {
    baseDeDatos: true,
    trabajosPendientes: c.trabajosPendientes,
    trabajoMasAntiguo: c.trabajoMasAntiguo,
    correosFallidos24h: c.correosFallidos24h,
    correosReintentando: c.correosReintentando,
  };
}
