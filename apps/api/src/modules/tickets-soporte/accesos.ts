// Support access (issue 33): from a ticket, a SOPORTE agent opens the complex's portal read-only for
// ACCESO_SOPORTE_MINUTOS. The access is a row (who, which complex, which ticket, why, from, until),
// audited in the complex's log and listed to its administrators («Accesos de soporte»). While it lasts
// the API refuses the agent every change (solo-lectura.ts, in the authed procedure builder), whatever
// a module's own policy says.
import { ACCESO_SOPORTE_MINUTOS, mayAbrirAccesoSoporte } from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { conjuntoAdministrado, ticketDelCaller } from './access.ts';
import { leerNombres, toAccesoOutput } from './output.ts';

const MINUTO_MS = 60_000;
const MAX_ACCESOS = 100;

export async function abrirAccesoSoporte(deps: Deps, actor: Actor, ticketId: string, motivo: string) {
  const { ticket } = await ticketDelCaller(deps.db, actor.user, ticketId);
  if (!mayAbrirAccesoSoporte(actor.user.platformRole, ticket.estado)) {
    throw ticket.estado === 'cerrado' ? fail.conflict('TICKET_CERRADO') : fail.forbidden('SIN_ACCESO');
  }
  const desde = deps.clock.now();
  const hasta = new Date(desde.getTime() + ACCESO_SOPORTE_MINUTOS * MINUTO_MS);
  const acceso = await deps.db.$transaction(async (tx) => {
    const acceso = await tx.accesoSoporte.create({
      data: { ticketId, phId: ticket.phId, agenteId: actor.user.id, motivo, desde, hasta },
      include: { ticket: { select: { numero: true } } },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ticket.phId,
      action: 'soporte.acceso',
      entity: 'acceso_soporte',
      entityId: acceso.id,
      details: { ticketId, numero: ticket.numero, motivo, hasta: hasta.toISOString(), soloLectura: true },
      ip: actor.ip,
    });
    return acceso;
  });
  const nombres = await leerNombres(deps.db, [actor.user.id], []);
  return toAccesoOutput(acceso, nombres, desde);
}

/** GET /api/ph/{id}/accesos-soporte: who from support entered the complex, when and why (its administrators). */
export async function listAccesosDelConjunto(deps: Deps, actor: Actor, phId: string) {
  const ph = await conjuntoAdministrado(deps.db, actor.user, phId);
  const accesos = await deps.db.accesoSoporte.findMany({
    where: { phId: ph.id },
    include: { ticket: { select: { numero: true } } },
    orderBy: { desde: 'desc' },
    take: MAX_ACCESOS,
  });
  const nombres = await leerNombres(
    deps.db,
    accesos.map((a) => a.agenteId),
    [],
  );
  const ahora = deps.clock.now();
  return accesos.map((a) => toAccesoOutput(a, nombres, ahora));
}

/** Does this agent hold a live support access to some complex now? (the read-only guard asks). */
export async function tieneAccesoSoporteVigente(db: DbClient, agenteId: string, ahora: Date): Promise<boolean> {
  return (await db.accesoSoporte.count({ where: { agenteId, desde: { lte: ahora }, hasta: { gt: ahora } } })) > 0;
}
