// GET /ph/{id}/informes: the published reports, newest periodo first.
import type { Informe } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { pageOf } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { readableInformes } from './access.ts';
import { toInformeOutput } from './output.ts';

export async function listInformes(
  { db }: Deps,
  actor: Actor,
  input: { id: string; page: number; pageSize: number },
): Promise<{ rows: Informe[]; total: number }> {
  const ph = await readableInformes(db, actor.user, input.id);
  const where = { phId: ph.id };
  const [rows, total] = await Promise.all([
    db.informeMensual.findMany({ where, orderBy: { periodo: 'desc' }, ...pageOf(input) }),
    db.informeMensual.count({ where }),
  ]);
  const ids = [...new Set(rows.map((r) => r.publicadoPorId).filter((id): id is string => !!id))];
  const autores = new Map(
    (await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, nombre: true } })).map((u) => [u.id, u.nombre]),
  );
  return { rows: rows.map((r) => toInformeOutput(r, (r.publicadoPorId && autores.get(r.publicadoPorId)) || null)), total };
}
