// The process is going away (SIGTERM): whoever holds something open — an event stream, a long read —
// listens to `signal` and ends it cleanly; the health check turns 503 while `draining`.
export interface Shutdown {
  /** Aborts when the process starts draining. */
  readonly signal: AbortSignal;
  readonly draining: boolean;
  /** Starts draining (idempotent). */
  begin(): void;
}

export function createShutdown(): Shutdown {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    get draining() {
      return controller.signal.aborted;
    },
    begin() {
      if (!controller.signal.aborted) controller.abort(new Error('El servidor se está reiniciando.'));
    },
  };
}
