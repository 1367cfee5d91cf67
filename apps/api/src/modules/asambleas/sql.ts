// Raw SQL writes of the asambleas module.
import { randomUUID } from 'node:crypto';

import { Prisma, readRows, table, type AsambleaVoto, type DbClient, type RowOf, type TypedSql } from '@horizonte/db';

import { auditInsert, type AuditEntry } from '../../lib/audit.ts';

const VOTO = table('AsambleaVoto', 'v').all();

export type VotoNuevo = Pick<
  AsambleaVoto,
  | 'asambleaId'
  | 'puntoId'
  | 'apartamentoId'
  | 'userId'
  | 'calidad'
  | 'opcion'
  | 'peso'
  | 'emitidoEn'
  | 'secuencia'
  | 'hashAnterior'
  | 'hash'
>;

/**
 * A vote from the voter's account and its audit entry in one statement: one round trip while the
 * chain's lock is held, answered as Prisma's `create` would (the row as stored).
 */
export async function insertarVoto(tx: DbClient, voto: VotoNuevo, entrada: AuditEntry): Promise<AsambleaVoto> {
  const query = Prisma.sql`
    WITH v AS (
      INSERT INTO asamblea_votos (id, punto_id, asamblea_id, apartamento_id, user_id, calidad, opcion, peso, emitido_en,
                                  secuencia, hash_anterior, hash)
      VALUES (${randomUUID()}::uuid, ${voto.puntoId}::uuid, ${voto.asambleaId}::uuid, ${voto.apartamentoId}::uuid,
              ${voto.userId}::uuid, ${voto.calidad}::"VotoCalidad", ${voto.opcion}::"VotoOpcion", ${voto.peso}::int,
              ${voto.emitidoEn.toISOString()}::timestamp(3), ${voto.secuencia}::int, ${voto.hashAnterior}, ${voto.hash})
      RETURNING *
    ), auditado AS (${auditInsert(entrada, new Date())})
    SELECT ${VOTO} FROM v` as TypedSql<RowOf<typeof VOTO>>;
  const [creado] = await readRows(tx, query);
  return creado!;
}
