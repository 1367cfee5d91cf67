// pnpm start: build the web app, then serve web + API on the embedded defaults
// (PGlite in ./.data, mail outbox at /dev/mail, demo data on first start).
// NODE_ENV=production pnpm start: no build and no tsx — serves what `pnpm build` compiled, and refuses
// a build that is missing or no longer matches the sources.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import nodeFlags from '../apps/api/node-flags.json' with { type: 'json' };
import { buildProblem, root } from './build-stamp.mjs';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', CHECKPOINT_DISABLE: '1' };

function refuse(problem) {
  console.error(`No se inicia Horizonte en producción: ${problem}. Ejecute \`pnpm build\` y vuelva a iniciar.`);
  process.exit(1);
}

/** The compiled server, once both builds are there and current. */
function productionServer() {
  // WEB_DIST: a web app built elsewhere, served as given (its stamp is not ours to check).
  const webProblem = env.WEB_DIST
    ? existsSync(path.join(env.WEB_DIST, 'index.html'))
      ? null
      : `falta la aplicación web en WEB_DIST (${env.WEB_DIST}/index.html)`
    : buildProblem('web');
  const problem = webProblem ?? buildProblem('api');
  if (problem) refuse(problem);
  return [process.execPath, [...nodeFlags.flags, '--enable-source-maps', path.join(root, 'apps/api/dist/server.mjs')]];
}

function developmentServer() {
  const build = spawnSync('pnpm', ['--filter', '@horizonte/web', 'run', 'build'], { stdio: 'inherit', env, cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
  return [process.execPath, [...nodeFlags.flags, '--import', 'tsx', 'apps/api/src/server.ts']];
}

const [command, args] = env.NODE_ENV === 'production' ? productionServer() : developmentServer();
const server = spawn(command, args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
