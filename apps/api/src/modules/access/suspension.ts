// A suspended complex (its plan's estado, issue 33) keeps every record and stays readable, but its people
// change nothing: a mutation by someone outside the platform's staff runs inside a write scope, and every
// tenant guard that loads a complex during it refuses a suspended one with 409 CONJUNTO_SUSPENDIDO
// (the shared policy: escrituraBloqueadaPorSuspension). Reads never enter the scope; staff never do.
import { AsyncLocalStorage } from 'node:async_hooks';

import { escrituraBloqueadaPorSuspension, type PlatformRole } from '@horizonte/contracts';
import { Prisma, readRows, type DbClient, type PlanConjunto, type TypedSql } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';

interface WriteScope {
  /** Each complex is looked up once per request, however many guards ask. */
  checked: Map<string, Promise<void>>;
}

const scope = new AsyncLocalStorage<WriteScope>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs `work` (a mutation's resolver) as a write of `platformRole`: only callers held back by suspension get a scope. */
export function asWriteOf<T>(platformRole: PlatformRole | null, work: () => Promise<T>): Promise<T> {
  if (!escrituraBloqueadaPorSuspension('suspendida', platformRole)) return work();
  return scope.run({ checked: new Map() }, work);
}

const planEstadoSql = (phId: string) =>
  Prisma.sql`SELECT estado::text AS estado FROM planes_conjunto WHERE ph_id = ${phId}::uuid` as TypedSql<
    Pick<PlanConjunto, 'estado'>
  >;

async function check(db: DbClient, phId: string): Promise<void> {
  // On every write of the complex's people: typed SQL on the pool (readRows), not a model query.
  const [plan] = await readRows(db, planEstadoSql(phId));
  // Staff never enter the scope, so here the caller is one of the complex's people.
  if (plan && escrituraBloqueadaPorSuspension(plan.estado, null)) throw fail.conflict('CONJUNTO_SUSPENDIDO');
}

/** Inside a write scope, refuses when the complex is suspended; elsewhere it does nothing. */
export function refuseWriteIfSuspended(db: DbClient, phId: string | undefined): Promise<void> | undefined {
  const current = scope.getStore();
  if (!current || !phId || !UUID.test(phId)) return undefined;
  let pending = current.checked.get(phId);
  if (!pending) {
    pending = check(db, phId);
    current.checked.set(phId, pending);
  }
  return pending;
}
