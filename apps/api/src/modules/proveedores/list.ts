import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { hoy } from '../tesoreria/ledger.ts';
import { requireProveedores } from './access.ts';
import { proveedorInclude, toProveedorOutput } from './output.ts';

export async function listProveedores(deps: Deps, actor: Actor, phId: string, input: PageInput & { q?: string }) {
  const ph = await requireProveedores(deps.db, actor.user, phId, 'read');
  const where: Prisma.ProveedorWhereInput = {
    phId: ph.id,
    archivadoEn: null,
    ...(input.q
      ? {
          OR: [
            { razonSocial: { contains: input.q, mode: 'insensitive' as const } },
            { nit: { startsWith: input.q.replace(/\D/g, '') || input.q } },
          ],
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    deps.db.proveedor.findMany({ where, include: proveedorInclude, orderBy: { razonSocial: 'asc' }, ...pageOf(input) }),
    deps.db.proveedor.count({ where }),
  ]);
  const today = hoy(deps.clock);
  return { rows: rows.map((r) => toProveedorOutput(r, today)), total };
}
