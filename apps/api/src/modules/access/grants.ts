// Giving and taking a role in a property. Idempotent: granting twice keeps one row.
import type { Rol } from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

export async function grantRole(db: DbClient, userId: string, phId: string, rol: Rol): Promise<void> {
  await db.userRole.upsert({
    where: { userId_phId_rol: { userId, phId, rol } },
    create: { userId, phId, rol },
    update: {},
  });
}

export async function revokeRole(db: DbClient, userId: string, phId: string, rol: Rol): Promise<void> {
  await db.userRole.deleteMany({ where: { userId, phId, rol } });
}
