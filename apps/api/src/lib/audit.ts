import type { Database, Prisma } from '@horizonte/db';

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
