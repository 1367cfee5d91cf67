// Issue 32, speed on a phone: the complex portal's first screen in few files. On Fast 3G over HTTP/1.1 (six
// connections, 562 ms a request) the cold owner's dashboard spent most of its 9 s fetching ~60 chunks of
// about 1 KB (menu icons, `ui/`, slices of the contracts' policy), in rounds: entry → guard → layout and
// route → dashboards. This plugin reads the module graph and gives the code of that path to four chunks
// (PORTAL_CHUNKS); src/main.tsx then asks for all of them at once (vite/portal-copies.ts gives the portal its
// own copy of the small pure modules it shares with public pages).
//
// What a public page also loads before it renders (the landing, the pages in KEEP) stays where the bundler
// puts it, so those pages download nothing more. The signed-in screens may load the portal's frame for a
// module they share with it: the route budget (vite/route-budget.ts) checks that every route stays under.
//
// The graph is read as the bundler will tree-shake it: an import of names from a barrel (`lucide-react`,
// `@horizonte/contracts`) is an edge to the modules that define those names, not to the whole barrel.
import path from 'node:path';

import type { Plugin } from 'vite';

/**
 * The first screen of a complex portal, in this order of precedence (a module two of them use goes to the
 * first): the layout (the frame every section draws), the dashboard route, the guard (its `beforeLoad`:
 * registry and menu icons) and the dashboards (loaded by the route once it renders). The route budget
 * counts what a route imports statically: the guard and the dashboards stay files of their own, and what
 * they share with other screens stays out of them.
 */
export const PORTAL_CHUNKS = {
  'portal-marco': 'routes/ph/$identificador/$rol/route.tsx?tsr-split=component',
  'portal-inicio': 'routes/ph/$identificador/$rol/dashboard.tsx?tsr-split=component',
  'portal-guardia': 'components/portals/complex/guard.ts',
  'portal-tableros': 'components/dashboards/complex-dashboards.tsx',
} as const;

/** The code the complex portal's section routes load (their split parts), entered only through its layout. */
const PORTAL_SCOPE = /[\\/]routes[\\/]ph[\\/]\$identificador[\\/]\$rol[\\/][^\\/]+\.tsx\?tsr-split/;

/** Public pages whose first render must not grow: the landing (120 KB) and those near the route budget. */
const KEEP =
  /[\\/]routes[\\/](index|home|ph[\\/]\$identificador[\\/]index|pagos-en-linea[\\/]\$id|pagar[\\/]\$apartamentoId|poderes[\\/]aceptar|ph[\\/]\$identificador[\\/]\$rol_\.asambleas\.\$asambleaId\.proyector)\.tsx\?tsr-split/;

/** Barrels that only re-export: an import from them reaches the modules of the names it takes. */
const BARRELS = [
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs(\?portal-copy)?$/,
  /[\\/]packages[\\/]contracts[\\/]src[\\/]index\.ts(\?portal-copy)?$/,
];

interface Info {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  isEntry: boolean;
}
interface Graph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): Info | null;
}

const IMPORT_NAMES = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const EXPORT_FROM = /export\s*(\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;
const EXPORT_DECL = /export\s+(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g;
const EXPORT_LIST = /export\s*\{([^}]*)\}(?!\s*from)/g;

/** `a, b as c, type d` → the exported names on the left (`import`) or the right (`export`) of `as`. */
function names(list: string, side: 'left' | 'right'): string[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [left, right] = part.split(/\s+as\s+/);
      return (side === 'left' ? left : (right ?? left))!.trim();
    });
}

