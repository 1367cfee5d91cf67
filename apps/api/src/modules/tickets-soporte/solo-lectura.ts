// The read-only guarantee of a support access, enforced for every tRPC and REST procedure in the authed
// builder (trpc/procedures.ts): while a SOPORTE agent holds a live access, every change they attempt is
// refused (403 ACCESO_SOPORTE_SOLO_LECTURA) but their tickets' own work and logging out. The query runs
// only for SOPORTE callers' mutations, so nobody else pays for it.
import { mutacionPermitidaEnAccesoSoporte, type PlatformRole } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import { tieneAccesoSoporteVigente } from './accesos.ts';

export async function refuseWritesDuringSupportAccess(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: { id: string; platformRole: PlatformRole | null },
  type: string,
  procedimiento: string,
): Promise<void> {
  if (type !== 'mutation' || user.platformRole !== 'SOPORTE' || mutacionPermitidaEnAccesoSoporte(procedimiento)) return;
  if (await tieneAccesoSoporteVigente(deps.db, user.id, deps.clock.now())) throw fail.forbidden('ACCESO_SOPORTE_SOLO_LECTURA');
}
