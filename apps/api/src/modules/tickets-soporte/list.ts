// The support queue (GET /api/plataforma/tickets: filters, paged; open work first, oldest first) and a
// complex's own tickets for its administrators (GET /api/ph/{id}/tickets-soporte, newest first).
import type { EstadoTicket } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { conjuntoAdministrado, requireSoporte } from './access.ts';
import { nombresDeTickets, toTicketOutput } from './output.ts';

export interface ColaFiltros extends PageInput {
  estado?: EstadoTicket;
  asignado?: 'yo' | 'nadie';
  q?: string;
}

async function pagina(
  deps: Deps,
  where: Prisma.TicketSoporteWhereInput,
  orderBy: Prisma.TicketSoporteOrderByWithRelationInput[],
  page: PageInput,
) {
  const [rows, total] = await Promise.all([
    deps.db.ticketSoporte.findMany({ where, orderBy, ...pageOf(page) }),
    deps.db.ticketSoporte.count({ where }),
  ]);
  const nombres = await nombresDeTickets(deps.db, rows);
  const ahora = deps.clock.now();
  return { rows: rows.map((t) => toTicketOutput(t, nombres, ahora)), total };
}

export async function listCola(deps: Deps, actor: Actor, f: ColaFiltros) {
  requireSoporte(actor.user);
  const numero = f.q && /^#?\d{1,9}$/.test(f.q) ? Number(f.q.replace('#', '')) : undefined;
  const where: Prisma.TicketSoporteWhereInput = {
    ...(f.estado ? { estado: f.estado } : {}),
    ...(f.asignado === 'yo' ? { asignadoId: actor.user.id } : f.asignado === 'nadie' ? { asignadoId: null } : {}),
    ...(f.q ? { OR: [{ asunto: { contains: f.q, mode: 'insensitive' as const } }, ...(numero ? [{ numero }] : [])] } : {}),
  };
  // Enum order (abierto, en_progreso, resuelto, cerrado): open work first, then the oldest.
  return pagina(deps, where, [{ estado: 'asc' }, { creadoEl: 'asc' }], f);
}

export async function listDelConjunto(deps: Deps, actor: Actor, phId: string, page: PageInput) {
  const ph = await conjuntoAdministrado(deps.db, actor.user, phId);
  return pagina(deps, { phId: ph.id }, [{ creadoEl: 'desc' }], page);
}
