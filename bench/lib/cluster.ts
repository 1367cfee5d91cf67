// Two (or more) real API processes on one PostgreSQL database, each on its own loopback port.
// The first one applies the migrations and loads the demo data; the others start with
// MIGRATE_ON_START=false (as in production, where `pnpm db:deploy` runs once before).
import { VAPID_DE_PRUEBA } from '../../apps/api/test/support/vapid.ts';
import { freePort, startServer, type RunningServer } from '../../packages/e2e/src/server.ts';
import { createEmptyDatabase, startPostgres, type BenchDatabase } from './postgres.ts';

export interface ApiNode {
  name: string;
  url: string;
  port: number;
  server: RunningServer;
  /** Everything the process printed (to check that no token reaches the logs). */
  output: () => string;
}

export interface Cluster {
  nodes: ApiNode[];
  database: BenchDatabase;
  /** Starts a node again on the same port (after a crash). */
  restart(node: ApiNode): Promise<number>;
  stop(): Promise<void>;
}

/** Production-like settings: behind a proxy (TRUST_PROXY), mail to the outbox, demo data on the first node. */
export const CLUSTER_ENV = {
  NODE_ENV: 'production',
  MAIL_OUTBOX: 'true',
  SMTP_URL: '',
  TRUST_PROXY: 'true',
  DATABASE_POOL_SIZE: '10',
  CODE_SECRET: 'bench-secreto-de-codigos-de-visitantes-0001',
  PASARELA_SECRETS_KEY: 'llave-de-prueba-de-los-secretos-de-pasarela',
  ...VAPID_DE_PRUEBA,
};

/** `nodeArgs`: flags for each process's Node (e.g. `--cpu-prof`). */
export async function startCluster(options: {
  prefix: string;
  size?: number;
  env?: Record<string, string>;
  nodeArgs?: string[];
}): Promise<Cluster> {
  const serverUrl = startPostgres();
  const database = await createEmptyDatabase(serverUrl, options.prefix);
  const baseEnv = { ...CLUSTER_ENV, DATABASE_URL: database.url, ...options.env };
  const nodes: ApiNode[] = [];

  async function launch(name: string, port: number, seed: boolean): Promise<ApiNode> {
    // The first process applies the migrations and loads the demo data into the empty database; the
    // others do neither, but still say SEED_DEMO=true: production refuses to serve demo accounts otherwise.
    const server = await startServer(
      {
        ...baseEnv,
        PORT: String(port),
        SEED_DEMO: 'true',
        MIGRATE_ON_START: seed ? 'true' : 'false',
      },
      options.nodeArgs,
    );
    let output = '';
    server.process.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.process.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    return { name, url: server.url, port, server, output: () => output };
  }

  try {
    const size = options.size ?? 2;
    for (let i = 0; i < size; i++) {
      const name = String.fromCharCode(65 + i);
      nodes.push(await launch(name, await freePort(), i === 0));
    }
  } catch (error) {
    await Promise.all(nodes.map((n) => n.server.stop()));
    await database.drop();
    throw error;
  }

  return {
    nodes,
    database,
    async restart(node) {
      const started = Date.now();
      const fresh = await launch(node.name, node.port, false);
      Object.assign(node, fresh);
      return Date.now() - started;
    },
    async stop() {
      await Promise.all(nodes.map((n) => n.server.stop()));
    },
  };
}
