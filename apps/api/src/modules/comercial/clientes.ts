// Gestión de Clientes: the live complexes, newest first (searchable like the properties list), each with
// its plan and state as a customer.
import type { z } from 'zod';

import type { Cliente, clienteListInput } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { pageOf } from '../../lib/paginate.ts';
import { normalizeSearch } from '../../lib/text.ts';
import type { Actor } from '../access/actor.ts';
import { assertComercial } from './access.ts';
import { toPlanOutput } from './output.ts';

export async function listClientes({ db }: Deps, actor: Actor, input: z.output<typeof clienteListInput>) {
  assertComercial(actor.user, 'cambiarPlan');
  const q = input.q ? normalizeSearch(input.q) : '';
  const where = { deletedAt: null, ...(q ? { searchText: { contains: q } } : {}) };
  const [rows, total] = await Promise.all([
    db.pH.findMany({
      where,
      include: { planComercial: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageOf(input),
    }),
    db.pH.count({ where }),
  ]);
  const clientes: Cliente[] = rows.map((ph) => ({
    id: ph.id,
    nombre: ph.nombre,
    identificador: ph.identificador,
    ciudad: ph.ciudad,
    plan: ph.planComercial ? toPlanOutput(ph.planComercial) : null,
  }));
  return { clientes, total, page: input.page, pageSize: input.pageSize };
}
