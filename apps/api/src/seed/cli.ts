// pnpm db:seed: loads the demo data into an empty database (after applying migrations).
import { createDatabase, deployMigrations } from '@horizonte/db';

import { loadConfig } from '../config.ts';
import { storageOf } from '../lib/storage.ts';
import { seedDemoPasarela } from './demo-pasarela.ts';
import { seedDemoData } from './demo.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  await deployMigrations(config.databaseUrl);
  const database = await createDatabase(config.databaseUrl);
  try {
    if ((await database.prisma.user.count()) > 0) {
      console.log('La base de datos ya tiene usuarios: no se cargaron datos de demostración.');
      return 0;
    }
    await seedDemoData(database.prisma, new Date(), storageOf(config));
    await seedDemoPasarela(database.prisma, config, new Date());
    console.log('Datos de demostración cargados.');
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
