// Who works the commercial side: the shared policy (mayComercial, packages/contracts/src/policy/comercial.ts)
// decides from the caller's platform role; the leads are the platform's own, no complex's.
import { mayComercial, type AccionComercial } from '@horizonte/contracts';
import type { DbClient, Lead } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import type { Caller } from '../access/guards.ts';

export function assertComercial(caller: Caller, accion: AccionComercial): void {
  if (!mayComercial(caller.platformRole, accion)) throw fail.forbidden('SIN_ACCESO');
}

/** The lead (404 otherwise), once the caller may do `accion`. */
export async function leadFor(db: DbClient, caller: Caller, id: string, accion: AccionComercial): Promise<Lead> {
  assertComercial(caller, accion);
  const lead = await db.lead.findUnique({ where: { id } });
  if (!lead) throw fail.notFound('LEAD_NO_ENCONTRADO');
  return lead;
}
