// What creating and editing a unit share: the answer and the refusal of a repeated unit.
import type { z } from 'zod';

import { type apartamentoFields } from '@horizonte/contracts';
import type { Database, Prisma } from '@horizonte/db';

import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { coeficienteTotal } from '../stats/service.ts';

export type ApartamentoData = z.output<typeof apartamentoFields>;

/** Runs a write and answers with the unit and the property's new coeficiente sum. */
export async function writeApartamento<T extends { phId: string }>(
  db: Database,
  write: (tx: Prisma.TransactionClient) => Promise<T>,
) {
  try {
    const apartamento = await db.$transaction(write);
    return { apartamento, coeficienteTotal: await coeficienteTotal(db, apartamento.phId) };
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict('APARTAMENTO_REPETIDO');
    throw error;
  }
}
