// Demo reservas data (filled in by its issue).
import type { Database } from '@horizonte/db';

export async function seedDemoReservas(_db: Database, _now: Date): Promise<void> {}
