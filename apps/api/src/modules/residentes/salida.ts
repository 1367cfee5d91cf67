// What ends when a person's link to a unit ends or changes (issue 25: leaving means leaving): their key
// to the unit's calendar feed rotates, and the visitor authorisations they may no longer give are revoked
// (the gate refuses them anyway: porteria/vigencia.ts). Their roles and links are read on every request,
// and the database announces the change to open streams (trigger on residentes and user_roles).
import type { Prisma } from '@horizonte/db';

import { revocarSinAutor } from '../porteria/vigencia.ts';
import { rotarFeeds } from '../reservas/feed.ts';

export async function alSalirDeUnaUnidad(
  tx: Prisma.TransactionClient,
  phId: string,
  link: { userId: string | null; apartamentoId: string },
  ahora: Date,
): Promise<void> {
  if (!link.userId) return;
  await rotarFeeds(tx, link.userId, { apartamentoId: link.apartamentoId });
  await revocarSinAutor(tx, phId, link.userId, ahora);
}

/** The same for every unit of the complex, when a role is removed. */
export async function alSalirDelConjunto(tx: Prisma.TransactionClient, phId: string, userId: string, ahora: Date): Promise<void> {
  await rotarFeeds(tx, userId, { phId });
  await revocarSinAutor(tx, phId, userId, ahora);
}
