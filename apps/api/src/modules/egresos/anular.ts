// An egreso is annulled with its motivo, never deleted: it stays listed with its number (the
// comprobante says ANULADO) and stops counting in retenciones and the budget's execution.
import { egresoPuedeAnularse } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requireEgreso } from './access.ts';
import { egresoInclude, toEgresoOutput } from './output.ts';

export async function anularEgreso(deps: Deps, actor: Actor, id: string, motivo: string) {
  const { row } = await requireEgreso(deps.db, actor.user, id, 'manage');
  if (!egresoPuedeAnularse(row.estado)) throw fail.conflict('EGRESO_YA_ANULADO');
  const updated = await deps.db.$transaction(async (tx) => {
    const { count } = await tx.egreso.updateMany({
      where: { id, estado: 'registrado' },
      data: { estado: 'anulado', motivoAnulacion: motivo, anuladoEn: deps.clock.now() },
    });
    if (count === 0) throw fail.conflict('EGRESO_YA_ANULADO');
    await audit(tx, {
      actorId: actor.user.id,
      phId: row.phId,
      action: 'egreso.anular',
      entity: 'egreso',
      entityId: id,
      details: { numero: row.numero, motivo },
      ip: actor.ip,
    });
    return tx.egreso.findUniqueOrThrow({ where: { id }, include: egresoInclude });
  });
  return toEgresoOutput(updated);
}
