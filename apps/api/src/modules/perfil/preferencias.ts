// The signed-in person's notification preferences.
import type { z } from 'zod';

import type { Preferencias, preferenciasUpdateInput } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { guardarCeldas } from '../preferencias-notificacion/actualizar.ts';
import { celdasDeBooleanos, sincronizarBooleanos } from '../preferencias-notificacion/legacy.ts';
import { preferenciasOf } from './output.ts';

export async function getPreferencias({ db }: Deps, { user }: Actor): Promise<Preferencias> {
  return preferenciasOf(await db.userSettings.findUnique({ where: { userId: user.id } }));
}

export async function updatePreferencias(
  { db, clock }: Deps,
  actor: Actor,
  data: z.output<typeof preferenciasUpdateInput>,
): Promise<Preferencias> {
  const row = await db.$transaction(async (tx) => {
    // The matrix of issue 32 is the source of truth: the booleans are written as its email cells and
    // copied back onto user_settings (preferencias-notificacion/legacy.ts).
    await guardarCeldas(tx, actor.user.id, celdasDeBooleanos(data), clock.now());
    await sincronizarBooleanos(tx, actor.user.id);
    const saved = await tx.userSettings.findUniqueOrThrow({ where: { userId: actor.user.id } });
    await audit(tx, {
      actorId: actor.user.id,
      action: 'perfil.preferencias',
      entity: 'user',
      entityId: actor.user.id,
      details: data,
      ip: actor.ip,
    });
    return saved;
  });
  return preferenciasOf(row);
}
