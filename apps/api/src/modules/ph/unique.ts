// A live property's NIT and identificador are unique: the check before a write, and the same 409
// when a concurrent insert wins the race.
import type { z } from 'zod';

import { type phInput } from '@horizonte/contracts';
import type { Database } from '@horizonte/db';

import { fail, isUniqueViolation } from '../../lib/errors.ts';

export type PhData = z.output<typeof phInput>;

async function conflictFor(
  db: Database,
  data: Pick<PhData, 'nit' | 'identificador'>,
  exceptId?: string,
): Promise<Error | undefined> {
  const others = await db.pH.findMany({
    // Only live properties hold a NIT or an identificador: a deleted one released them.
    where: {
      deletedAt: null,
      OR: [{ identificador: data.identificador }, { nit: data.nit }],
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { identificador: true },
  });
  if (others.some((o) => o.identificador === data.identificador)) return fail.conflict('IDENTIFICADOR_YA_REGISTRADO');
  if (others.length) return fail.conflict('NIT_YA_REGISTRADO');
  return undefined;
}

export async function assertUnique(db: Database, data: Pick<PhData, 'nit' | 'identificador'>, exceptId?: string): Promise<void> {
  const conflict = await conflictFor(db, data, exceptId);
  if (conflict) throw conflict;
}

/** A concurrent insert can still win the race: translate its unique violation into the same 409. */
export async function uniqueConflict(
  db: Database,
  data: Pick<PhData, 'nit' | 'identificador'>,
  error: unknown,
  exceptId?: string,
): Promise<unknown> {
  if (!isUniqueViolation(error)) return error;
  return (await conflictFor(db, data, exceptId)) ?? error;
}
