// The audit log's search: by who acted (name or email), complex, action (or its prefix) and date range.
import type { AuditoriaEntrada } from '@horizonte/contracts';
import { Prisma, type DbClient } from '@horizonte/db';

import { likeLiteral, normalizeSearch } from '../../lib/text.ts';
import { USUARIO_BUSQUEDA } from '../usuarios/sql.ts';

export interface FiltrosAuditoria {
  persona?: string | undefined;
  accion?: string | undefined;
  phId?: string | undefined;
  /** [desde, hasta) instants. */
  desde: Date;
  hasta: Date;
  skip: number;
  take: number;
}

interface Fila {
  id: string;
  action: string;
  entity: string | null;
  entityId: string | null;
  details: unknown;
  ip: string | null;
  createdAt: Date;
  actorId: string | null;
  actorNombre: string | null;
  actorEmail: string | null;
  phId: string | null;
  phNombre: string | null;
}

export async function buscarAuditoria(
  db: DbClient,
  f: FiltrosAuditoria,
): Promise<{ entradas: AuditoriaEntrada[]; total: number }> {
  const parts: Prisma.Sql[] = [Prisma.sql`a.created_at >= ${f.desde} AND a.created_at < ${f.hasta}`];
  if (f.phId) parts.push(Prisma.sql`a.ph_id = ${f.phId}::uuid`);
  if (f.accion) parts.push(Prisma.sql`a.action LIKE ${`${likeLiteral(f.accion)}%`}`);
  const persona = f.persona ? normalizeSearch(f.persona) : '';
  if (persona)
    // The people search's trigram index finds who acted.
    parts.push(
      Prisma.sql`a.actor_id IN (SELECT u.id FROM users u WHERE ${USUARIO_BUSQUEDA} LIKE ${`%${likeLiteral(persona)}%`})`,
    );
  const where = Prisma.join(parts, ' AND ');
  const [filas, [conteo]] = await Promise.all([
    db.$queryRaw<Fila[]>`
      SELECT a.id, a.action, a.entity, a.entity_id AS "entityId", a.details, a.ip, a.created_at AS "createdAt",
             u.id AS "actorId", u.nombre AS "actorNombre", u.email AS "actorEmail", p.id AS "phId", p.nombre AS "phNombre"
      FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id LEFT JOIN ph p ON p.id = a.ph_id
      WHERE ${where}
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT ${f.take} OFFSET ${f.skip}`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM audit_log a WHERE ${where}`,
  ]);
  return {
    total: conteo?.total ?? 0,
    entradas: filas.map((r) => ({
      id: r.id,
      en: r.createdAt.toISOString(),
      accion: r.action,
      entidad: r.entity,
      entidadId: r.entityId,
      actor: r.actorId ? { id: r.actorId, nombre: r.actorNombre ?? '', email: r.actorEmail ?? '' } : null,
      ph: r.phId ? { id: r.phId, nombre: r.phNombre ?? '' } : null,
      ip: r.ip,
      detalles: r.details ?? null,
    })),
  };
}
