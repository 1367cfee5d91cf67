// GET /pagos-en-linea/{id}: the intent and its estado (the return page polls it). `transaccion` is the
// id the gateway appends to the return URL (Wompi: ?id=…): kept on a pending intent as a hint for the
// daily query, which trusts only what the gateway answers about it (its reference must be the intent's).
import type { Intento } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { requireIntento } from './access.ts';
import { intentoInclude, toIntentoOutput } from './output.ts';

export async function getIntento(deps: Deps, actor: Actor, id: string, transaccion?: string): Promise<Intento> {
  const intento = await requireIntento(deps.db, actor.user, id);
  if (transaccion && intento.estado === 'pendiente' && !intento.transaccionId)
    await deps.db.intentoPago.updateMany({
      where: { id, estado: 'pendiente', transaccionId: null },
      data: { transaccionId: transaccion },
    });
  return toIntentoOutput(await deps.db.intentoPago.findUniqueOrThrow({ where: { id }, include: intentoInclude }));
}
