// pnpm build (this package): the API compiled to dist/server.mjs with esbuild, so production starts it
// with plain `node` (no tsx, no TypeScript at run time), and the heavy-work threads' entry
// (src/workers/worker.ts) to dist/heavy-worker.mjs beside it, where the pool looks for it. Our workspace packages (@horizonte/contracts,
// @horizonte/db with its generated Prisma client) are bundled; third-party packages stay in node_modules.
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

import { root, writeStamp } from '../../../scripts/build-stamp.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(apiDir, 'dist');

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

// esbuild's `packages: 'external'` would also leave out @horizonte/*, which pnpm links into node_modules.
const thirdPartyExternal = {
  name: 'third-party-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@horizonte/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A package our bundled workspace packages depend on (pg, PGlite, the Prisma runtime…) lives in their
 * node_modules, not in the API's: link it into dist/node_modules, where Node looks first from dist/server.mjs.
 */
function linkWorkspaceDependencies(externals) {
  const linkDir = path.join(outdir, 'node_modules');
  for (const name of externals) {
    if (existsSync(path.join(apiDir, 'node_modules', name))) continue;
    const owner = ['db', 'contracts']
      .map((p) => path.join(root, 'packages', p, 'node_modules', name))
      .find((dir) => existsSync(dir));
    if (!owner) throw new Error(`No se encontró el paquete ${name} en node_modules`);
    const link = path.join(linkDir, name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.relative(path.dirname(link), owner), link, 'dir');
  }
}

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { server: path.join(apiDir, 'src/server.ts'), 'heavy-worker': path.join(apiDir, 'src/workers/worker.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [thirdPartyExternal],
});
const externals = new Set(
  Object.values(result.metafile.inputs)
    .flatMap((input) => input.imports)
    .filter((i) => i.external && !isBuiltin(i.path))
    .map((i) => packageOf(i.path)),
);
linkWorkspaceDependencies(externals);
writeStamp('api');
