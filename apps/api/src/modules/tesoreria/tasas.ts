// Tasas de mora (art. 30 of Ley 675): the asamblea's rate, never above 1.5 × the interés bancario
// corriente certified for the month (the tasa de usura); without one, the cap itself.
import type { z } from 'zod';

import { tasaAplicableEA, tasaMensual, topeLegalEA, type tasaMoraOutput } from '@horizonte/contracts';
import type { TasaMora } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from './access.ts';

export function toTasaOutput(row: TasaMora): z.infer<typeof tasaMoraOutput> {
  const ibc = Number(row.interesBancarioCorrienteEA);
  const aplicada = Number(row.tasaAplicadaEA);
  return {
    periodo: row.periodo,
    interesBancarioCorrienteEA: ibc,
    tasaAsambleaEA: row.tasaAsambleaEA === null ? null : Number(row.tasaAsambleaEA),
    topeLegalEA: topeLegalEA(ibc),
    tasaAplicadaEA: aplicada,
    tasaMensual: Math.round(tasaMensual(aplicada) * 1e8) / 1e6,
  };
}

export async function setTasaMora(
  { db }: Deps,
  actor: Actor,
  phId: string,
  input: { periodo: string; interesBancarioCorrienteEA: number; tasaAsambleaEA?: number },
): Promise<TasaMora> {
  const ph = await requireTesoreria(db, actor.user, phId, 'manage');
  const tope = topeLegalEA(input.interesBancarioCorrienteEA);
  if (input.tasaAsambleaEA !== undefined && input.tasaAsambleaEA > tope) throw fail.badRequest('TASA_SOBRE_TOPE', tope);
  const values = {
    interesBancarioCorrienteEA: input.interesBancarioCorrienteEA,
    tasaAsambleaEA: input.tasaAsambleaEA ?? null,
    tasaAplicadaEA: tasaAplicableEA(input.interesBancarioCorrienteEA, input.tasaAsambleaEA),
  };
  return db.$transaction(async (tx) => {
    const row = await tx.tasaMora.upsert({
      where: { phId_periodo: { phId: ph.id, periodo: input.periodo } },
      create: { phId: ph.id, periodo: input.periodo, ...values },
      update: values,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'tasa-mora.set',
      entity: 'tasa_mora',
      entityId: row.id,
      details: { periodo: input.periodo, ...values },
      ip: actor.ip,
    });
    return row;
  });
}

export async function listTasasMora(
  { db }: Deps,
  actor: Actor,
  phId: string,
  page: PageInput,
): Promise<{ rows: TasaMora[]; total: number }> {
  const ph = await requireTesoreria(db, actor.user, phId, 'read');
  const where = { phId: ph.id };
  const [rows, total] = await Promise.all([
    db.tasaMora.findMany({ where, orderBy: { periodo: 'desc' }, ...pageOf(page) }),
    db.tasaMora.count({ where }),
  ]);
  return { rows, total };
}
