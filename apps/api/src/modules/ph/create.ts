import type { PH, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { phSearchText } from '../../lib/text.ts';
import type { Actor } from '../access/actor.ts';
import { precargarObligaciones } from '../mantenimiento/obligaciones.ts';
import { assertMayCreateProperty } from './access.ts';
import { assertUnique, uniqueConflict, type PhData } from './unique.ts';

/** Any verified user may create a property and becomes its admin. */
export async function createProperty({ db, clock }: Deps, actor: Actor, data: PhData): Promise<PH> {
  assertMayCreateProperty(actor.user);
  await assertUnique(db, data);
  try {
    return await db.$transaction((tx) => insertProperty(tx, clock.now(), actor, data));
  } catch (error) {
    throw await uniqueConflict(db, data, error);
  }
}

/** The property's rows inside the caller's transaction (also a converted lead's complex, comercial/convertir.ts). */
export async function insertProperty(tx: Prisma.TransactionClient, now: Date, actor: Actor, data: PhData): Promise<PH> {
  const ph = await tx.pH.create({ data: { ...data, searchText: phSearchText(data), createdById: actor.user.id } });
  // Platform staff already reach every property; anyone else needs the admin role to manage it.
  if (!actor.user.platformRole) await tx.userRole.create({ data: { userId: actor.user.id, phId: ph.id, rol: 'admin' } });
  await audit(tx, { actorId: actor.user.id, phId: ph.id, action: 'ph.create', entity: 'ph', entityId: ph.id, ip: actor.ip });
  await precargarObligaciones(tx, ph, now);
  return ph;
}
