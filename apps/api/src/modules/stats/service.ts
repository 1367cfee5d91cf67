// Live counts for the dashboards: one property, or the platform (super users) / the admin's properties.
import type { PhStats, PlatformStats } from '@horizonte/contracts';
import type { Database, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requirePhPermission } from '../access/guards.ts';

export async function coeficienteTotal(db: Database | Prisma.TransactionClient, phId: string): Promise<number> {
  const sum = await db.apartamento.aggregate({ where: { phId }, _sum: { coeficiente: true } });
  return Number(sum._sum.coeficiente ?? 0);
}

export async function propertyStats({ db }: Deps, actor: Actor, phId: string): Promise<Omit<PhStats, 'success'>> {
  await requirePhPermission(db, actor.user, phId, 'stats');
  const [apartamentos, residentes, pendingPreregistros, total] = await Promise.all([
    db.apartamento.count({ where: { phId } }),
    db.residente.count({ where: { apartamento: { phId } } }),
    db.preregistro.count({ where: { phId, status: 'pendiente' } }),
    coeficienteTotal(db, phId),
  ]);
  return { apartamentos, residentes, pendingPreregistros, coeficienteTotal: total };
}

/** Super users count the whole platform; a property admin counts the properties they administer. */
export async function platformStats({ db }: Deps, actor: Actor): Promise<Omit<PlatformStats, 'success'>> {
  const caller = actor.user;
  if (caller.platformRole) {
    const [properties, users, pendingPreregistros, apartamentos] = await Promise.all([
      db.pH.count({ where: { deletedAt: null } }),
      db.user.count(),
      db.preregistro.count({ where: { status: 'pendiente', ph: { deletedAt: null } } }),
      db.apartamento.count({ where: { ph: { deletedAt: null } } }),
    ]);
    return { properties, users, pendingPreregistros, apartamentos };
  }
  const administered = await db.userRole.findMany({
    where: { userId: caller.id, rol: 'admin', ph: { deletedAt: null } },
    select: { phId: true },
  });
  if (administered.length === 0) throw fail.forbidden('SIN_ACCESO');
  const phIds = { in: administered.map((r) => r.phId) };
  const [users, pendingPreregistros, apartamentos] = await Promise.all([
    db.user.count({ where: { roles: { some: { phId: phIds } } } }),
    db.preregistro.count({ where: { phId: phIds, status: 'pendiente' } }),
    db.apartamento.count({ where: { phId: phIds } }),
  ]);
  return { properties: administered.length, users, pendingPreregistros, apartamentos };
}
