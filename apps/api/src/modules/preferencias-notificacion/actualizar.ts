// Saving switches of Mi Perfil's matrix. The table preferencias_notificacion is the source of truth;
// the four booleans of user_settings (GET/PUT /auth/preferencias, the comunicados' mail opt-out) follow
// its email cells in the same transaction (legacy.ts), so both endpoints always agree.
import {
  categoriaConCorreoObligatorio,
  esCanalTelefono,
  PREFERENCIAS_NOTIFICACION_MSG,
  type PreferenciaNotificacion,
} from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { canalesDisponibles } from '../../lib/mensajes/mensajero.ts';
import type { Actor } from '../access/actor.ts';
import { matricesDe } from './celdas.ts';
import { sincronizarBooleanos } from './legacy.ts';

/** Writes switches (insert or replace) in the caller's transaction; used by both endpoints. */
export async function guardarCeldas(
  tx: Prisma.TransactionClient,
  userId: string,
  celdas: readonly PreferenciaNotificacion[],
  ahora: Date,
): Promise<void> {
  for (const { categoria, canal, activo } of celdas) {
    await tx.preferenciaNotificacion.upsert({
      where: { userId_categoria_canal: { userId, categoria, canal } },
      create: { userId, categoria, canal, activo, updatedAt: ahora },
      update: { activo, updatedAt: ahora },
    });
  }
}

/**
 * Returns the message to show: the law's notices are emailed anyway, so turning such an email off is
 * accepted for the other notices of the category and the answer says plainly what still arrives.
 */
export async function updatePreferenciasNotificacion(
  deps: Deps,
  actor: Actor,
  preferencias: readonly PreferenciaNotificacion[],
): Promise<string> {
  const { db, config, clock } = deps;
  const disponibles = canalesDisponibles(config);
  const matriz = (await matricesDe(db, [actor.user.id])).get(actor.user.id)!;
  for (const p of preferencias) {
    if (!disponibles.includes(p.canal)) throw fail.badRequest('NOTIFICACION_CANAL_NO_DISPONIBLE');
    if (p.activo && esCanalTelefono(p.canal) && !matriz.telefono(p.canal)) throw fail.conflict('NOTIFICACION_SIN_CONSENTIMIENTO');
  }
  await db.$transaction(async (tx) => {
    await guardarCeldas(tx, actor.user.id, preferencias, clock.now());
    await sincronizarBooleanos(tx, actor.user.id);
    await audit(tx, {
      actorId: actor.user.id,
      action: 'perfil.notificaciones',
      entity: 'user',
      entityId: actor.user.id,
      details: { preferencias },
      ip: actor.ip,
    });
  });
  const correoObligatorioApagado = preferencias.some(
    (p) => p.canal === 'correo' && !p.activo && categoriaConCorreoObligatorio(p.categoria),
  );
  return correoObligatorioApagado
    ? `${PREFERENCIAS_NOTIFICACION_MSG.actualizadas}. ${PREFERENCIAS_NOTIFICACION_MSG.correoObligatorio}`
    : PREFERENCIAS_NOTIFICACION_MSG.actualizadas;
}
