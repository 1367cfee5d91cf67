// MIGRATE_ON_START=false: a process that does not migrate waits until another one (the single migrator,
// or `pnpm db:deploy`) has applied every migration this build knows, so it never runs against an older schema.
import type { DatabaseHandle } from '../client.ts';
import { migrationNames } from './migrations-folder.ts';

export interface SchemaWaitOptions {
  /** Total wait; past it the process gives up (the caller exits). 0: check once. */
  timeoutMs: number;
  /** Pause between two checks. */
  intervalMs?: number;
  /** Told once, when the first check finds the schema behind. */
  onWaiting?(latest: string): void;
}

export class SchemaWaitError extends Error {}

/** The migrations Prisma's migrate recorded as finished (and not rolled back) in _prisma_migrations. */
async function appliedMigrations(database: DatabaseHandle): Promise<Set<string>> {
  const [table] = await database.prisma.$queryRaw<{ present: boolean }[]>`
    SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present`;
  if (!table?.present) return new Set();
  const rows = await database.prisma.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  return new Set(rows.map((row) => row.migration_name));
}

export async function waitForSchema(database: DatabaseHandle, options: SchemaWaitOptions): Promise<void> {
  const latest = migrationNames().at(-1);
  if (!latest) return;
  const deadline = Date.now() + options.timeoutMs;
  let told = false;
  while (!(await appliedMigrations(database)).has(latest)) {
    // The embedded database is this process's alone while open: no other process can migrate it meanwhile.
    if (database.kind === 'pglite') {
      throw new SchemaWaitError(
        `la base de datos embebida no tiene la migración ${latest} y MIGRATE_ON_START=false: aplíquela antes con \`pnpm db:deploy\``,
      );
    }
    if (Date.now() >= deadline) {
      throw new SchemaWaitError(
        `la base de datos sigue sin la migración ${latest} después de ${Math.round(options.timeoutMs / 1000)} s de espera (MIGRATE_ON_START=false): aplique las migraciones con \`pnpm db:deploy\` o con el proceso que migra`,
      );
    }
    if (!told) options.onWaiting?.(latest);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, Math.min(options.intervalMs ?? 1_000, deadline - Date.now())));
  }
}
