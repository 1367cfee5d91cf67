// The audit log: the platform's (GET /plataforma/auditoria) and a complex's own (GET /ph/{id}/auditoria).
import {
  AUDITORIA_MAX_DIAS,
  bogotaDate,
  bogotaInstant,
  diasCivilesEntre,
  mayReadComplexAudit,
  mayReadPlatformAudit,
  sumarDiasCiviles,
  type AuditoriaListOutput,
} from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { propertyAccess } from '../access/guards.ts';
import { buscarAuditoria } from './sql.ts';

/** Without dates: the last 30 days, today included. */
const DIAS_POR_DEFECTO = 30;

interface Filtros {
  persona?: string | undefined;
  accion?: string | undefined;
  desde?: string | undefined;
  hasta?: string | undefined;
  page: number;
  pageSize: number;
}

async function consultar(deps: Deps, filtros: Filtros, phId: string | undefined): Promise<AuditoriaListOutput> {
  const hasta = filtros.hasta ?? bogotaDate(deps.clock.now());
  const desde = filtros.desde ?? sumarDiasCiviles(hasta, -(DIAS_POR_DEFECTO - 1));
  if (desde > hasta) throw fail.badRequest('AUDITORIA_RANGO_INVALIDO');
  if (diasCivilesEntre(desde, hasta) + 1 > AUDITORIA_MAX_DIAS) throw fail.badRequest('AUDITORIA_RANGO_DEMASIADO_LARGO');
  const { entradas, total } = await buscarAuditoria(deps.db, {
    persona: filtros.persona,
    accion: filtros.accion,
    phId,
    desde: bogotaInstant(desde),
    hasta: bogotaInstant(sumarDiasCiviles(hasta, 1)),
    ...pageOf(filtros),
  });
  return { success: true, entradas, total, page: filtros.page, pageSize: filtros.pageSize, desde, hasta };
}

export function listAuditoria(deps: Deps, actor: Actor, input: Filtros & { phId?: string | undefined }) {
  if (!mayReadPlatformAudit(actor.user.platformRole)) throw fail.forbidden('SIN_ACCESO');
  return consultar(deps, input, input.phId);
}

/** Only that complex's rows: what its administration did there, and what the platform did to it. */
export async function listAuditoriaConjunto(deps: Deps, actor: Actor, input: Filtros & { id: string }) {
  const { ph, roles } = await propertyAccess(deps.db, actor.user, input.id);
  if (!mayReadComplexAudit(actor.user.platformRole, roles)) throw fail.forbidden('SIN_ACCESO');
  return consultar(deps, input, ph.id);
}
