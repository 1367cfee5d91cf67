// pnpm start: build the web app, then serve web + API on the embedded defaults
// (PGlite in ./.data, mail outbox at /dev/mail, demo data on first start).
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', CHECKPOINT_DISABLE: '1' };

const build = spawnSync('pnpm', ['--filter', '@horizonte/web', 'run', 'build'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
