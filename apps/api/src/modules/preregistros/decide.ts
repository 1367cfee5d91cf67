// What approving and rejecting share: the decision is taken once (deciding twice is a 409).
import type { PH, Prisma } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { withDecider, type PreregistroWithDecider } from './output.ts';

/** Moves a pending pre-registration of this property to its decision, exactly once. */
export async function decide(
  tx: Prisma.TransactionClient,
  actor: Actor,
  ph: PH,
  preId: string,
  decision: { status: 'aprobado' | 'rechazado'; motivoRechazo?: string | null },
  now: Date,
): Promise<PreregistroWithDecider> {
  const existing = await tx.preregistro.findFirst({ where: { id: preId, phId: ph.id }, select: { status: true } });
  if (!existing) throw fail.notFound('PREREGISTRO_NO_ENCONTRADO');
  const changed = await tx.preregistro.updateMany({
    where: { id: preId, phId: ph.id, status: 'pendiente' },
    data: { ...decision, decidedById: actor.user.id, decidedAt: now },
  });
  if (changed.count === 0) throw fail.conflict('PREREGISTRO_YA_DECIDIDO');
  return tx.preregistro.findUniqueOrThrow({ where: { id: preId }, include: withDecider });
}
