// A complex's billing calendar (issue 26, point 2): the day of the month charges fall due and the
// grace days after an emission before mora runs; and the next period to bill, with its due date.
import { siguientePeriodoSinFacturar } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from './access.ts';
import { hoy, type Db } from './ledger.ts';

export interface Configuracion {
  diaVencimiento: number;
  diasGracia: number;
}

/** Without a row, the defaults of the schema: due on the 10th, no grace beyond the emission day. */
export async function configuracionDe(db: Db | Prisma.TransactionClient, phId: string): Promise<Configuracion> {
  const row = await db.tesoreriaConfiguracion.findUnique({ where: { phId } });
  return { diaVencimiento: row?.diaVencimiento ?? 10, diasGracia: row?.diasGracia ?? 0 };
}

async function conSiguiente(deps: Deps, phId: string, config: Configuracion) {
  const facturados = await deps.db.facturacion.findMany({
    where: { phId, estado: { not: 'anulada' } },
    select: { periodo: true },
  });
  const { periodo, vencimiento } = siguientePeriodoSinFacturar(
    hoy(deps.clock),
    config.diaVencimiento,
    facturados.map((f) => f.periodo),
  );
  return { ...config, siguientePeriodo: periodo, siguienteVencimiento: vencimiento };
}

export async function getConfiguracion(deps: Deps, actor: Actor, phId: string) {
  const ph = await requireTesoreria(deps.db, actor.user, phId, 'read');
  return conSiguiente(deps, ph.id, await configuracionDe(deps.db, ph.id));
}

export async function setConfiguracion(deps: Deps, actor: Actor, phId: string, input: Configuracion) {
  const ph = await requireTesoreria(deps.db, actor.user, phId, 'manage');
  const data = { diaVencimiento: input.diaVencimiento, diasGracia: input.diasGracia, updatedAt: deps.clock.now() };
  await deps.db.$transaction(async (tx) => {
    await tx.tesoreriaConfiguracion.upsert({ where: { phId: ph.id }, create: { phId: ph.id, ...data }, update: data });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'tesoreria.configuracion',
      entity: 'tesoreria_configuracion',
      entityId: ph.id,
      details: { diaVencimiento: input.diaVencimiento, diasGracia: input.diasGracia },
      ip: actor.ip,
    });
  });
  return conSiguiente(deps, ph.id, input);
}
