// The production start (issue 30): `pnpm build` compiles the API to apps/api/dist, and
// `NODE_ENV=production pnpm start` (scripts/start.mjs) serves that build with plain node — refusing a build
// that is missing or whose stamp no longer matches the sources. A process with MIGRATE_ON_START=false does
// not migrate: it waits for the schema this build needs (PostgreSQL) or refuses at once (the embedded
// database, which only one process can open).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deployMigrations } from '@horizonte/db';
import type { TestDatabase } from '@horizonte/db/testing';

import { createTestDatabase } from './support/index.ts';
import { VAPID_DE_PRUEBA } from './support/vapid.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const apiDist = path.join(root, 'apps/api/dist');
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

const scratch = mkdtempSync(path.join(tmpdir(), 'hz-prod-'));
const webDist = path.join(scratch, 'web');
const running: ChildProcess[] = [];
/** One new, empty database for the file: the refused and waiting starts see it unmigrated, the last start serves on it. */
let database: TestDatabase;

/** The environment production requires, on a database of its own; the web app is a stand-in (its build is not under test). */
function productionEnv(databaseUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    MAIL_OUTBOX: 'true',
    CODE_SECRET: 'c'.repeat(40),
    PASARELA_SECRETS_KEY: 'p'.repeat(40),
    ...VAPID_DE_PRUEBA,
    STORAGE_DIR: path.join(scratch, 'archivos'),
    WEB_DIST: webDist,
    ...extra,
  };
}

/** `NODE_ENV=production pnpm start` as a child process, with what it has printed so far. */
function start(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** Resolves with the first match of `pattern` in the output; rejects if the process ends first. */
  function printed(pattern: RegExp): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const match = output.match(pattern);
        if (match) {
          cleanup();
          resolve(match);
        }
      };
      const ended = (code: number | null) => {
        cleanup();
        reject(new Error(`terminó con código ${code} sin escribir ${pattern}:\n${output}`));
      };
      const cleanup = () => {
        child.stdout!.off('data', look);
        child.stderr!.off('data', look);
        child.off('exit', ended);
      };
      child.stdout!.on('data', look);
      child.stderr!.on('data', look);
      child.on('exit', ended);
      look();
    });
  }
  return { child, exited, printed, output: () => output };
}

/** The port the server says it listens on (PORT=0: a free one). */
async function listeningPort(server: ReturnType<typeof start>): Promise<number> {
  const [, port] = await server.printed(/Horizonte escuchando en http:\/\/localhost:(\d+)/);
  return Number(port);
}

/** A start that must be refused before any server runs: its exit code and what it said. */
function refusedStart(env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: root, env, encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const build = spawnSync(process.execPath, ['apps/api/scripts/build.mjs'], { cwd: root, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="es"><title>Horizonte compilado</title></html>');
});

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  await database?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('NODE_ENV=production pnpm start', () => {
  it('refuses a build older than its sources, naming the fix', () => {
    // A source the build has not seen: the stamp's hash of apps/api/src no longer matches.
    const newSource = path.join(root, 'apps/api/src/fuente-posterior-a-la-compilacion.ts');
    writeFileSync(newSource, '// Written and removed by production-start.test.ts\nexport {};\n');
    try {
      const refused = refusedStart(productionEnv('pglite:memory://'));
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('la compilación en apps/api/dist no corresponde a las fuentes actuales');
      expect(refused.stderr).toContain('Ejecute `pnpm build`');
    } finally {
      rmSync(newSource);
    }
  });

  it('refuses a missing API build or a missing web app', () => {
    const server = path.join(apiDist, 'server.mjs');
    renameSync(server, `${server}.aparte`);
    try {
      const refused = refusedStart(productionEnv('pglite:memory://'));
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('falta la compilación en apps/api/dist (server.mjs o .build-stamp.json)');
    } finally {
      renameSync(`${server}.aparte`, server);
    }
    // The heavy-work threads' entry is part of the build: without it the server does not start half-able.
    const worker = path.join(apiDist, 'heavy-worker.mjs');
    renameSync(worker, `${worker}.aparte`);
    try {
      const refused = refusedStart(productionEnv('pglite:memory://'));
      expect(refused.status).toBe(1);
      expect(refused.stdout + refused.stderr).toContain('heavy-worker.mjs: construya la API con `pnpm build`');
    } finally {
      renameSync(`${worker}.aparte`, worker);
    }
    const noWeb = refusedStart(productionEnv('pglite:memory://', { WEB_DIST: path.join(scratch, 'sin-web') }));
    expect(noWeb.status).toBe(1);
    expect(noWeb.stderr).toContain('falta la aplicación web en WEB_DIST');
  });
});

describe('MIGRATE_ON_START=false', () => {
  it.skipIf(onPostgres)('refuses at once an embedded database without this build’s migrations', { timeout: 90_000 }, async () => {
    const server = start(productionEnv(database.url, { MIGRATE_ON_START: 'false' }));
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/la base de datos embebida no tiene la migración \d+_\w+ y MIGRATE_ON_START=false/);
    expect(server.output()).not.toContain('Horizonte escuchando');
  });

  it.runIf(onPostgres)('gives up with exit code 1 when the wait runs out', { timeout: 90_000 }, async () => {
    const server = start(productionEnv(database.url, { MIGRATE_ON_START: 'false', SCHEMA_WAIT_SECONDS: '1' }));
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/sigue sin la migración \d+_\w+ después de 1 s de espera/);
  });
  it.runIf(onPostgres)('waits until another process applies the migrations, then serves', { timeout: 90_000 }, async () => {
    const server = start(productionEnv(database.url, { MIGRATE_ON_START: 'false', SCHEMA_WAIT_SECONDS: '60' }));
    await server.printed(/Esperando a que otro proceso aplique las migraciones \(falta \d+_\w+; hasta 60 s/);
    expect(server.output()).not.toContain('Horizonte escuchando');
    await deployMigrations(database.url);
    const port = await listeningPort(server);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(server.output()).not.toContain('Migraciones aplicadas');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe('the compiled server', () => {
  it('draws documents in its worker threads with plain node (dist/heavy-worker.mjs)', () => {
    const script = `
      import Piscina from 'piscina';
      const pool = new Piscina({ filename: ${JSON.stringify(path.join(apiDist, 'heavy-worker.mjs'))} });
      const doc = { titulo: 'Recibo', conjunto: { nombre: 'C', nit: '1', direccion: 'D', ciudad: 'E' }, lineas: ['Valor'] };
      const bytes = await pool.run({ kind: 'pdf', input: doc });
      process.stdout.write(bytes.constructor.name + ' ' + Buffer.from(bytes.subarray(0, 5)).toString());
      await pool.close();`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.join(root, 'apps/api'),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('Uint8Array %PDF-');
  });

  // Last: on the embedded database this start is the one that migrates the empty database.
  it('serves the compiled API and the built web', { timeout: 90_000 }, async () => {
    const server = start(productionEnv(database.url));
    const port = await listeningPort(server);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    const page = await fetch(`http://127.0.0.1:${port}/residentes`);
    expect(await page.text()).toContain('Horizonte compilado');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
