// A suspended complex (its plan's estado, issue 33) keeps every record and stays readable, but its people
// change nothing: a mutation by someone outside the platform's staff is made by a *writer*, a copy of
// its caller that carries a write scope, and every tenant guard that loads a complex for a writer
// refuses a suspended one with 409 CONJUNTO_SUSPENDIDO (the shared policy: escrituraBloqueadaPorSuspension).
// Reads never make a writer; staff never are one. The scope travels on the caller object, not in
// AsyncLocalStorage: on Node 20 one AsyncLocalStorage.run turns promise hooks on for the whole process,
// and every promise of every request, a health check included, then pays for them (issue 31).
import { escrituraBloqueadaPorSuspension, type PlatformRole } from '@horizonte/contracts';
import { Prisma, readRows, type DbClient, type PlanConjunto, type TypedSql } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';

/** A symbol key: copies of the caller (`{ ...caller }`) keep the scope, and no JSON answer or log shows it. */
const WRITE_SCOPE = Symbol('writeScope');

interface WriteScope {
  /** Each complex is looked up once per request, however many guards ask. */
  checked: Map<string, Promise<void>>;
}

interface MaybeWriter {
  [WRITE_SCOPE]?: WriteScope;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `caller` as the author of one write: a copy with a fresh write scope when suspension holds them back, else itself. */
export function asWriter<C extends { platformRole: PlatformRole | null }>(caller: C): C {
  if (!escrituraBloqueadaPorSuspension('suspendida', caller.platformRole)) return caller;
  const writer: C & MaybeWriter = { ...caller, [WRITE_SCOPE]: { checked: new Map() } };
  return writer;
}

const planEstadoSql = (phId: string) =>
  Prisma.sql`SELECT estado::text AS estado FROM planes_conjunto WHERE ph_id = ${phId}::uuid` as TypedSql<
    Pick<PlanConjunto, 'estado'>
  >;

async function check(db: DbClient, phId: string): Promise<void> {
  // On every write of the complex's people: typed SQL on the pool (readRows), not a model query.
  const [plan] = await readRows(db, planEstadoSql(phId));
  // Staff are never writers, so here the caller is one of the complex's people.
  if (plan && escrituraBloqueadaPorSuspension(plan.estado, null)) throw fail.conflict('CONJUNTO_SUSPENDIDO');
}

/** For a writer, refuses when the complex is suspended; for anyone else it does nothing. */
export function refuseWriteIfSuspended(db: DbClient, caller: object, phId: string | undefined): Promise<void> | undefined {
  const scope = (caller as MaybeWriter)[WRITE_SCOPE];
  if (!scope || !phId || !UUID.test(phId)) return undefined;
  let pending = scope.checked.get(phId);
  if (!pending) {
    pending = check(db, phId);
    scope.checked.set(phId, pending);
  }
  return pending;
}
