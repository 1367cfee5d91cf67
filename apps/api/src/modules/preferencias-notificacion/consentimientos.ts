// Consent to be contacted on a phone channel (Ley 1581 de 2012, art. 9: prior, express and informed,
// kept as proof): the exact text shown (textoConsentimiento), the number and the instant are recorded.
// Withdrawing (art. 8 lit. e) sets retiradoEn on the one in force; nothing is deleted.
import {
  formatoCelular,
  PREFERENCIAS_NOTIFICACION_MSG,
  textoConsentimiento,
  type CanalTelefono,
  type ConsentimientoCanal,
} from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { canalesDisponibles } from '../../lib/mensajes/mensajero.ts';
import type { Actor } from '../access/actor.ts';
import { consentimientoOf } from './leer.ts';

const auditar = (tx: Prisma.TransactionClient, actor: Actor, action: string, row: { id: string; canal: string }) =>
  audit(tx, {
    actorId: actor.user.id,
    action,
    entity: 'consentimiento_canal',
    entityId: row.id,
    details: { canal: row.canal },
    ip: actor.ip,
  });

export async function otorgarConsentimiento(
  { db, config, clock }: Deps,
  actor: Actor,
  canal: CanalTelefono,
  telefono: string,
): Promise<{ message: string; consentimiento: ConsentimientoCanal }> {
  if (!canalesDisponibles(config).includes(canal)) throw fail.badRequest('NOTIFICACION_CANAL_NO_DISPONIBLE');
  const ahora = clock.now();
  const consentimiento = await db.$transaction(async (tx) => {
    // A new number (or the same again) replaces the one in force: one consent per channel at a time.
    await tx.consentimientoCanal.updateMany({
      where: { userId: actor.user.id, canal, retiradoEn: null },
      data: { retiradoEn: ahora },
    });
    const row = await tx.consentimientoCanal.create({
      data: {
        userId: actor.user.id,
        canal,
        telefono,
        texto: textoConsentimiento(canal, formatoCelular(telefono)),
        otorgadoEn: ahora,
        ip: actor.ip,
      },
    });
    await auditar(tx, actor, 'perfil.consentimiento.otorgar', row);
    return row;
  });
  return { message: PREFERENCIAS_NOTIFICACION_MSG.consentimientoRegistrado, consentimiento: consentimientoOf(consentimiento) };
}

export async function retirarConsentimiento(
  { db, clock }: Deps,
  actor: Actor,
  canal: CanalTelefono,
): Promise<{ message: string; consentimiento: ConsentimientoCanal }> {
  const vigente = await db.consentimientoCanal.findFirst({
    where: { userId: actor.user.id, canal, retiradoEn: null },
    orderBy: { otorgadoEn: 'desc' },
  });
  if (!vigente) throw fail.notFound('NOTIFICACION_SIN_CONSENTIMIENTO_VIGENTE');
  const retirado = await db.$transaction(async (tx) => {
    const row = await tx.consentimientoCanal.update({ where: { id: vigente.id }, data: { retiradoEn: clock.now() } });
    await auditar(tx, actor, 'perfil.consentimiento.retirar', row);
    return row;
  });
  return { message: PREFERENCIAS_NOTIFICACION_MSG.consentimientoRetirado, consentimiento: consentimientoOf(retirado) };
}
