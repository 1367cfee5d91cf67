// Accounts benchmark: POST /api/auth/login (argon2id verify + session + audit) with a different
// user and client IP on every request, and GET /api/auth/verify (session lookup) on REST and tRPC,
// beside a bare Hono route served by a separate process in the same run.
//   pnpm bench:auth            (PGlite)    BENCH_DATABASE_URL=postgresql://… pnpm bench:auth
import { createDatabase } from '@horizonte/db';

import { hashPassword, verifyPassword } from '../apps/api/src/lib/password.ts';
import { startBareRoute } from './lib/bare.ts';
import { load, printTable } from './lib/load.ts';
import { startBenchServer } from './lib/server.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Login is CPU-bound (argon2): fewer connections than cores × queue depth would only add latency. */
const loginConnections = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 16);
const userCount = Number(process.env.BENCH_USERS ?? 2000);
const PASSWORD = 'bench-clave-123';

const bare = await startBareRoute();

// TRUST_PROXY lets every login come from its own X-Forwarded-For address, as behind a proxy.
const server = await startBenchServer({ TRUST_PROXY: 'true' });
try {
  const started = performance.now();
  const passwordHash = await hashPassword(PASSWORD);
  const hashMs = performance.now() - started;
  const verifyStarted = performance.now();
  await verifyPassword(passwordHash, PASSWORD);
  const verifyMs = performance.now() - verifyStarted;

  const emails = Array.from({ length: userCount }, (_, i) => `bench${i}@example.com`);
  const database = await createDatabase(server.databaseUrl);
  await database.prisma.user.createMany({
    data: emails.map((email, i) => ({
      nombre: `Usuario ${i}`,
      email,
      tipoDocumento: 'CC' as const,
      numeroDocumento: `B${i}`,
      passwordHash,
      emailVerifiedAt: new Date(),
    })),
  });
  await database.close();

  let next = 0;
  const loginBody = (i: number) => JSON.stringify({ email: emails[i % userCount], password: PASSWORD });
  const login = await load({
    name: 'POST /api/auth/login',
    url: `${server.url}/api/auth/login`,
    method: 'POST',
    connections: loginConnections,
    durationSeconds: duration,
    setupRequest: (req) => {
      const i = next++;
      return {
        ...req,
        body: loginBody(i),
        headers: {
          ...req.headers,
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
      };
    },
  });

  const session = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody(0),
  });
  const { data } = (await session.json()) as { data: { token: string } };
  const authorization = `Bearer ${data.token}`;

  const reference = await load({ name: 'Hono bare route (referencia)', url: bare.url, connections, durationSeconds: duration });
  const verifyRest = await load({
    name: 'GET /api/auth/verify',
    url: `${server.url}/api/auth/verify`,
    headers: { authorization },
    connections,
    durationSeconds: duration,
  });
  const verifyTrpc = await load({
    name: 'GET /trpc/auth.verify',
    url: `${server.url}/trpc/auth.verify`,
    headers: { authorization },
    connections,
    durationSeconds: duration,
  });

  console.log(
    `\nBase de datos: ${server.databaseUrl.startsWith('pglite') ? 'PGlite' : 'PostgreSQL'} · ${duration} s por endpoint · ${userCount} usuarios`,
  );
  console.log(
    `argon2id m=19456 KiB, t=2, p=1: hash ${hashMs.toFixed(0)} ms, verificación ${verifyMs.toFixed(0)} ms (un hilo, en este proceso)`,
  );
  console.log(`login: ${loginConnections} conexiones; verify y referencia: ${connections} conexiones`);
  printTable([reference, login, verifyRest, verifyTrpc], reference);
} finally {
  bare.close();
  await server.stop();
  await server.dropDatabase();
}
process.exit(0);
