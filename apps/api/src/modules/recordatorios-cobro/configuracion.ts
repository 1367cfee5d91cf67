// A complex's schedule of collection reminders: read by its treasury's readers, set by its
// administration (audited). Without a row, RECORDATORIOS_POR_DEFECTO (the day after, by email).
import {
  CANALES_RECORDATORIO,
  RECORDATORIOS_MSG,
  RECORDATORIOS_POR_DEFECTO,
  type CanalRecordatorio,
  type RecordatoriosCobro,
} from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

import type { Config } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { canalesDisponibles } from '../../lib/mensajes/mensajero.ts';
import type { Actor } from '../access/actor.ts';
import { requireRecordatorios } from './access.ts';

const esCanalRecordatorio = (c: string): c is CanalRecordatorio => (CANALES_RECORDATORIO as readonly string[]).includes(c);

/** The channels a reminder may take on this platform now. */
export const canalesRecordatorio = (config: Config): CanalRecordatorio[] =>
  canalesDisponibles(config).filter(esCanalRecordatorio);

export async function recordatoriosDe(db: DbClient, phId: string): Promise<RecordatoriosCobro> {
  const row = await db.recordatoriosCobro.findUnique({ where: { phId } });
  if (!row)
    return {
      ...RECORDATORIOS_POR_DEFECTO,
      dias: [...RECORDATORIOS_POR_DEFECTO.dias],
      canales: [...RECORDATORIOS_POR_DEFECTO.canales],
    };
  return { activo: row.activo, dias: row.dias, canales: row.canales.filter(esCanalRecordatorio) };
}

const conDisponibles = (config: Config, r: RecordatoriosCobro) => ({ ...r, canalesDisponibles: canalesRecordatorio(config) });

export async function getRecordatorios(deps: Deps, actor: Actor, phId: string) {
  const ph = await requireRecordatorios(deps.db, actor.user, phId, 'read');
  return conDisponibles(deps.config, await recordatoriosDe(deps.db, ph.id));
}

export async function setRecordatorios(deps: Deps, actor: Actor, phId: string, input: RecordatoriosCobro) {
  const ph = await requireRecordatorios(deps.db, actor.user, phId, 'manage');
  const disponibles = canalesRecordatorio(deps.config);
  if (input.canales.some((c) => !disponibles.includes(c))) throw fail.badRequest('RECORDATORIO_CANAL_NO_DISPONIBLE');
  const data = { activo: input.activo, dias: input.dias, canales: input.canales, updatedAt: deps.clock.now() };
  await deps.db.$transaction(async (tx) => {
    await tx.recordatoriosCobro.upsert({ where: { phId: ph.id }, create: { phId: ph.id, ...data }, update: data });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'recordatorios_cobro.update',
      entity: 'recordatorios_cobro',
      entityId: ph.id,
      details: { activo: input.activo, dias: input.dias, canales: input.canales },
      ip: actor.ip,
    });
  });
  return { message: RECORDATORIOS_MSG.guardados, recordatorios: conDisponibles(deps.config, input) };
}
