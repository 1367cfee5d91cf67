// Issue 32, speed on a phone: a complex portal's code starts downloading with the entry, not after it.
// On Fast 3G the entry (React, the router, the route tree) takes over a second; only once it runs does the
// app ask for the data layer (the tRPC client the session check needs) and the portal's chunks, and the
// session, the complex and inicio.get wait in a row behind them. public/portal-preload.js, a deferred
// classic script (it runs once the head's tags are parsed, before the entry), adds a `modulepreload` for each of these files when the page opened is a complex
// portal with a stored session; the list comes from the build, in a meta tag this plugin writes (the
// pages' CSP allows no inline script). Public pages preload nothing: their budgets do not change.
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

import type { PORTAL_CHUNKS } from './portal-chunk.ts';

/** Every complex portal page: the data layer, its guard and its frame. Its dashboard adds its own two. */
const MARCO = ['data', 'portal-guardia', 'portal-marco'];
const TABLEROS = ['portal-inicio', 'portal-tableros'] satisfies (keyof typeof PORTAL_CHUNKS)[];

/** The chunks' files and what they import statically, without the entry (already loading). */
function filesOf(bundle: Rollup.OutputBundle, names: readonly string[], skip: ReadonlySet<string> = new Set()): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (chunk.isEntry || files.has(chunk.fileName) || skip.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const name of names) {
    const chunk = chunks.find((candidate) => candidate.name === name && !candidate.isEntry);
    if (!chunk) throw new Error(`portal-preload: no hay un trozo «${name}» en la compilación`);
    visit(chunk);
  }
  return [...files].map((file) => `/${file}`);
}

export function portalPreload(): Plugin {
  return {
    name: 'horizonte:portal-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return [];
        const marco = filesOf(bundle, MARCO);
        const tableros = filesOf(bundle, TABLEROS, new Set(marco.map((file) => file.slice(1))));
        const meta = (name: string, files: string[]): HtmlTagDescriptor => ({
          tag: 'meta',
          attrs: { name, content: files.join(' ') },
          injectTo: 'head',
        });
        return [meta('hz-portal-marco', marco), meta('hz-portal-tableros', tableros)];
      },
    },
  };
}
