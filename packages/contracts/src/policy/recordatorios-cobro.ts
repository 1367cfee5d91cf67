// Collection reminders of a complex (issue 32): part of its treasury. Its administration sets them;
// those who read the treasury (the consejo) see them. Pure: the tesorería policy decides.
import type { Rol } from '../roles.ts';
import type { PlatformRole } from './community.ts';
import { mayOnTesoreria } from './tesoreria.ts';

export const RECORDATORIOS_COBRO_ACTIONS = ['read', 'manage'] as const;
export type RecordatoriosCobroAction = (typeof RECORDATORIOS_COBRO_ACTIONS)[number];

export function mayOnRecordatoriosCobro(
  platformRole: PlatformRole | null,
  roles: readonly Rol[],
  action: RecordatoriosCobroAction,
): boolean {
  return mayOnTesoreria(platformRole, roles, action);
}
