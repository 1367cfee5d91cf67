// Who may do what at the gate: this file loads the complex, the caller's roles and (for owners and
// residents) their units; the rules are the shared policy's (packages/contracts/src/policy/porteria.ts).
// Unknown complexes 404, others' 403.
import {
  actuaPorSusUnidades,
  mayAuthorizeVisitors,
  porteriaAccess as porteriaPolicy,
  type Permiso,
  type PlatformRole,
  type PorteriaAccess as PorteriaPuede,
  type Rol,
} from '@horizonte/contracts';
import type { DbClient, PH } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { propertyAccess, unidadesDelCaller, type Caller } from '../access/guards.ts';

export interface PorteriaAccess {
  ph: PH;
  platformRole: PlatformRole | null;
  roles: Rol[];
  /** What the policy lets the caller do in this complex (verTodo, registrar, autorizarTodas, configurar). */
  puede: PorteriaPuede;
  /** The caller's own units in this complex, with their permisos. */
  unidades: { apartamentoId: string; permisos: Permiso[] }[];
}

export async function porteriaAccess(db: DbClient, caller: Caller, phId: string): Promise<PorteriaAccess> {
  const { ph, roles } = await propertyAccess(db, caller, phId);
  // Only owners and residents act through their units: nobody else pays for reading them.
  const unidades = actuaPorSusUnidades(roles) ? await unidadesDelCaller(db, caller, ph.id) : [];
  return { ph, platformRole: caller.platformRole, roles, puede: porteriaPolicy(caller.platformRole, roles), unidades };
}

/** The gate's work (register accesos, paquetes, minuta): the porteria role or the administration. */
export function requireGate(access: PorteriaAccess): void {
  if (!access.puede.registrar) throw fail.forbidden('SIN_ACCESO');
}

/** Everything the gate sees (visitors, packages, the minuta, its settings): the gate and the staff readers. */
export function requireVerTodo(access: PorteriaAccess): void {
  if (!access.puede.verTodo) throw fail.forbidden('SIN_ACCESO');
}

/**
 * What a caller may list: `null` = the whole complex (staff readers and the gate); otherwise only
 * these units. Someone with no role here gets 403.
 */
export function unidadesVisibles(access: PorteriaAccess): string[] | null {
  if (access.puede.verTodo) return null;
  if (access.unidades.length === 0) throw fail.forbidden('SIN_ACCESO');
  return access.unidades.map((u) => u.apartamentoId);
}

/** May the caller authorise visitors for this unit? The administration, or a linked person with `visitantes`. */
export function mayAuthorize(access: PorteriaAccess, apartamentoId: string): boolean {
  const permisos = access.unidades.filter((u) => u.apartamentoId === apartamentoId).map((u) => u.permisos);
  return mayAuthorizeVisitors(access.platformRole, access.roles, permisos);
}

/** The units of the complex for the gate's pickers: the gate and the staff readers. */
export async function unidadesDeLaPorteria(db: DbClient, caller: Caller, phId: string) {
  requireVerTodo(await porteriaAccess(db, caller, phId));
  return db.apartamento.findMany({
    where: { phId },
    select: { id: true, torre: true, numero: true },
    orderBy: [{ torre: 'asc' }, { numero: 'asc' }],
  });
}
