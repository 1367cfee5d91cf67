// What a test reads from a live stream (SSE or a tRPC subscription): events kept in arrival order, and a
// wait for the next one of a kind that skips the others.

export interface ReceivedEvents<E> {
  /** Everything received so far. */
  list: E[];
  /** Records an event and wakes whoever waits. */
  push(event: E): void;
  /** The next event of this kind after the last one returned (optionally matching), or a rejection naming what came. */
  next(kind: string, match: (data: any) => boolean, timeoutMs: number): Promise<E>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each event has its own shape
}

export function receivedEvents<E>(kindOf: (event: E) => string, dataOf: (event: E) => unknown): ReceivedEvents<E> {
  const list: E[] = [];
  const waiters = new Set<() => void>();
  let cursor = 0;
  return {
    list,
    push(event) {
      list.push(event);
      for (const wake of waiters) wake();
    },
    next(kind, match, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (cursor < list.length) {
            const event = list[cursor++]!;
            if (kindOf(event) === kind && match(dataOf(event))) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(event);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`sin evento ${kind} en ${timeoutMs} ms; recibidos: ${list.map(kindOf).join(', ')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
