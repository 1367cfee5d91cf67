// A subscription's `.output()`: tRPC validates a procedure's result with its output parser, and a
// subscription's result is an async iterable, so the schema wraps it and validates each tracked event
// as it is yielded (the pattern of tRPC's docs, "output validation" of subscriptions). The client's
// types come from it too: what the web receives is the contracts' schema, not `unknown`.
import { isTrackedEnvelope, tracked, type TrackedEnvelope } from '@trpc/server';
import { z } from 'zod';

const esIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** Output of a subscription that yields `tracked(id, event)` with events of `evento`. */
export function salidaDeFlujo<T extends z.ZodType>(evento: T) {
  return z.custom<AsyncIterable<TrackedEnvelope<z.input<T>>>>(esIterable).transform(async function* (iterable) {
    const iterator = iterable[Symbol.asyncIterator]();
    try {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        if (!isTrackedEnvelope(next.value)) throw new Error('subscription event without tracked()');
        const [id, data] = next.value;
        yield tracked(id, evento.parse(data) as z.output<T>);
      }
    } finally {
      await iterator.return?.();
    }
  });
}
