// pnpm db:deploy | db:migrate --name <x> | db:check — offline replacements for the Prisma CLI.
import { DEFAULT_DATABASE_URL } from '../database-url.ts';
import { createMigration, deployMigrations, diffMigrationsToSchema } from './migrator.ts';

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  switch (command) {
    case 'deploy': {
      const applied = await deployMigrations(databaseUrl);
      console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya está al día.');
      return 0;
    }
    case 'dev': {
      const nameIndex = args.indexOf('--name');
      const name = nameIndex >= 0 ? args[nameIndex + 1] : undefined;
      if (!name) {
        console.error('Uso: pnpm db:migrate --name <nombre_de_la_migracion>');
        return 2;
      }
      const file = await createMigration(databaseUrl, name);
      console.log(file ? `Migración creada: ${file}` : 'El esquema no tiene cambios: no se creó ninguna migración.');
      return 0;
    }
    case 'check': {
      const drift = await diffMigrationsToSchema();
      if (drift) {
        console.error('Las migraciones no coinciden con prisma/schema.prisma. Falta:\n' + drift);
        console.error('\nCree la migración con: pnpm db:migrate --name <nombre>');
        return 1;
      }
      console.log('Las migraciones coinciden con el esquema.');
      return 0;
    }
    default:
      console.error('Uso: cli.ts deploy | dev --name <x> | check');
      return 2;
  }
}

// The engine and PGlite keep the event loop alive for a while: exit explicitly.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