/** Static edges of each module, with barrels resolved to the modules of the imported names. */
function edges(graph: Graph): (id: string) => readonly string[] {
  const resolved = (from: string, spec: string, candidates: readonly string[]) => {
    if (!spec.startsWith('.')) return undefined;
    const target = path.resolve(path.dirname(from.split('?')[0]!), spec);
    return candidates.find((c) => c === target || c.startsWith(target + '.') || c.startsWith(target + '?'));
  };
  // Which module defines each exported name of a module (following `export … from`), memoised.
  const exportsOf = new Map<string, Map<string, string>>();
  const definitions = (id: string): Map<string, string> => {
    let map = exportsOf.get(id);
    if (map) return map;
    map = new Map();
    exportsOf.set(id, map);
    const info = graph.getModuleInfo(id);
    const code = info?.code ?? '';
    for (const [, name] of code.matchAll(EXPORT_DECL)) map.set(name!, id);
    for (const [, list] of code.matchAll(EXPORT_LIST)) for (const name of names(list!, 'right')) map.set(name, id);
    for (const [, what, spec] of code.matchAll(EXPORT_FROM)) {
      const target = resolved(id, spec!, info?.importedIds ?? []);
      if (!target) continue;
      if (what === '*') {
        for (const [name, where] of definitions(target)) if (!map.has(name)) map.set(name, where);
      } else {
        // `export { default as House } from './icons/house.mjs'`: the icon's own module defines it.
        for (const name of names(what!.slice(1, -1), 'right')) map.set(name, target);
      }
    }
    return map;
  };
  const cache = new Map<string, readonly string[]>();
  return (id) => {
    let list = cache.get(id);
    if (list) return list;
    const info = graph.getModuleInfo(id);
    if (!info) return [];
    const barrels = info.importedIds.filter((dep) => BARRELS.some((re) => re.test(dep)));
    if (!barrels.length) {
      cache.set(id, info.importedIds);
      return info.importedIds;
    }
    const out = new Set(info.importedIds.filter((dep) => !barrels.includes(dep)));
    const code = info.code ?? '';
    for (const barrel of barrels) {
      const defined = definitions(barrel);
      const wanted: string[] = [];
      let precise = true;
      for (const [, list, spec] of code.matchAll(IMPORT_NAMES)) {
        if (!barrelMatches(barrel, spec!)) continue;
        wanted.push(...names(list!, 'left'));
      }
      // Anything else than `import { … } from` the barrel (a namespace, a re-export): take it whole.
      if (!wanted.length) precise = false;
      for (const name of wanted) {
        const where = defined.get(name);
        if (where) out.add(where);
        else precise = false;
      }
      if (!precise) out.add(barrel);
    }
    list = [...out];
    cache.set(id, list);
    return list;
  };
}

function barrelMatches(barrel: string, spec: string): boolean {
  return barrel.includes(`${path.sep}lucide-react${path.sep}`) ? spec === 'lucide-react' : spec === '@horizonte/contracts';
}

/** The modules reachable from `roots` along static imports (and dynamic ones when `dynamic`), not entering `stop`. */
function reach(
  graph: Graph,
  edgesOf: (id: string) => readonly string[],
  roots: string[],
  dynamic: boolean,
  stop: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || stop(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...edgesOf(id));
    if (dynamic) stack.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

/** The plugin, and the name of each module's portal chunk for a `codeSplitting` group (known once the graph is). */
export function portalChunks(srcDir: string): { plugin: Plugin; chunkOf: (id: string) => string | null } {
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'horizonte:portal-chunks',
    apply: 'build',
    buildEnd() {
      chunkOf.clear();
      const ids = new Set(this.getModuleIds());
      const roots = Object.entries(PORTAL_CHUNKS).map(([name, root]) => [name, path.join(srcDir, root)] as const);
      const missing = roots.filter(([, root]) => !ids.has(root)).map(([, root]) => root);
      // The service worker's own build has none of these: nothing to group there.
      if (missing.length === roots.length) return;
      if (missing.length) this.error(`portal-chunks: no encuentro ${missing.join(', ')} (¿se movió?)`);
      const graph = this as unknown as Graph;
      const edgesOf = edges(graph);
      const rootIds = new Set(roots.map(([, root]) => root));
      const entries = [...ids].filter((id) => graph.getModuleInfo(id)?.isEntry);
      const initial = reach(graph, edgesOf, entries, false);
      // Everything the app can load without entering the complex portal (its guard or its sections).
      const outside = reach(graph, edgesOf, entries, true, (id) => rootIds.has(id) || PORTAL_SCOPE.test(id));
      // The routes that load each module before they render (their split parts and what those import).
      const routesOf = new Map<string, Set<string>>();
      for (const id of ids) {
        if (!id.includes('?tsr-split')) continue;
        for (const m of reach(graph, edgesOf, [id], false)) {
          if (!routesOf.has(m)) routesOf.set(m, new Set());
          routesOf.get(m)!.add(id);
        }
      }
      const [marco, inicio] = [roots[0]![1], roots[1]![1]];
      roots.forEach(([name, root], i) => {
        for (const id of reach(graph, edgesOf, [root], false)) {
          if (initial.has(id) || chunkOf.has(id)) continue;
          const routes = [...(routesOf.get(id) ?? [])];
          if (routes.some((route) => KEEP.test(route))) continue;
          // The layout's chunk: every section loads it anyway; a signed-in screen outside that shares a
          // module with it loads it too (within the route budget). The dashboard route's chunk: only what no
          // other route needs before rendering. The lazy chunks: only what no route needs before rendering.
          const take =
            i === 0 ||
            (i === 1 ? routes.every((route) => route === inicio) : routes.length === 0) ||
            (!outside.has(id) && routes.every((route) => route === marco || route === inicio));
          if (take) chunkOf.set(id, name);
        }
      });
      if (process.env.DEBUG_PORTAL_CHUNKS) {
        for (const [, root] of roots) {
          for (const id of reach(graph, edgesOf, [root], false)) {
            if (!chunkOf.has(id) && !initial.has(id)) console.log('fuera de los trozos del portal:', path.relative(srcDir, id));
          }
        }
      }
    },
  };
  return { plugin, chunkOf: (id) => chunkOf.get(id) ?? null };
}
