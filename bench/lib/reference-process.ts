// The process that serves bench:hot's limits (bench/lib/hot-reference.ts), started the same way by every
// bench that compares a route with its limit: on the API's own Node flags, so the two run alike.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { API_NODE_FLAGS, freePort, repoRoot } from '../../packages/e2e/src/server.ts';

export interface ReferenceProcess {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** `env`: what the reference reads besides its database and port; `nodeArgs`: e.g. a CPU profile. */
export async function startReferenceProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<ReferenceProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...API_NODE_FLAGS, ...nodeArgs, '--import', 'tsx', path.join(repoRoot, 'bench/lib/hot-reference.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', ...env, DATABASE_URL: databaseUrl, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`hot-reference terminó (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    stop: () =>
      new Promise<void>((resolve) =>
        child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
      ),
  };
}
