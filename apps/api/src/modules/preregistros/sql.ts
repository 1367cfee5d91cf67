// Raw SQL of the preregistros module.
import { randomUUID } from 'node:crypto';

import { Prisma, readRows, table, type Database, type RowOf, type TypedSql } from '@horizonte/db';

import { auditInsert, type AuditEntry } from '../../lib/audit.ts';
import type { PreregistroWithDecider } from './output.ts';

const PREREGISTRO = table('Preregistro', 'p').all();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The open property the path names (its id or its identificador) and whether `email` already has a
 * pending preregistro in it, in one statement; no row when there is no such property.
 */
export async function openPropertyFor(
  db: Database,
  idOrIdentificador: string,
  email: string,
): Promise<{ id: string; duplicado: boolean } | undefined> {
  const where = UUID.test(idOrIdentificador)
    ? Prisma.sql`ph.id = ${idOrIdentificador}::uuid`
    : Prisma.sql`ph.identificador = ${idOrIdentificador.toLowerCase()}`;
  const [row] = await readRows(
    db,
    Prisma.sql`
      SELECT ph.id::text AS id, EXISTS (
        SELECT 1 FROM preregistros r WHERE r.ph_id = ph.id AND r.email = ${email} AND r.status = 'pendiente'
      ) AS duplicado
      FROM ph WHERE ${where} AND ph.deleted_at IS NULL LIMIT 1` as TypedSql<{ id: string; duplicado: boolean }>,
  );
  return row;
}

export interface NewPreregistro {
  phId: string;
  nombre: string;
  tipoDocumento: string;
  numeroDocumento: string;
  email: string;
  rolDeseado: string;
  torre?: string | null;
  unidad?: string | null;
  apartamentoId: string | null;
}

/**
 * The preregistro and its audit entry in one statement (atomic on its own: no transaction, one round
 * trip), answered as Prisma's `create({ include: withDecider })` would: a new one has no decider yet.
 */
export async function insertPreregistro(
  db: Database,
  data: NewPreregistro,
  entry: (id: string) => AuditEntry,
): Promise<PreregistroWithDecider> {
  const id = randomUUID();
  const now = new Date();
  const at = now.toISOString();
  const query = Prisma.sql`
    WITH p AS (
      INSERT INTO preregistros (id, ph_id, nombre, tipo_documento, numero_documento, email, rol_deseado, torre, unidad,
                                apartamento_id, created_at, updated_at)
      VALUES (${id}::uuid, ${data.phId}::uuid, ${data.nombre}, ${data.tipoDocumento}::"TipoDocumento", ${data.numeroDocumento},
              ${data.email}, ${data.rolDeseado}::"Rol", ${data.torre ?? null}, ${data.unidad ?? null},
              ${data.apartamentoId}::uuid, ${at}::timestamp(3), ${at}::timestamp(3))
      RETURNING *
    ), audited AS (${auditInsert(entry(id), now)})
    SELECT ${PREREGISTRO} FROM p` as TypedSql<RowOf<typeof PREREGISTRO>>;
  const [row] = await readRows(db, query);
  return { ...row!, decidedBy: null };
}
