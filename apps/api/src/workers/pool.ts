// The heavy-work pool: CPU-bound steps (PDFs, spreadsheets, bank statements) run in worker threads
// (piscina), so one export never delays the other requests of every complex. The caller gathers the
// data on the main thread, `runHeavy(kind, input)` sends it to a thread and answers its bytes, moved.
// One pool per process: startServices sizes it from the configuration (WORKER_THREADS) and closes it.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { TRPCError } from '@trpc/server';
import Piscina from 'piscina';

import { defaultWorkerThreads } from '../config.ts';
import { AppErrorCause } from '../lib/errors.ts';
import { HEAVY_TASKS, type HeavyInput, type HeavyKind, type HeavyOutput } from './registry.ts';
import { isRefusal, type HeavyRequest } from './request.ts';

type InputArgs<K extends HeavyKind> = HeavyInput<K> extends undefined ? [] : [HeavyInput<K>];

export interface HeavyPool {
  run<K extends HeavyKind>(kind: K, ...input: InputArgs<K>): Promise<HeavyOutput<K>>;
  /** Threads the pool may start; 0 runs each task on the calling thread (WORKER_THREADS=0, for bench:heavy's comparison). */
  readonly threads: number;
  /** Tasks the threads have finished. */
  readonly completed: number;
  close(): Promise<void>;
}

/**
 * The thread's entry: from the sources (tests, `pnpm start`), worker.ts through tsx's loader; from the
 * production bundle (dist/server.mjs), dist/heavy-worker.mjs beside it, which must be there.
 */
function workerEntry(): { filename: string; execArgv?: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    return { filename: fileURLToPath(new URL('./worker.ts', import.meta.url)), execArgv: ['--import', tsx] };
  }
  const filename = fileURLToPath(new URL('./heavy-worker.mjs', import.meta.url));
  if (!existsSync(filename))
    throw new Error(`Falta ${filename}: construya la API con \`pnpm build\`, que lo genera junto a server.mjs`);
  return { filename }; // the threads keep the process's own flags (--enable-source-maps)
}

function inProcessPool(): HeavyPool {
  return {
    threads: 0,
    completed: 0,
    run: async (kind, ...input) => (await (HEAVY_TASKS[kind] as (input: unknown) => unknown)(input[0])) as never,
    close: async () => {},
  };
}

export function createHeavyPool(threads: number): HeavyPool {
  if (threads === 0) return inProcessPool();
  const piscina = new Piscina<HeavyRequest<HeavyKind>, unknown>({
    ...workerEntry(),
    // No thread until the first file is asked for: most processes (every test app) never draw one.
    minThreads: 0,
    maxThreads: threads,
    // A burst of exports reuses its threads instead of starting new ones (each loads pdfkit and exceljs).
    idleTimeout: 30_000,
    // When the cores are busy, the event loop that answers every request goes first (Linux: the thread's nice).
    niceIncrement: 10,
  });
  return {
    threads,
    get completed() {
      return piscina.completed;
    },
    async run(kind, ...input) {
      const answer = await piscina.run({ kind, input: input[0] as HeavyInput<typeof kind> });
      if (isRefusal(answer)) {
        const { code, message, details } = answer.refusal;
        throw new TRPCError({ code, message, cause: details ? new AppErrorCause(details) : undefined });
      }
      return answer as never;
    },
    close: () => piscina.close(),
  };
}

let processPool: HeavyPool | undefined;

/** The process's pool: the one startServices made, or one of the default size made on first use (CLIs). */
export function heavyPool(): HeavyPool {
  return (processPool ??= createHeavyPool(defaultWorkerThreads()));
}

/** startServices: the pool of the configured size (the one in use when it already has that size). */
export async function startHeavyPool(threads: number): Promise<HeavyPool> {
  if (processPool?.threads === threads) return processPool;
  await processPool?.close();
  return (processPool = createHeavyPool(threads));
}

/** On shutdown: tasks in flight finish, then the threads end; a later task starts a new pool. */
export async function closeHeavyPool(): Promise<void> {
  const pool = processPool;
  processPool = undefined;
  await pool?.close();
}

export function runHeavy<K extends HeavyKind>(kind: K, ...input: InputArgs<K>): Promise<HeavyOutput<K>> {
  return heavyPool().run(kind, ...input);
}
