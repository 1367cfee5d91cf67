// Demo porteria data (filled in by its issue).
import type { Database } from '@horizonte/db';

export async function seedDemoPorteria(_db: Database, _now: Date): Promise<void> {}
