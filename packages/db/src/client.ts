import { PrismaClient } from './generated/prisma/client.ts';
import { openAdapter, type AdapterOptions } from './adapter.ts';

export type Database = PrismaClient;

export interface DatabaseHandle {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Creates the Prisma client for DATABASE_URL: embedded PGlite or PostgreSQL. */
export async function createDatabase(databaseUrl: string | undefined, options: AdapterOptions = {}): Promise<DatabaseHandle> {
  const adapter = await openAdapter(databaseUrl, options);
  const prisma = new PrismaClient({ adapter: adapter.factory });
  return {
    prisma,
    kind: adapter.kind,
    async close() {
      await prisma.$disconnect();
      await adapter.close();
    },
  };
}
