// POST /ph/{id}/informes {periodo}: the administration publishes a month's report once; each consejo
// member gets the PDF by mail (one job each, enqueued in the same transaction). A second publication
// of the same periodo is a 409: the published report is the one the consejo received.

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { hoy } from '../tesoreria/ledger.ts';
import { publishableInformes } from './access.ts';
import { assertPeriodoIniciado } from './datos.ts';

/** The consejo's members of a complex with their addresses (the report's recipients). */
async function consejoDe(db: Deps['db'], phId: string) {
  const roles = await db.userRole.findMany({
    where: { phId, rol: 'consejo' },
    select: { user: { select: { email: true, nombre: true } } },
  });
  return roles.map((r) => r.user);
}

export async function publicarInforme({ db, clock, jobs }: Deps, actor: Actor, phId: string, periodo: string) {
  const ph = await publishableInformes(db, actor.user, phId);
  assertPeriodoIniciado(periodo, hoy(clock));
  if (await db.informeMensual.findUnique({ where: { phId_periodo: { phId: ph.id, periodo } }, select: { id: true } }))
    throw fail.conflict('INFORME_YA_PUBLICADO', periodo);
  const consejo = await consejoDe(db, ph.id);
  try {
    const informe = await db.$transaction(async (tx) => {
      const row = await tx.informeMensual.create({
        data: { phId: ph.id, periodo, publicadoPorId: actor.user.id, publicadoEn: clock.now() },
      });
      await audit(tx, {
        actorId: actor.user.id,
        phId: ph.id,
        action: 'informe.publicar',
        entity: 'informe_mensual',
        entityId: row.id,
        details: { periodo, destinatarios: consejo.length },
        ip: actor.ip,
      });
      for (const miembro of consejo) await jobs.send(tx, 'informes.envio', { informeId: row.id, ...miembro });
      return row;
    });
    return { informe, destinatarios: consejo.length };
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict('INFORME_YA_PUBLICADO', periodo);
    throw error;
  }
}
