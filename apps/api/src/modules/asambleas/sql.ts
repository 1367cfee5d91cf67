// Raw SQL writes of the asambleas module.
import { randomUUID } from 'node:crypto';

import { Prisma, table, type Asamblea, type AsambleaPunto, type AsambleaVoto, type RowOf, type TypedSql } from '@horizonte/db';

import { auditInsert, type AuditEntry } from '../../lib/audit.ts';
import { unidadesPropiasSql } from './access.ts';

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

/** The chain's lock (see colaDeLaCadena): the asamblea row, FOR NO KEY UPDATE. */
export const candadoDeLaCadenaSql = (asambleaId: string) =>
  Prisma.sql`SELECT id FROM asambleas WHERE id = ${asambleaId}::uuid FOR NO KEY UPDATE` as TypedSql<{ id: string }>;

export type VotoDeCuenta = Omit<VotoNuevo, 'secuencia' | 'hashAnterior' | 'hash'>;

/**
 * Under the chain's lock, in one statement: whether the punto is still open, the chain's tail (read in a
 * statement of its own after the lock, so it sees what the previous holder committed), the vote linked to
 * it, its audit entry and the event. The link is SHA-256(previous hash + canonical vote) as hashVoto says;
 * only the sequence comes from the tail, so the canonical text arrives split around it
 * (`canonicoSinSecuencia`: the text after `[secuencia`) and the caller checks the stored hash against
 * hashVoto before committing. No row: the punto closed meanwhile.
 */
export function votoEncadenadoSql(
  voto: VotoDeCuenta,
  canonicoSinSecuencia: string,
  hashInicial: string,
  entrada: AuditEntry,
  aviso: { canal: string; payload: string },
) {
  return Prisma.sql`
    WITH cola AS (
      SELECT coalesce(t.secuencia, 0) + 1 AS secuencia, coalesce(t.hash, ${hashInicial}) AS hash_anterior
      FROM (SELECT 1) uno
      LEFT JOIN LATERAL (SELECT secuencia, hash FROM asamblea_votos WHERE asamblea_id = ${voto.asambleaId}::uuid
                         ORDER BY secuencia DESC LIMIT 1) t ON true
      WHERE EXISTS (SELECT 1 FROM asamblea_puntos WHERE id = ${voto.puntoId}::uuid AND estado = 'abierto')
    ), v AS (
      INSERT INTO asamblea_votos (id, punto_id, asamblea_id, apartamento_id, user_id, calidad, opcion, peso, emitido_en,
                                  secuencia, hash_anterior, hash)
      SELECT ${randomUUID()}::uuid, ${voto.puntoId}::uuid, ${voto.asambleaId}::uuid, ${voto.apartamentoId}::uuid,
             ${voto.userId}::uuid, ${voto.calidad}::"VotoCalidad", ${voto.opcion}::"VotoOpcion", ${voto.peso}::int,
             ${voto.emitidoEn.toISOString()}::timestamp(3), cola.secuencia, cola.hash_anterior,
             encode(sha256(convert_to(cola.hash_anterior || '[' || cola.secuencia::text || ${canonicoSinSecuencia}, 'UTF8')), 'hex')
      FROM cola
      RETURNING *
    ), auditado AS (${auditInsert(entrada, new Date(), Prisma.sql`EXISTS (SELECT 1 FROM v)`, Prisma.sql`jsonb_build_object('hash', (SELECT hash FROM v))`)}),
    aviso AS (SELECT pg_notify(${aviso.canal}, ${aviso.payload}) FROM v)
    SELECT ${VOTO} FROM v CROSS JOIN aviso` as TypedSql<RowOf<typeof VOTO>>;
}

/**
 * Everything a vote from an account checks before the chain's lock, in one read: the punto and its
 * asamblea (of a complex not deleted), the caller's own units in that complex, the unit's row in the
 * padrón, whether it is present and whether it already voted. No row: the punto does not exist.
 */
export function antesDelVotoSql(puntoId: string, apartamentoId: string, userId: string) {
  return Prisma.sql`
    SELECT p.ponderacion::text AS ponderacion, p.estado::text AS "puntoEstado",
      a.id AS "asambleaId", a.ph_id AS "phId", a.estado::text AS "asambleaEstado", a.modalidad::text AS modalidad,
      a.convocada_en AS "convocadaEn",
      ARRAY(${unidadesPropiasSql(userId, Prisma.sql`a.ph_id`)}) AS propias,
      pa.unidad AS nombre, pa.coeficiente::text AS coeficiente,
      EXISTS (SELECT 1 FROM asamblea_asistencias WHERE asamblea_id = a.id AND apartamento_id = ${apartamentoId}::uuid AND salida_en IS NULL) AS presente,
      EXISTS (SELECT 1 FROM asamblea_votos WHERE punto_id = p.id AND apartamento_id = ${apartamentoId}::uuid) AS "yaVoto"
    FROM asamblea_puntos p
    JOIN asambleas a ON a.id = p.asamblea_id
    JOIN ph ON ph.id = a.ph_id AND ph.deleted_at IS NULL
    LEFT JOIN asamblea_padron pa ON pa.asamblea_id = a.id AND pa.apartamento_id = ${apartamentoId}::uuid
    WHERE p.id = ${puntoId}::uuid` as TypedSql<{
    ponderacion: AsambleaPunto['ponderacion'];
    puntoEstado: AsambleaPunto['estado'];
    asambleaId: string;
    phId: string;
    asambleaEstado: Asamblea['estado'];
    modalidad: Asamblea['modalidad'];
    convocadaEn: Date | null;
    propias: string[];
    nombre: string | null;
    coeficiente: string | null;
    presente: boolean;
    yaVoto: boolean;
  }>;
}
