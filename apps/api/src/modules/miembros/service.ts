// The people who hold a role in a complex, and removing one of those roles (issue 25: leaving means
// leaving). Roles are read on every request, so a removed portero, proveedor or consejo member loses every
// read at once; an owner or resident also loses their unit links; their calendar keys rotate and the
// visitor authorisations they may no longer give are revoked. The change is announced to open streams by
// the database (trigger on user_roles and residentes → 'u:<id>' on horizonte_sesiones).
import { mayOnProperty, MSG, roleRemovalRefusal, type Rol } from '@horizonte/contracts';
import { Prisma, readRows } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { revokeRole } from '../access/grants.ts';
import { propertyAccess, requirePhPermission } from '../access/guards.ts';
import { tiposForRol } from '../residentes/links.ts';
import { alSalirDelConjunto } from '../residentes/salida.ts';

export interface MiembroRow {
  userId: string;
  nombre: string;
  email: string;
  rol: Rol;
  desde: Date;
}

/** Role entries of the complex, by role then name: its community readers (admin, consejo, platform staff). */
export async function listarMiembros(
  { db }: Deps,
  actor: Actor,
  phId: string,
  filtro: PageInput & { rol?: Rol },
): Promise<{ rows: MiembroRow[]; total: number }> {
  const ph = await requirePhPermission(db, actor.user, phId, 'readCommunity');
  const where = { phId: ph.id, ...(filtro.rol ? { rol: filtro.rol } : {}) };
  const [total, rows] = await Promise.all([
    db.userRole.count({ where }),
    db.userRole.findMany({
      where,
      include: { user: { select: { nombre: true, email: true } } },
      orderBy: [{ rol: 'asc' }, { user: { nombre: 'asc' } }, { id: 'asc' }],
      ...pageOf(filtro),
    }),
  ]);
  return {
    total,
    rows: rows.map((r) => ({ userId: r.userId, nombre: r.user.nombre, email: r.user.email, rol: r.rol, desde: r.createdAt })),
  };
}

export async function retirarRol(
  { db, clock }: Deps,
  actor: Actor,
  phId: string,
  userId: string,
  rol: Rol,
  motivo: string,
): Promise<void> {
  const { ph, roles } = await propertyAccess(db, actor.user, phId);
  if (!mayOnProperty(actor.user.platformRole, roles, 'manage')) throw fail.forbidden();
  await db.$transaction(async (tx) => {
    // The administrators' rows stay locked until commit: two admins removing each other at once leave one.
    const admins = await readRows<{ user_id: string }>(
      tx,
      Prisma.sql`SELECT user_id FROM user_roles WHERE ph_id = ${ph.id}::uuid AND rol = 'admin' FOR UPDATE`,
    );
    const held = await tx.userRole.findUnique({ where: { userId_phId_rol: { userId, phId: ph.id, rol } } });
    if (!held) throw fail.notFound(MSG.rolNoAsignado);
    const refusal = roleRemovalRefusal(actor.user.platformRole, roles, rol, admins.length);
    if (refusal?.status === 409) throw fail.conflict(refusal.message);
    if (refusal) throw fail.forbidden();
    const links =
      rol === 'propietario' || rol === 'residente'
        ? await tx.residente.deleteMany({ where: { userId, tipo: { in: tiposForRol(rol) }, apartamento: { phId: ph.id } } })
        : { count: 0 };
    await revokeRole(tx, userId, ph.id, rol);
    await alSalirDelConjunto(tx, ph.id, userId, clock.now());
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'miembro.retirar_rol',
      entity: 'user',
      entityId: userId,
      details: { rol, motivo, vinculosRetirados: links.count },
      ip: actor.ip,
    });
  });
}
