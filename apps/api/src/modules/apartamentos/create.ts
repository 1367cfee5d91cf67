// A new unit of a complex, with the first entry of its coeficiente history.
import { readRows, type DbClient } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { manageableProperty } from './access.ts';
import type { ApartamentoWithCount } from './output.ts';
import { insertUnitSql } from './sql.ts';
import { refusingRepeatedUnit, writeApartamento, type ApartamentoData } from './write.ts';

export async function createApartamento({ db, clock }: Deps, actor: Actor, phId: string, data: ApartamentoData) {
  await manageableProperty(db, actor.user, phId);
  const { coeficienteReferencia, ...unit } = data;
  const statement = insertUnitSql(
    { ...unit, phId },
    { referencia: coeficienteReferencia, actorId: actor.user.id, vigenteDesde: clock.now() },
    (id) => ({
      actorId: actor.user.id,
      phId,
      action: 'apartamento.create',
      entity: 'apartamento',
      entityId: id,
      details: data,
      ip: actor.ip,
    }),
  );
  const insert = async (client: DbClient) => {
    const [inserted] = await readRows(client, statement);
    if (!inserted) throw fail.conflict('COEFICIENTES_SUPERAN_EL_100');
    const { coeficienteTotal, ...row } = inserted;
    const apartamento: ApartamentoWithCount = { ...row, _count: { residentes: 0 } };
    return { apartamento, coeficienteTotal: Number(coeficienteTotal) };
  };
  // A positive share may raise the sum: it is settled under the property's lock, after the insert.
  if (unit.coeficiente > 0) return writeApartamento(db, { phId, raises: true }, async (tx) => (await insert(tx)).apartamento);
  // A zero share cannot: the one statement is the whole write.
  return refusingRepeatedUnit(() => insert(db));
}
