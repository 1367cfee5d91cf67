// Issue 32, speed on a phone: the complex portal's own copy of small pure modules (menu icons, `cn`, a few
// `ui/` pieces, the contracts' policy tables). Those modules are shared with public pages in many different
// combinations, so the bundler gives each its own file of about 1 KB, and on Fast 3G over HTTP/1.1 every file
// costs a round trip of 562 ms on one of six connections. Imported from the portal's code, they resolve to a
// copy (`?portal-copy`) that vite/portal-chunk.ts puts in the portal's chunks; the public pages keep theirs and
// download nothing more. Only modules without state are copied: two copies of an icon or of a table behave
// as one (no React context, no class compared with `instanceof`, no module-level cache).
import { readFile } from 'node:fs/promises';

import type { Plugin } from 'vite';

export const COPY_QUERY = '?portal-copy';

/** The portal's code: what imports from it resolve to copies. */
const PORTAL_CODE = [
  /[\\/]src[\\/]routes[\\/]ph[\\/]\$identificador[\\/]\$rol[\\/](route|dashboard)\.tsx$/,
  /[\\/]src[\\/]components[\\/]portals[\\/]complex[\\/]/,
  /[\\/]src[\\/]components[\\/]dashboards[\\/]/,
];

/** Modules without state, safe to have twice. */
const PURE = [
  // lucide's barrel and icons (the factory they share is the app's entry's, and one).
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](lucide-react|icons[\\/][^?]*)\.mjs$/,
  // The contracts' barrel and policy tables (roles and messages are the entry's already).
  /[\\/]packages[\\/]contracts[\\/]src[\\/](index|policy|policy[\\/](?!.*\.test\.ts)[^?]*)\.ts$/,
  /[\\/]src[\\/]lib[\\/](complex-areas|access-policy)\.ts$/,
  /[\\/]src[\\/]components[\\/]portals[\\/](portal-section|complex[\\/]registry)\.ts$/,
];

/**
 * The dashboard's own code (its route and the dashboards, which no section loads) also copies the small `ui/`
 * pieces: copies in the layout would weigh on every section, which loads the originals too.
 */
const DASHBOARD_CODE = [
  /[\\/]src[\\/]routes[\\/]ph[\\/]\$identificador[\\/]\$rol[\\/]dashboard\.tsx$/,
  /[\\/]src[\\/]components[\\/]dashboards[\\/]/,
];
const DASHBOARD_PURE = [
  /[\\/]src[\\/]lib[\\/]format\.ts$/,
  /[\\/]src[\\/]components[\\/]ui[\\/](states|skeleton|section-header|stat-card)\.tsx$/,
];

export const isCopy = (id: string) => id.endsWith(COPY_QUERY);

export function portalCopies(): Plugin {
  return {
    name: 'horizonte:portal-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const file = importer?.split('?')[0];
      if (!importer || !file || !(isCopy(importer) || PORTAL_CODE.some((re) => re.test(file)))) return null;
      const dashboard =
        DASHBOARD_CODE.some((re) => re.test(file)) || (isCopy(importer) && DASHBOARD_PURE.some((re) => re.test(file)));
      const resolved = await this.resolve(
        source,
        importer.endsWith(COPY_QUERY) ? importer.slice(0, -COPY_QUERY.length) : importer,
        {
          ...options,
          skipSelf: true,
        },
      );
      const pure =
        PURE.some((re) => re.test(resolved?.id ?? '')) || (dashboard && DASHBOARD_PURE.some((re) => re.test(resolved?.id ?? '')));
      if (!resolved || resolved.external || resolved.id.includes('?') || !pure) return null;
      return { ...resolved, id: resolved.id + COPY_QUERY, moduleSideEffects: false };
    },
    async load(id) {
      if (!isCopy(id)) return null;
      // The copy's text is the module's own: the other plugins then transform it as they would the original.
      const file = id.slice(0, -COPY_QUERY.length);
      const moduleType = /\.tsx$/.test(file) ? 'tsx' : /\.ts$/.test(file) ? 'ts' : 'js';
      return { code: await readFile(file, 'utf8'), moduleType };
    },
  };
}
