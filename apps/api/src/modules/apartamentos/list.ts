// The units of a complex (community screens) and the caller's own units (owner and resident portals).
import type { z } from 'zod';

import type { apartamentoListInput } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { pageOf } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { readMyUnits, readUnitsPage } from './sql.ts';

export async function listApartamentos({ db }: Deps, actor: Actor, input: z.output<typeof apartamentoListInput>) {
  const { total, coeficiente, unidades } = await readUnitsPage(db, actor.user, input.id, pageOf(input));
  return { apartamentos: unidades, total, coeficienteTotal: Number(coeficiente ?? 0) };
}

/** Units where the caller is a linked resident. */
export async function myApartamentos({ db }: Deps, actor: Actor, phId: string) {
  const { coeficiente, unidades } = await readMyUnits(db, actor.user, phId);
  return { apartamentos: unidades, total: unidades.length, coeficienteTotal: Number(coeficiente ?? 0) };
}
