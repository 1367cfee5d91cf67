// Metas y Objetivos: the month's targets (new clients, MRR), set by a SUPER_ADMIN, beside what was reached
// (conversions in that month; the MRR as it stands now — no history of past MRR is kept).
import { COMERCIAL_MSG, type Metas } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { assertComercial } from './access.ts';
import { conversionesDe, mrrActual, periodoDe } from './cifras.ts';

export async function leerMetas({ db, clock }: Deps, actor: Actor, periodo?: string): Promise<Omit<Metas, 'success'>> {
  assertComercial(actor.user, 'leerMetas');
  const mes = periodo ?? periodoDe(clock.now());
  const [meta, nuevosClientes, mrr] = await Promise.all([
    db.metaComercial.findUnique({ where: { periodo: mes } }),
    conversionesDe(db, mes),
    mrrActual(db),
  ]);
  return {
    periodo: mes,
    meta: meta && { nuevosClientes: meta.nuevosClientes, mrr: meta.mrr, actualizadoEn: meta.updatedAt.toISOString() },
    logrado: { nuevosClientes, mrr },
  };
}

export async function fijarMetas(
  deps: Deps,
  actor: Actor,
  data: { periodo: string; nuevosClientes: number; mrr: number },
): Promise<Omit<Metas, 'success'>> {
  assertComercial(actor.user, 'fijarMetas');
  const { db, clock } = deps;
  const now = clock.now();
  await db.$transaction(async (tx) => {
    const antes = await tx.metaComercial.findUnique({ where: { periodo: data.periodo } });
    const fields = { nuevosClientes: data.nuevosClientes, mrr: data.mrr, actualizadoPorId: actor.user.id, updatedAt: now };
    await tx.metaComercial.upsert({
      where: { periodo: data.periodo },
      create: { periodo: data.periodo, ...fields },
      update: fields,
    });
    await audit(tx, {
      actorId: actor.user.id,
      action: 'comercial.metas',
      entity: 'meta_comercial',
      entityId: data.periodo,
      details: {
        antes: antes ? { nuevosClientes: antes.nuevosClientes, mrr: antes.mrr } : null,
        despues: { nuevosClientes: data.nuevosClientes, mrr: data.mrr },
      },
      ip: actor.ip,
    });
  });
  return { ...(await leerMetas(deps, actor, data.periodo)), message: COMERCIAL_MSG.metasGuardadas };
}
