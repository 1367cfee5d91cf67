// Who sees and sets a complex's collection reminders: this loads the complex and the caller's roles;
// the rule is the shared policy's (packages/contracts/src/policy/recordatorios-cobro.ts).
import { mayOnRecordatoriosCobro, type RecordatoriosCobroAction } from '@horizonte/contracts';
import type { DbClient, PH } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { propertyAccess, type Caller } from '../access/guards.ts';

export async function requireRecordatorios(
  db: DbClient,
  caller: Caller,
  phId: string,
  accion: RecordatoriosCobroAction,
): Promise<PH> {
  const { ph, roles } = await propertyAccess(db, caller, phId);
  if (!mayOnRecordatoriosCobro(caller.platformRole, roles, accion)) throw fail.forbidden('SIN_ACCESO');
  return ph;
}
