import { openSchemaEngine } from './engine.ts';
import { readMigrationList, readSchema, writeMigration } from './migrations-folder.ts';

const noFilter = { externalTables: [], externalEnums: [] };

/** `prisma migrate deploy`: applies every migration not yet applied. Returns their names. */
export async function deployMigrations(databaseUrl: string | undefined): Promise<string[]> {
  const { engine, close } = await openSchemaEngine(databaseUrl, readSchema());
  try {
    const result = await engine.applyMigrations({ migrationsList: readMigrationList(), filters: noFilter });
    return result.appliedMigrationNames;
  } finally {
    await close();
  }
}

/** `prisma migrate dev --name`: applies pending migrations, then writes a new one for the schema's changes. */
export async function createMigration(databaseUrl: string | undefined, name: string): Promise<string | null> {
  const schema = readSchema();
  const { engine, close } = await openSchemaEngine(databaseUrl, schema);
  try {
    const migrationsList = readMigrationList();
    const diagnostic = await engine.devDiagnostic({ migrationsList, filters: noFilter });
    if (diagnostic.action.tag === 'reset') {
      throw new Error(`La base de datos de desarrollo debe reiniciarse: ${diagnostic.action.reason}`);
    }
    await engine.applyMigrations({ migrationsList, filters: noFilter });
    const created = await engine.createMigration({
      draft: false,
      migrationName: name,
      migrationsList,
      schema: { files: [schema] },
      filters: noFilter,
    });
    if (!created.migrationScript) return null;
    const file = writeMigration(created.generatedMigrationName, created.migrationScript);
    await engine.applyMigrations({ migrationsList: readMigrationList(), filters: noFilter });
    return file;
  } finally {
    await close();
  }
}

/** Drift check: the SQL that would take the migrations to the schema; empty when they match. */
export async function diffMigrationsToSchema(): Promise<string> {
  const schema = readSchema();
  const { engine, close } = await openSchemaEngine('pglite:memory://', schema);
  try {
    const result = await engine.diff({
      from: { tag: 'migrations', ...readMigrationList() },
      to: { tag: 'schemaDatamodel', files: [schema] },
      script: true,
      exitCode: true,
      filters: noFilter,
    });
    const script = (result.stdout ?? '').trim();
    return result.exitCode === 0 || script === '-- This is an empty migration.' ? '' : script;
  } finally {
    await close();
  }
}
