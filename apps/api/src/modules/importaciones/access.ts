// Who may import into a complex: the shared guard loads the complex and the caller's roles and asks
// the contracts policy (mayOnProperty, packages/contracts/src/policy/community.ts). The template, the
// preview and confirming all change (or prepare a change of) the complex's units and people: 'manage'.
import type { DbClient, Importacion, PH } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { requirePhPermission, type Caller } from '../access/guards.ts';

/** The complex, when the caller may import units and people into it. */
export function importingProperty(db: DbClient, caller: Caller, phId: string): Promise<PH> {
  return requirePhPermission(db, caller, phId, 'manage');
}

/** A kept preview of a live complex (404 otherwise) and that complex, when the caller may import into it. */
export async function importacionToConfirm(
  db: DbClient,
  caller: Caller,
  id: string,
): Promise<{ importacion: Importacion; ph: PH }> {
  const importacion = await db.importacion.findFirst({ where: { id, ph: { deletedAt: null } } });
  if (!importacion) throw fail.notFound('IMPORTACION_NO_ENCONTRADA');
  return { importacion, ph: await importingProperty(db, caller, importacion.phId) };
}
