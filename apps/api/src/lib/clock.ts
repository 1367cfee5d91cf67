// The one source of "now" for every service: deadlines, interest, sessions and assemblies read it
// from their deps, never from `new Date()`, so tests can put the platform at any date.
export interface Clock {
  now(): Date;
}

/** A clock that tests may move (TEST_CLOCK=true): the set instant, then time flows on from it. */
export interface AdjustableClock extends Clock {
  set(instant: Date): void;
  reset(): void;
  /** True while set away from the real time. */
  readonly adjusted: boolean;
}

export const systemClock: Clock = { now: () => new Date() };

export function adjustableClock(): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(instant) {
      offsetMs = instant.getTime() - Date.now();
    },
    reset() {
      offsetMs = 0;
    },
    get adjusted() {
      return offsetMs !== 0;
    },
  };
}

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  return 'set' in clock && 'reset' in clock;
}
