// Egresos are the treasury's (mayOnTesoreria): the administration pays, the consejo reads — «the
// consejo approves but does not pay».
import type { DbClient } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import type { Caller } from '../access/guards.ts';
import { requireTesoreria, type AccionTesoreria } from '../tesoreria/access.ts';
import { egresoInclude } from './output.ts';

/** An egreso (404 when unknown) once the caller may `accion` on its complex's treasury. */
export async function requireEgreso(db: DbClient, caller: Caller, egresoId: string, accion: AccionTesoreria) {
  const row = await db.egreso.findUnique({ where: { id: egresoId }, include: egresoInclude });
  if (!row) throw fail.notFound('EGRESO_NO_ENCONTRADO');
  const ph = await requireTesoreria(db, caller, row.phId, accion);
  return { row, ph };
}
