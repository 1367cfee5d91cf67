// Who may do what at the gate. The complex's staff readers (admin, consejo, platform staff) see
// everything; the porteria role works the gate (accesos, paquetes, minuta) and reads the expected
// visitors, never Tesorería; owners and residents act only for the units they are linked to, and
// residents need the `visitantes` permiso to authorise visitors. Unknown complexes 404, others' 403.
import { mayOnProperty, residentMay, worksTheGate, type Permiso } from '@horizonte/contracts';
import type { DbClient, PH } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { propertyAccess, unidadesDelCaller, type Caller } from '../access/guards.ts';

export interface PorteriaAccess {
  ph: PH;
  /** Reads every visitor, package and the minuta of the complex (admin, consejo, platform staff). */
  lector: boolean;
  /** Changes anything (admin, super admin). */
  manage: boolean;
  /** The gate: the porteria role of this complex. */
  guardia: boolean;
  /** The caller's own units in this complex, with their permisos. */
  unidades: { apartamentoId: string; permisos: Permiso[] }[];
}

export async function porteriaAccess(db: DbClient, caller: Caller, phId: string): Promise<PorteriaAccess> {
  const { ph, roles } = await propertyAccess(db, caller, phId);
  // Only owners and residents act through their units: nobody else pays for reading them.
  const residente = roles.some((r) => r === 'propietario' || r === 'residente');
  const unidades = residente ? await unidadesDelCaller(db, caller.id, ph.id) : [];
  return {
    ph,
    lector: mayOnProperty(caller.platformRole, roles, 'readCommunity'),
    manage: mayOnProperty(caller.platformRole, roles, 'manage'),
    guardia: worksTheGate(roles),
    unidades,
  };
}

/** The gate's work (register accesos, paquetes, minuta): the porteria role or the administration. */
export function requireGate(access: PorteriaAccess): void {
  if (!access.guardia && !access.manage) throw fail.forbidden();
}

/**
 * What a caller may list: `null` = the whole complex (staff readers and the gate); otherwise only
 * these units. Someone with no role here gets 403.
 */
export function unidadesVisibles(access: PorteriaAccess): string[] | null {
  if (access.lector || access.guardia) return null;
  if (access.unidades.length === 0) throw fail.forbidden();
  return access.unidades.map((u) => u.apartamentoId);
}

/** May the caller authorise visitors for this unit? The administration, or a linked person with `visitantes`. */
export function mayAuthorize(access: PorteriaAccess, apartamentoId: string): boolean {
  if (access.manage) return true;
  return access.unidades.some((u) => u.apartamentoId === apartamentoId && residentMay(u.permisos, 'visitantes'));
}

/** The units of the complex for the gate's pickers: the gate and the staff readers. */
export async function unidadesDeLaPorteria(db: DbClient, caller: Caller, phId: string) {
  const access = await porteriaAccess(db, caller, phId);
  if (!access.guardia && !access.lector) throw fail.forbidden();
  return db.apartamento.findMany({
    where: { phId },
    select: { id: true, torre: true, numero: true },
    orderBy: [{ torre: 'asc' }, { numero: 'asc' }],
  });
}
