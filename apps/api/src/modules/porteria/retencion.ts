// Visitors' personal data (name, documento, placa) is kept only for the complex's retention period
// (Ley 1581 de 2012, art. 4 principio de finalidad y art. 11: datos conservados solo el tiempo
// necesario); then this daily job anonymises it. The visit itself (unit, times, who registered) stays.
import { RETENCION_VISITANTES_DIAS, VISITANTE_ANONIMIZADO } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import type { JobServices } from '../../jobs/queue.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { porteriaAccess, requireVerTodo } from './access.ts';

export async function leerAjustes(deps: Deps, actor: Actor, phId: string) {
  requireVerTodo(await porteriaAccess(deps.db, actor.user, phId));
  const ajustes = await deps.db.porteriaAjustes.findUnique({ where: { phId } });
  return { retencionDias: ajustes?.retencionDias ?? RETENCION_VISITANTES_DIAS };
}

export async function guardarAjustes(deps: Deps, actor: Actor, phId: string, retencionDias: number) {
  const access = await porteriaAccess(deps.db, actor.user, phId);
  if (!access.puede.configurar) throw fail.forbidden('SIN_ACCESO');
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const ajustes = await tx.porteriaAjustes.upsert({
      where: { phId },
      create: { phId, retencionDias, updatedAt: ahora },
      update: { retencionDias, updatedAt: ahora },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'porteria.ajustes',
      entity: 'ph',
      entityId: phId,
      details: { retencionDias },
      ip: actor.ip,
    });
    return { retencionDias: ajustes.retencionDias };
  });
}

/**
 * Every complex at once: accesos that entered, and authorisations that ended, more than the
 * complex's retention period ago (180 days unless it set another) lose the visitor's data.
 */
export async function anonimizarVisitantes(deps: JobServices, _data: unknown): Promise<void> {
  const ahora = deps.clock.now().toISOString();
  await deps.db.$transaction(async (tx) => {
    const accesos = await tx.$queryRaw<{ ph_id: string }[]>`
      UPDATE accesos a
      SET nombre_visitante = ${VISITANTE_ANONIMIZADO}, documento = NULL, placa = NULL,
          search_text = lower(u.torre || ' ' || u.numero || ' ' || u.torre || '-' || u.numero),
          anonimizado_en = (${ahora}::timestamptz AT TIME ZONE 'UTC')
      FROM apartamentos u, ph p LEFT JOIN porteria_ajustes c ON c.ph_id = p.id
      WHERE u.id = a.apartamento_id AND p.id = a.ph_id AND a.anonimizado_en IS NULL
        AND a.entrada_en < (${ahora}::timestamptz AT TIME ZONE 'UTC') - make_interval(days => COALESCE(c.retencion_dias, ${RETENCION_VISITANTES_DIAS}::int))
      RETURNING a.ph_id`;
    const autorizaciones = await tx.$queryRaw<{ ph_id: string }[]>`
      UPDATE autorizaciones a
      SET nombre_visitante = ${VISITANTE_ANONIMIZADO}, documento = NULL, placa = NULL,
          anonimizada_en = (${ahora}::timestamptz AT TIME ZONE 'UTC')
      FROM ph p LEFT JOIN porteria_ajustes c ON c.ph_id = p.id
      WHERE p.id = a.ph_id AND a.anonimizada_en IS NULL
        AND a.hasta < (${ahora}::timestamptz AT TIME ZONE 'UTC') - make_interval(days => COALESCE(c.retencion_dias, ${RETENCION_VISITANTES_DIAS}::int))
      RETURNING a.ph_id`;
    const porPh = new Map<string, { accesos: number; autorizaciones: number }>();
    const contar = (phId: string, campo: 'accesos' | 'autorizaciones') => {
      const c = porPh.get(phId) ?? { accesos: 0, autorizaciones: 0 };
      c[campo] += 1;
      porPh.set(phId, c);
    };
    accesos.forEach((r) => contar(r.ph_id, 'accesos'));
    autorizaciones.forEach((r) => contar(r.ph_id, 'autorizaciones'));
    for (const [phId, details] of porPh)
      await audit(tx, { phId, action: 'porteria.anonimizacion', entity: 'ph', entityId: phId, details });
  });
}
