// The gate's minuta: entries are only ever added (the database refuses UPDATE and DELETE, see the
// migration's trigger); a correction is a new entry. The gate writes it; staff readers read it.
import type { MinutaTipo } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { porteriaAccess, requireGate, requireVerTodo } from './access.ts';
import { MINUTA_INCLUDE } from './output.ts';
import { detalleDiferido, momentoDelRegistro } from './registro-diferido.ts';

export async function escribirMinuta(
  deps: Deps,
  actor: Actor,
  phId: string,
  data: { tipo: MinutaTipo; texto: string; registradoEn?: string },
) {
  const { db, clock } = deps;
  requireGate(await porteriaAccess(db, actor.user, phId));
  const cuando = momentoDelRegistro(data.registradoEn, clock.now());
  return db.$transaction(async (tx) => {
    const entrada = await tx.minutaEntrada.create({
      data: { phId, tipo: data.tipo, texto: data.texto, autorId: actor.user.id, createdAt: cuando },
      include: MINUTA_INCLUDE,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'minuta.create',
      entity: 'minuta',
      entityId: entrada.id,
      details: { tipo: data.tipo, ...detalleDiferido(data.registradoEn) },
      ip: actor.ip,
    });
    return entrada;
  });
}

export interface MinutaFiltro extends PageInput {
  desde?: string;
  hasta?: string;
}

export async function leerMinuta(deps: Deps, actor: Actor, phId: string, filtro: MinutaFiltro) {
  requireVerTodo(await porteriaAccess(deps.db, actor.user, phId));
  const where: Prisma.MinutaEntradaWhereInput = { phId };
  if (filtro.desde || filtro.hasta)
    where.createdAt = {
      ...(filtro.desde ? { gte: new Date(filtro.desde) } : {}),
      ...(filtro.hasta ? { lt: new Date(filtro.hasta) } : {}),
    };
  const [total, rows] = await Promise.all([
    deps.db.minutaEntrada.count({ where }),
    deps.db.minutaEntrada.findMany({
      where,
      include: MINUTA_INCLUDE,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageOf(filtro),
    }),
  ]);
  return { total, rows };
}
