// Moving the platform's clock for black-box and browser tests (TEST_CLOCK=true, never in production).
import { type TestClockInput, type TestClockOutput } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { isAdjustable, type AdjustableClock } from '../../lib/clock.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';

/** Without TEST_CLOCK the routes do not exist (404); with it, only a SUPER_ADMIN may use them. */
function requireAdjustableClock({ clock }: Deps, actor: Actor): AdjustableClock {
  if (!isAdjustable(clock)) throw fail.notFound('RUTA_NO_ENCONTRADA');
  if (actor.user.platformRole !== 'SUPER_ADMIN') throw fail.forbidden('SIN_ACCESO');
  return clock;
}

function reading(clock: AdjustableClock): Omit<TestClockOutput, 'success'> {
  return { ahora: clock.now().toISOString(), ajustado: clock.adjusted };
}

export async function setTestClock(deps: Deps, actor: Actor, input: TestClockInput) {
  const clock = requireAdjustableClock(deps, actor);
  clock.set(new Date(input.ahora));
  await audit(deps.db, { actorId: actor.user.id, action: 'test.clock_set', details: { ahora: input.ahora }, ip: actor.ip });
  return reading(clock);
}

export async function resetTestClock(deps: Deps, actor: Actor) {
  const clock = requireAdjustableClock(deps, actor);
  clock.reset();
  await audit(deps.db, { actorId: actor.user.id, action: 'test.clock_reset', ip: actor.ip });
  return reading(clock);
}
