// A new unit of a complex, with the first entry of its coeficiente history.
import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { manageableProperty } from './access.ts';
import { assertCoeficienteFits, recordCoeficientes } from './coeficientes.ts';
import { withResidentesCount } from './output.ts';
import { writeApartamento, type ApartamentoData } from './write.ts';

export async function createApartamento({ db, clock }: Deps, actor: Actor, phId: string, data: ApartamentoData) {
  await manageableProperty(db, actor.user, phId);
  const { coeficienteReferencia, ...unit } = data;
  await assertCoeficienteFits(db, phId, unit.coeficiente);
  return writeApartamento(db, { phId, raises: unit.coeficiente > 0 }, async (tx) => {
    const apartamento = await tx.apartamento.create({ data: { ...unit, phId }, include: withResidentesCount });
    await recordCoeficientes(tx, [
      {
        apartamentoId: apartamento.id,
        valor: unit.coeficiente,
        referencia: coeficienteReferencia,
        actorId: actor.user.id,
        vigenteDesde: clock.now(),
      },
    ]);
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'apartamento.create',
      entity: 'apartamento',
      entityId: apartamento.id,
      details: data,
      ip: actor.ip,
    });
    return apartamento;
  });
}
