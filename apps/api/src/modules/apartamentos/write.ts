// What creating and editing a unit share: the answer and the refusal of a repeated unit.
import type { z } from 'zod';

import { type apartamentoFields } from '@horizonte/contracts';
import type { Database, Prisma } from '@horizonte/db';

import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { settleCoeficientes } from './coeficientes.ts';

export type ApartamentoData = z.output<typeof apartamentoFields>;

/** A unit's write, with the unit's key already taken (torre and número) answered as a 409. */
export async function refusingRepeatedUnit<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict('APARTAMENTO_REPETIDO');
    throw error;
  }
}

/**
 * Runs a write and answers with the unit and the property's new coeficiente sum, settled in the same
 * transaction (`raises`: whether the write can raise the sum, see settleCoeficientes).
 */
export function writeApartamento<T>(
  db: Database,
  { phId, raises }: { phId: string; raises: boolean },
  write: (tx: Prisma.TransactionClient) => Promise<T>,
) {
  return refusingRepeatedUnit(() =>
    db.$transaction(async (tx) => {
      const apartamento = await write(tx);
      return { apartamento, coeficienteTotal: await settleCoeficientes(tx, phId, { raises }) };
    }),
  );
}
