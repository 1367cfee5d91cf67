// The signed-in person's notification preferences.
import type { z } from 'zod';

import type { Preferencias, preferenciasUpdateInput } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { preferenciasOf } from './output.ts';

export async function getPreferencias({ db }: Deps, { user }: Actor): Promise<Preferencias> {
  return preferenciasOf(await db.userSettings.findUnique({ where: { userId: user.id } }));
}

export async function updatePreferencias(
  { db }: Deps,
  actor: Actor,
  data: z.output<typeof preferenciasUpdateInput>,
): Promise<Preferencias> {
  const columns = { notifAnuncios: data.anuncios, notifPagos: data.pagos, notifPqrs: data.pqrs, notifAsambleas: data.asambleas };
  const row = await db.$transaction(async (tx) => {
    const saved = await tx.userSettings.upsert({
      where: { userId: actor.user.id },
      create: { userId: actor.user.id, ...columns },
      update: columns,
    });
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
