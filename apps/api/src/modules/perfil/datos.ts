// Mi Perfil: the signed-in person's own data; name and phone change at once. Every use case of this
// module acts on the caller's own account, so the signed-in procedure is the whole authorisation.
import type { z } from 'zod';

import type { Perfil, perfilUpdateInput } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { perfilOf } from './output.ts';

export async function getPerfil({ db, clock }: Deps, { user }: Actor): Promise<Perfil> {
  return perfilOf(db, user, clock.now());
}

export async function updatePerfil(
  { db, clock, sessions }: Deps,
  actor: Actor,
  data: z.output<typeof perfilUpdateInput>,
): Promise<Perfil> {
  const { user } = actor;
  const telefono = data.telefono || null;
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.user.update({ where: { id: user.id }, data: { nombre: data.nombre } });
    await tx.userSettings.upsert({ where: { userId: user.id }, create: { userId: user.id, telefono }, update: { telefono } });
    await audit(tx, {
      actorId: user.id,
      action: 'perfil.update',
      entity: 'user',
      entityId: user.id,
      details: { nombre: data.nombre, telefono },
      ip: actor.ip,
    });
    return row;
  });
  sessions.forgetUser(user.id);
  return perfilOf(db, updated, clock.now());
}
