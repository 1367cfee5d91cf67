// Demo documentos data (filled in by its issue).
import type { Database } from '@horizonte/db';

export async function seedDemoDocumentos(_db: Database, _now: Date): Promise<void> {}
