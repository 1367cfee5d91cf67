// Raw SQL reads of the members module.
import { Prisma, readRows, type DbClient } from '@horizonte/db';

/**
 * The complex's administrators, their rows locked until the transaction ends: two admins removing
 * each other at once leave one.
 */
export async function administradoresBloqueados(tx: DbClient, phId: string): Promise<number> {
  const admins = await readRows<{ user_id: string }>(
    tx,
    Prisma.sql`SELECT user_id FROM user_roles WHERE ph_id = ${phId}::uuid AND rol = 'admin' FOR UPDATE`,
  );
  return admins.length;
}
