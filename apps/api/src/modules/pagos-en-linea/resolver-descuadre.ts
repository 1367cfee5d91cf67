// PUT /pagos-en-linea/descuadres/{id}/resolver { nota }: the administration says how a descuadre was
// settled (a refund, a manual pago…). Once; audited.
import { type Descuadre } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requirePagosEnLinea } from './access.ts';
import { toDescuadreOutput } from './output.ts';

export async function resolverDescuadre(deps: Deps, actor: Actor, id: string, nota: string): Promise<Descuadre> {
  const row = await deps.db.descuadrePasarela.findFirst({ where: { id, ph: { deletedAt: null } } });
  if (!row) throw fail.notFound('DESCUADRE_NO_ENCONTRADO');
  await requirePagosEnLinea(deps.db, actor.user, row.phId, 'resolver');
  const updated = await deps.db.$transaction(async (tx) => {
    const ahora = deps.clock.now();
    const { count } = await tx.descuadrePasarela.updateMany({
      where: { id, resuelto: false },
      data: { resuelto: true, nota, resueltoPorId: actor.user.id, resueltoEn: ahora },
    });
    if (count === 0) throw fail.conflict('DESCUADRE_YA_RESUELTO');
    await audit(tx, {
      actorId: actor.user.id,
      phId: row.phId,
      action: 'pasarela.descuadre.resolver',
      entity: 'descuadre_pasarela',
      entityId: id,
      details: { nota },
      ip: actor.ip,
    });
    return tx.descuadrePasarela.findUniqueOrThrow({ where: { id } });
  });
  return toDescuadreOutput(updated);
}
