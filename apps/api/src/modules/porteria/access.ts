// Who may do what at the gate. The complex's staff readers (admin, consejo, platform staff) see
// everything; the porteria role works the gate (accesos, paquetes, minuta) and reads the expected
// visitors, never Tesorería; owners and residents act only for the units they are linked to, and
// residents need the `visitantes` permiso to authorise visitors. Unknown complexes 404, others' 403.
import type { Database, PH, Prisma } from '@horizonte/db';
import { MSG, residentMay, type Permiso } from '@horizonte/contracts';
import { fail } from '../../lib/errors.ts';
import { callerMay, rolesInProperty, type Caller } from '../access/guards.ts';

type Reader = Database | Prisma.TransactionClient;

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

export async function porteriaAccess(db: Reader, caller: Caller, phId: string): Promise<PorteriaAccess> {
  const ph = await db.pH.findFirst({ where: { id: phId, deletedAt: null } });
  if (!ph) throw fail.notFound(MSG.propertyNotFound);
  const [lector, manage, roles, unidades] = await Promise.all([
    callerMay(db, caller, phId, 'readCommunity'),
    callerMay(db, caller, phId, 'manage'),
    rolesInProperty(db, caller.id, phId),
    db.residente.findMany({ where: { userId: caller.id, apartamento: { phId } }, select: { apartamentoId: true, permisos: true } }),
  ]);
  const residente = roles.some((r) => r === 'propietario' || r === 'residente');
  return { ph, lector, manage, guardia: roles.includes('porteria'), unidades: residente ? unidades : [] };
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
export async function unidadesDeLaPorteria(db: Reader, caller: Caller, phId: string) {
  const access = await porteriaAccess(db, caller, phId);
  if (!access.guardia && !access.lector) throw fail.forbidden();
  return db.apartamento.findMany({ where: { phId }, select: { id: true, torre: true, numero: true }, orderBy: [{ torre: 'asc' }, { numero: 'asc' }] });
}
