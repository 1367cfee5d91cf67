// Route budget (issue 27): no route's initial JavaScript may pass 150 KB gzip, on an owner's phone. The
// initial JavaScript of a route is what the browser must download before the route first renders: the
// entry, the code-split chunks of the route file and of its layouts (TanStack Router loads them before
// rendering), and everything those import statically. What a screen lazy-loads after its first render
// (a form behind a skeleton, a dialog) is not counted; `pnpm bench:web` measures that too, in a browser.
// The build fails when a route is over, so `pnpm build` and the build step of `pnpm test` enforce it; it
// names the heaviest files of each route over (ROUTE_BUDGET_FILES=20 names 20).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

export const ROUTE_JS_BUDGET = 150 * 1024;

interface Chunk {
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  moduleIds: string[];
}

export interface RouteWeight {
  route: string;
  bytes: number;
  /** The route's own files beyond the entry's, heaviest first, with their gzipped size. */
  extra: { file: string; bytes: number }[];
}

/** The route file and its layouts (`route.tsx` of each folder above it); `__root.tsx` is in the entry. */
function routeChain(routesDir: string, file: string): string[] {
  const chain = [file];
  for (let dir = path.dirname(file); dir.startsWith(routesDir) && dir !== routesDir; dir = path.dirname(dir)) {
    const layout = path.join(dir, 'route.tsx');
    if (layout !== file && existsSync(layout)) chain.push(layout);
  }
  return chain;
}

/** The gzipped JavaScript each route file needs before its first render, heaviest first. */
export function routeWeights(chunks: Chunk[], routesDir: string): RouteWeight[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const gz = new Map<string, number>();
  const sizeOf = (name: string) => {
    let size = gz.get(name);
    if (size === undefined) gz.set(name, (size = gzipSync(byName.get(name)!.code, { level: 9 }).length));
    return size;
  };
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const name = stack.pop()!;
      if (seen.has(name) || !byName.has(name)) continue;
      seen.add(name);
      stack.push(...byName.get(name)!.imports);
    }
    return seen;
  };
  // The chunks that hold a route file's code, by the route file (its split parts carry a `?tsr-split` query).
  const chunksOfFile = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(routesDir + path.sep)) continue;
      if (!chunksOfFile.has(file)) chunksOfFile.set(file, new Set());
      chunksOfFile.get(file)!.add(chunk.fileName);
    }
  }
  const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  const base = closure(entries);
  const weights = [...chunksOfFile.keys()]
    // A layout alone is no page: it is counted in every route under it.
    .filter((file) => !['__root.tsx', 'route.tsx'].includes(path.basename(file)))
    .map((file) => {
      const roots = routeChain(routesDir, file).flatMap((f) => [...(chunksOfFile.get(f) ?? [])]);
      const files = [...closure([...entries, ...roots])];
      return {
        route: path.relative(routesDir, file),
        bytes: files.reduce((sum, f) => sum + sizeOf(f), 0),
        extra: files
          .filter((f) => !base.has(f))
          .map((f) => ({ file: f, bytes: sizeOf(f) }))
          .sort((a, b) => b.bytes - a.bytes),
      };
    });
  return weights.sort((a, b) => b.bytes - a.bytes);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function routeBudget(routesDir: string, budget = ROUTE_JS_BUDGET): Plugin {
  return {
    name: 'horizonte:route-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const weights = routeWeights(chunks, routesDir);
      const over = weights.filter((w) => w.bytes > budget);
      this.info(
        `JS inicial por ruta (gzip -9), límite ${kb(budget)}:\n${weights.map((w) => `  ${kb(w.bytes).padStart(9)}  ${w.route}`).join('\n')}`,
      );
      if (over.length) {
        const heaviest = (w: RouteWeight) =>
          w.extra
            .slice(0, Number(process.env.ROUTE_BUDGET_FILES ?? 6))
            .map((e) => `${path.basename(e.file)} ${kb(e.bytes)}`)
            .join(', ');
        this.error(
          `Rutas sobre el presupuesto de JS inicial (${kb(budget)} gzip, issue 27):\n${over.map((w) => `  ${w.route} ${kb(w.bytes)}: ${heaviest(w)}`).join('\n')}`,
        );
      }
    },
  };
}
