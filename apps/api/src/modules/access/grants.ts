// Giving and taking a role in a property. Idempotent: granting twice keeps one row.
import type { Rol } from '@horizonte/contracts';
import type { Database, Prisma } from '@horizonte/db';

type Writer = Database | Prisma.TransactionClient;

export async function grantRole(db: Writer, userId: string, phId: string, rol: Rol): Promise<void> {
  await db.userRole.upsert({
    where: { userId_phId_rol: { userId, phId, rol } },
    create: { userId, phId, rol },
    update: {},
  });
}

export async function revokeRole(db: Writer, userId: string, phId: string, rol: Rol): Promise<void> {
  await db.userRole.deleteMany({ where: { userId, phId, rol } });
}
