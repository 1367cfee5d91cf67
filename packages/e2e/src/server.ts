// Starts the real Horizonte server (built web + API) as a child process on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import nodeFlags from '../../../apps/api/node-flags.json' with { type: 'json' };

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The Node flags every API process runs with (apps/api/node-flags.json, which says why), as `pnpm start` passes them. */
export const API_NODE_FLAGS: readonly string[] = nodeFlags.flags;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto'))));
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** `nodeArgs`: flags for Node itself (e.g. `--cpu-prof`, which NODE_OPTIONS does not accept). */
export async function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(
    process.execPath,
    [...API_NODE_FLAGS, ...nodeArgs, '--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al iniciar:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`El servidor no respondió a tiempo:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
