import { randomUUID } from 'node:crypto';

import { Prisma, type Database } from '@horizonte/db';

import { bulkInsert } from './bulk.ts';

export interface AuditEntry {
  actorId?: string | null;
  phId?: string | null;
  action: string;
  entity?: string;
  entityId?: string;
  details?: Prisma.InputJsonValue;
  ip?: string;
}

/** Security-relevant and data-changing events. Never pass passwords or raw tokens in details. */
export async function audit(db: Database | Prisma.TransactionClient, entry: AuditEntry): Promise<void> {
  await db.auditLog.create({
    data: {
      actorId: entry.actorId ?? null,
      phId: entry.phId ?? null,
      action: entry.action,
      entity: entry.entity ?? null,
      entityId: entry.entityId ?? null,
      details: entry.details,
      ip: entry.ip ?? null,
    },
  });
}

/**
 * The entry as an INSERT for the statement that makes the change (`WITH … AS (INSERT INTO audit_log …)`):
 * a one-statement write and its audit entry commit together, with no transaction around them.
 * `at` is the entry's created_at, as `audit` writes it (the process's time, UTC); `onlyIf`, a condition
 * on the statement's other parts (e.g. `EXISTS (SELECT 1 FROM inserted)`) for a write that may not happen.
 */
export function auditInsert(
  entry: AuditEntry,
  at: Date,
  onlyIf: Prisma.Sql = Prisma.sql`true`,
  /** Details only the statement knows (a jsonb object merged into entry.details), e.g. a hash computed in SQL. */
  detailsFromSql?: Prisma.Sql,
): Prisma.Sql {
  const details = entry.details === undefined ? null : JSON.stringify(entry.details);
  const detailsSql = detailsFromSql
    ? Prisma.sql`coalesce(${details}::jsonb, '{}'::jsonb) || ${detailsFromSql}`
    : Prisma.sql`${details}::jsonb`;
  return Prisma.sql`INSERT INTO audit_log (id, actor_id, ph_id, action, entity, entity_id, details, ip, created_at)
    SELECT ${randomUUID()}::uuid, ${entry.actorId ?? null}::uuid, ${entry.phId ?? null}::uuid, ${entry.action},
           ${entry.entity ?? null}, ${entry.entityId ?? null}, ${detailsSql}, ${entry.ip ?? null},
           ${at.toISOString()}::timestamp(3)
    WHERE ${onlyIf}`;
}

/** Many entries in one statement (a spreadsheet import audits every unit and person it adds). */
export async function auditMany(db: Database | Prisma.TransactionClient, entries: AuditEntry[]): Promise<void> {
  await bulkInsert(
    db,
    'audit_log',
    {
      id: 'uuid',
      actor_id: 'uuid',
      ph_id: 'uuid',
      action: 'text',
      entity: 'text',
      entity_id: 'text',
      details: 'jsonb',
      ip: 'text',
    },
    entries.map((entry) => ({
      id: randomUUID(),
      actor_id: entry.actorId ?? null,
      ph_id: entry.phId ?? null,
      action: entry.action,
      entity: entry.entity ?? null,
      entity_id: entry.entityId ?? null,
      details: entry.details ?? null,
      ip: entry.ip ?? null,
    })),
  );
}
