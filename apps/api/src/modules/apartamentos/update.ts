// Editing a unit; a changed coeficiente starts a new entry of its history.
import { toMillionths } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { manageableApartamento } from './access.ts';
import { assertCoeficienteFits, recordCoeficientes } from './coeficientes.ts';
import { withResidentesCount } from './output.ts';
import { writeApartamento, type ApartamentoData } from './write.ts';

export async function updateApartamento({ db, clock }: Deps, actor: Actor, id: string, data: ApartamentoData) {
  const { ph, apartamento: before } = await manageableApartamento(db, actor.user, id);
  const { coeficienteReferencia, ...unit } = data;
  await assertCoeficienteFits(db, ph.id, unit.coeficiente, id);
  // Any positive share may raise the sum (the unit's old share read above may already be stale).
  return writeApartamento(db, { phId: ph.id, raises: unit.coeficiente > 0 }, async (tx) => {
    const apartamento = await tx.apartamento.update({ where: { id }, data: unit, include: withResidentesCount });
    // Ley 675 art. 28: a new coeficiente starts a new entry of the unit's history.
    if (toMillionths(Number(before.coeficiente)) !== toMillionths(unit.coeficiente)) {
      await recordCoeficientes(tx, [
        {
          apartamentoId: id,
          valor: unit.coeficiente,
          referencia: coeficienteReferencia,
          actorId: actor.user.id,
          vigenteDesde: clock.now(),
        },
      ]);
    }
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'apartamento.update',
      entity: 'apartamento',
      entityId: id,
      details: data,
      ip: actor.ip,
    });
    return apartamento;
  });
}
