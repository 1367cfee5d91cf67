// One queue's worker loop: fetch a batch from pg-boss, run it, repeat; sleep when idle until polled or woken.
// pg-boss's own `work()` cannot stop cleanly: its graceful stop only waits for batches already handed
// to the handler, so a fetch in flight at that moment marks a job active after the queue has shut
// down, and the job then sits "active" until it expires (15 min) instead of going to the next process.
// Owning the loop, a stop waits for the fetch and for the batch it returns.
import type PgBoss from 'pg-boss';

export interface Worker {
  /** Looks for work now instead of at the next poll. */
  wake(): void;
  /** Takes no further batch; resolves when the current fetch and batch are done. */
  stop(): Promise<void>;
  /** Fails what is still running (a stop that timed out) so another process retries it at once. */
  abandon(): Promise<void>;
}

export function startWorkerLoop(
  boss: PgBoss,
  name: string,
  options: { batchSize: number; pollMs: number },
  handle: (job: PgBoss.Job<unknown>) => Promise<void>,
  logError: (error: unknown) => void,
): Worker {
  let stopping = false;
  let running: PgBoss.Job<unknown>[] = [];
  let wakeUp: (() => void) | undefined;
  // A wake that arrives during a fetch (the job may have committed just after it looked) skips the next sleep.
  let woken = false;

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  const loop = (async () => {
    while (!stopping) {
      let found = 0;
      woken = false;
      try {
        const jobs = await boss.fetch<unknown>(name, { batchSize: options.batchSize });
        found = jobs.length;
        running = jobs;
        await Promise.all(jobs.map((job) => handle(job).catch(logError)));
      } catch (error) {
        logError(error);
      } finally {
        running = [];
      }
      if (found === 0 && !stopping && !woken) await sleep();
    }
  })();

  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      stopping = true;
      wakeUp?.();
      await loop;
    },
    async abandon() {
      await Promise.all(
        running.map((job) =>
          boss.fail(name, job.id, { message: 'el proceso se detuvo con el trabajo en curso' }).catch(logError),
        ),
      );
    },
  };
}

/** Stops every loop; after `timeoutMs` the jobs still running are failed (and so retried elsewhere). */
export async function stopWorkers(workers: Worker[], timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const result = await Promise.race([Promise.all(workers.map((worker) => worker.stop())), timedOut]);
  clearTimeout(timer);
  if (result === 'timeout') await Promise.all(workers.map((worker) => worker.abandon()));
}
