// Confirming an import (issue 14 §1): the kept preview is applied in one transaction, all or nothing,
// against the complex as it is at that moment. Units are matched by torre + numero, so importing the
// same file again changes nothing.
import { TRPCError } from '@trpc/server';

import { IMPORT_TTL_MS, MSG, type ImportResumen, type ImportRow } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { consume, refund } from '../../lib/rate-limit.ts';
import type { Actor } from '../access/actor.ts';
import { residenteAdds } from '../residentes/quota.ts';
import { importacionToConfirm } from './access.ts';
import { applyPlan } from './apply.ts';
import { planImport } from './plan.ts';

/**
 * Applies a clean preview in one transaction (apply.ts: the units, their coeficientes, the people and
 * their invitations). Anything failing undoes everything. A sum off 100 % by rounding only needs
 * `residuoFila`, the row whose unit takes the residue.
 */
export async function confirmImport(deps: Deps, actor: Actor, id: string, residuoFila?: number): Promise<ImportResumen> {
  const { db, clock } = deps;
  const { importacion, ph } = await importacionToConfirm(db, actor.user, id);
  if (importacion.status === 'aplicada') throw fail.conflict('IMPORTACION_YA_APLICADA');
  if ((importacion.errores as unknown[]).length > 0) throw fail.conflict('IMPORTACION_CON_ERRORES');
  const now = clock.now();
  if (now.getTime() - importacion.createdAt.getTime() > IMPORT_TTL_MS) throw fail.conflict('IMPORTACION_VENCIDA');
  const rows = importacion.filas as unknown as ImportRow[];
  if (residuoFila !== undefined && !rows.some((r) => r.fila === residuoFila && r.coeficiente !== null))
    throw fail.badRequest('IMPORTACION_RESIDUO_FILA_INVALIDA');
  // Each person invited counts against the admin's «100 altas por hora», like Agregar residente (issue 25 #8).
  const invitaciones = (importacion.resumen as unknown as ImportResumen).invitaciones;
  await consumeInvitations(deps, actor, invitaciones);
  try {
    return await db.$transaction(
      async (tx) => {
        // Serialises with every other write of the complex's units (the coeficiente sum check locks the same row).
        await tx.$queryRaw`SELECT id FROM ph WHERE id = ${ph.id}::uuid FOR UPDATE`;
        const claimed = await tx.importacion.updateMany({
          where: { id, status: 'pendiente' },
          data: { status: 'aplicada', appliedAt: now },
        });
        if (claimed.count === 0) throw fail.conflict('IMPORTACION_YA_APLICADA');
        const plan = await planImport(tx, ph.id, rows, [], residuoFila);
        if (plan.errores.length) throw fail.conflict('IMPORTACION_CON_ERRORES');
        if (plan.residuo) throw fail.conflict('IMPORTACION_RESIDUO_REQUERIDO');
        if (plan.resumen.invitaciones > invitaciones) throw fail.conflict('IMPORTACION_VENCIDA');
        await applyPlan(deps, tx, actor, ph, plan.changes, id, now);
        await tx.importacion.update({ where: { id }, data: { resumen: plan.resumen } });
        await audit(tx, {
          actorId: actor.user.id,
          phId: ph.id,
          action: 'importacion.apply',
          entity: 'importacion',
          entityId: id,
          details: { ...plan.resumen },
          ip: actor.ip,
        });
        return plan.resumen;
      },
      { timeout: 120_000, maxWait: 10_000 },
    );
  } catch (error) {
    await refund(db, residenteAdds(deps.config), actor.user.id, invitaciones);
    if (isUniqueViolation(error)) throw fail.conflict('APARTAMENTO_REPETIDO');
    throw error;
  }
}

/** Counts the invitations a file would send; a file past the hour's quota is refused whole (429) and counts nothing. */
async function consumeInvitations({ db, config }: Deps, actor: Actor, invitaciones: number): Promise<void> {
  if (invitaciones === 0) return;
  const quota = residenteAdds(config);
  try {
    await consume(db, { ...quota, message: MSG.importTooManyInvitations }, actor.user.id, { points: invitaciones, who: actor });
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS') await refund(db, quota, actor.user.id, invitaciones);
    throw error;
  }
}
