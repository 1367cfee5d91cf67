// The database operations a request performs before its answer, for tests that compare two paths'
// work (an existing and an unknown account must cost the same): no wall-clock thresholds.
import type { Database } from '@horizonte/db';

export interface OperationRecorder {
  /** A client that notes every operation (model.operation, or the raw operation) while recording. */
  db: Database;
  /** Runs `work` and returns what it returned with the operations done meanwhile. */
  record<T>(work: () => Promise<T>): Promise<{ result: T; operations: string[] }>;
}

/** Give `db` to the request handlers (createApp) and keep the plain client for the job worker. */
export function recordOperations(db: Database): OperationRecorder {
  let recorded: string[] | null = null;
  const counting = db.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        recorded?.push(model ? `${model}.${operation}` : operation);
        return query(args);
      },
    },
  }) as unknown as Database;
  return {
    db: counting,
    async record(work) {
      recorded = [];
      try {
        const result = await work();
        return { result, operations: recorded };
      } finally {
        recorded = null;
      }
    },
  };
}
