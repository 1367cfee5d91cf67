// The build stamp: a hash of the sources that go into a build (no git: a copied tree or a dirty one
// stamps the same). `pnpm build` writes it next to each output; the production start compares it with
// the sources on disk and refuses a build that no longer matches them.
//   node scripts/build-stamp.mjs write web|api
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const COMMON = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', 'tsconfig.base.json'];
const CONTRACTS = ['packages/contracts/src', 'packages/contracts/package.json'];

/** What each build reads. Tests and generated code are left out: they do not change the output. */
export const BUILD_INPUTS = {
  api: {
    output: 'apps/api/dist',
    entry: 'server.mjs',
    sources: [
      ...COMMON,
      ...CONTRACTS,
      'apps/api/src',
      'apps/api/package.json',
      'apps/api/scripts',
      'packages/db/src',
      'packages/db/package.json',
      'prisma',
    ],
  },
  web: {
    output: 'apps/web/dist',
    entry: 'index.html',
    sources: [
      ...COMMON,
      ...CONTRACTS,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
    ],
  },
};

// A dot file: the static server does not publish it from the web's dist.
const STAMP_FILE = '.build-stamp.json';
const SKIPPED = /(?:^|\/)(?:node_modules|generated|dist)(?:\/|$)|\.test\.tsx?$|(?:^|\/)routeTree\.gen\.ts$/;

function filesOf(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute) || SKIPPED.test(relative)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => filesOf(`${relative}/${name}`));
}

/** sha256 over every input file's path and content, in a fixed order. */
export function sourceHash(target) {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS[target].sources.flatMap(filesOf)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function writeStamp(target) {
  const file = path.join(root, BUILD_INPUTS[target].output, STAMP_FILE);
  writeFileSync(file, JSON.stringify({ sources: sourceHash(target), builtAt: new Date().toISOString() }, null, 2) + '\n');
}

/** Why the build of `target` cannot be served, or null when it matches the sources. */
export function buildProblem(target) {
  const { output, entry } = BUILD_INPUTS[target];
  const stampFile = path.join(root, output, STAMP_FILE);
  if (!existsSync(path.join(root, output, entry)) || !existsSync(stampFile)) {
    return `falta la compilación en ${output} (${entry} o ${STAMP_FILE})`;
  }
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return `${output}/${STAMP_FILE} no se puede leer`;
  }
  if (stamp.sources !== sourceHash(target)) return `la compilación en ${output} no corresponde a las fuentes actuales`;
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, target] = process.argv.slice(2);
  if (command !== 'write' || !(target in BUILD_INPUTS)) {
    console.error('Uso: node scripts/build-stamp.mjs write api|web');
    process.exit(2);
  }
  writeStamp(target);
}
