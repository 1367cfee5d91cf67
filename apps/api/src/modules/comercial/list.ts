// The leads, newest first, filtered by estado and paged.
import type { z } from 'zod';

import type { leadListInput, Lead as LeadOutput } from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { pageOf } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { assertComercial } from './access.ts';
import { toLeadOutput } from './output.ts';

export async function listLeads({ db }: Deps, actor: Actor, input: z.output<typeof leadListInput>) {
  assertComercial(actor.user, 'leerLeads');
  const where = input.estado ? { estado: input.estado } : {};
  const [rows, total] = await Promise.all([
    db.lead.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageOf(input) }),
    db.lead.count({ where }),
  ]);
  const notas = await ultimasNotas(
    db,
    rows.map((r) => r.id),
  );
  const leads: LeadOutput[] = rows.map((r) => toLeadOutput(r, notas.get(r.id) ?? null));
  return { leads, total, page: input.page, pageSize: input.pageSize };
}

/** The note of each lead's latest move. */
export async function ultimasNotas(db: DbClient, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const eventos = await db.leadEvento.findMany({
    where: { leadId: { in: ids } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    distinct: ['leadId'],
    select: { leadId: true, nota: true },
  });
  return new Map(eventos.map((e) => [e.leadId, e.nota]));
}
