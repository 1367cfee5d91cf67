// Demo asambleas data (filled in by its issue).
import type { Database } from '@horizonte/db';

export async function seedDemoAsambleas(_db: Database, _now: Date): Promise<void> {}
