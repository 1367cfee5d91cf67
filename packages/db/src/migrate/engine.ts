// Prisma's own schema engine compiled to WebAssembly, driven through a driver adapter.
// This replaces the CLI's native engine download, which cannot work offline.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';

import { openAdapter, PGLITE_EXTENSIONS, type AdapterHandle } from '../adapter.ts';

let wasmReady = false;

function loadWasm(): void {
  if (wasmReady) return;
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('@prisma/schema-engine-wasm'));
  const module = new WebAssembly.Module(readFileSync(path.join(dir, 'schema_engine_bg.wasm')));
  const instance = new WebAssembly.Instance(module, {
    './schema_engine_bg.js': bindings as unknown as WebAssembly.ModuleImports,
  });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  wasmReady = true;
}

let catalogTypesPatched = false;

/**
 * adapter-pg cannot map the catalog types "char" (18), name (19) and name[] (1003) that the engine's
 * introspection selects. In this migration process only, read them as text / text[].
 */
function readCatalogTypesAsText(): void {
  if (catalogTypesPatched) return;
  const Result = (pg as unknown as { Result: { prototype: { addFields(fields: { dataTypeID: number }[]): void } } }).Result;
  const addFields = Result.prototype.addFields;
  Result.prototype.addFields = function (fields) {
    for (const field of fields) {
      if (field.dataTypeID === 18 || field.dataTypeID === 19) field.dataTypeID = 25;
      else if (field.dataTypeID === 1003) field.dataTypeID = 1009;
    }
    addFields.call(this, fields);
  };
  catalogTypesPatched = true;
}

type SqlDriverAdapter = Awaited<ReturnType<AdapterHandle['factory']['connect']>>;

/**
 * adapter-pg runs a migration script as statements split on every ';', which cuts a PL/pgSQL body
 * ($$ … ; … $$, e.g. the triggers that keep votos and the minuta append-only) apart. Send the script
 * whole instead: the simple query protocol runs several statements, in one implicit transaction.
 * PGlite's adapter already executes scripts whole.
 */
function runScriptsWhole(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const client = (adapter as unknown as { client?: { query(sql: string): Promise<unknown> }; onError?(error: unknown): never })
    .client;
  if (!client || !adapter.adapterName.includes('adapter-pg')) return adapter;
  adapter.executeScript = async (script: string) => {
    try {
      await client.query(script);
    } catch (error) {
      (adapter as unknown as { onError(error: unknown): never }).onError(error);
    }
  };
  return adapter;
}

export interface EngineHandle {
  engine: SchemaEngine;
  close(): Promise<void>;
}

/** Opens the schema engine on DATABASE_URL, with a throwaway in-memory PGlite as shadow database. */
export async function openSchemaEngine(
  databaseUrl: string | undefined,
  schema: { path: string; content: string },
): Promise<EngineHandle> {
  loadWasm();
  readCatalogTypesAsText();
  const main: AdapterHandle = await openAdapter(databaseUrl, { poolSize: 2 });
  const shadows: PGlite[] = [];
  const factory = bindMigrationAwareSqlAdapterFactory({
    provider: main.factory.provider,
    adapterName: main.factory.adapterName,
    connect: async () => runScriptsWhole(await main.factory.connect()),
    connectToShadowDb: async () => {
      const shadow = new PGlite({ extensions: PGLITE_EXTENSIONS });
      shadows.push(shadow);
      return new PrismaPGlite(shadow).connect();
    },
  });
  const engine = await bindings.SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    (message: string) => {
      if (process.env.DEBUG_SCHEMA_ENGINE) console.error(message);
    },
    factory,
  );
  return {
    engine,
    async close() {
      engine.free();
      await Promise.all(shadows.map((s) => s.close()));
      await main.close();
    },
  };
}
