// Tesorería's policy: who reads and who changes a complex's money. Pure: no database, no I/O.
import type { Rol } from '../roles.ts';
import type { PlatformRole } from './community.ts';

export type TesoreriaAction = 'read' | 'manage';

/**
 * A complex's treasury (cuentas, pagos, cartera): its administration manages it, the consejo reads it
 * (Ley 675 de 2001, art. 55: the consejo oversees the administración); of the platform staff only a
 * SUPER_ADMIN, who may manage any complex — support and sales staff may not read anyone's debts.
 */
export function mayOnTesoreria(platformRole: PlatformRole | null, roles: readonly Rol[], action: TesoreriaAction): boolean {
  if (platformRole === 'SUPER_ADMIN') return true;
  return roles.includes('admin') || (action === 'read' && roles.includes('consejo'));
}
