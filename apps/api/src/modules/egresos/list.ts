import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from '../tesoreria/access.ts';
import { dateOf } from '../tesoreria/ledger.ts';
import { egresoInclude, toEgresoOutput } from './output.ts';

/** A page of the complex's egresos, newest first; annulled ones stay listed. */
export async function listEgresos(
  deps: Deps,
  actor: Actor,
  phId: string,
  input: PageInput & { proveedorId?: string; anio?: number },
) {
  const ph = await requireTesoreria(deps.db, actor.user, phId, 'read');
  const where: Prisma.EgresoWhereInput = {
    phId: ph.id,
    ...(input.proveedorId ? { proveedorId: input.proveedorId } : {}),
    ...(input.anio ? { fecha: { gte: dateOf(`${input.anio}-01-01`), lte: dateOf(`${input.anio}-12-31`) } } : {}),
  };
  const [rows, total] = await Promise.all([
    deps.db.egreso.findMany({
      where,
      include: egresoInclude,
      orderBy: [{ fecha: 'desc' }, { numero: 'desc' }],
      ...pageOf(input),
    }),
    deps.db.egreso.count({ where }),
  ]);
  return { rows: rows.map(toEgresoOutput), total };
}
