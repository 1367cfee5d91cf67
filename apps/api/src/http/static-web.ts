// Serves the built web app (apps/web/dist) with SPA fallback: every unknown path gets index.html
// and the client router decides (unknown routes redirect to /); a missing file (favicon.ico, a .map,
// a scanner's .php) is a real 404 (issue 30).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Extensions of files, never of SPA routes: asked for and missing, they are a 404, not the app's HTML with 200. */
const FILE_EXTENSIONS = new Set([...Object.keys(TYPES), '.map', '.xml', '.jpg', '.jpeg', '.gif', '.php', '.env']);

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** What the server tells the web app at load time, as <meta> tags in index.html (no extra request). */
export interface WebSettings {
  /** The help buttons' chat link; the web shows no chat button without it. */
  helpChatUrl?: string | undefined;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function withSettings(html: Buffer, settings: WebSettings): Buffer {
  if (!settings.helpChatUrl) return html;
  const meta = `<meta name="horizonte-chat" content="${escapeAttribute(settings.helpChatUrl)}">`;
  return Buffer.from(html.toString('utf8').replace('</head>', `${meta}</head>`));
}

export function createStaticWeb(distDir: string, settings: WebSettings = {}) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const cache = new Map<string, Buffer>();

  function read(file: string): Buffer {
    let data = cache.get(file);
    if (!data) {
      data = readFileSync(file);
      if (file === indexFile) data = withSettings(data, settings);
      cache.set(file, data);
    }
    return data;
  }

  return function serve(c: Context): Response {
    // Decoded first: a malformed path is the client's 400 (app.onError), built web app or not.
    const requested = decodeURIComponent(new URL(c.req.url).pathname);
    if (!existsSync(indexFile)) {
      return c.html(
        '<!doctype html><html lang="es"><meta charset="utf-8"><title>Horizonte</title><p>La aplicación web no está compilada. Ejecuta <code>pnpm build</code> (o <code>pnpm start</code>).</p></html>',
        503,
      );
    }
    const file = path.join(root, path.normalize(requested));
    if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) {
      const immutable = requested.startsWith('/assets/');
      return c.body(new Uint8Array(read(file)), 200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    const extension = path.extname(requested).toLowerCase();
    if (extension && (requested.startsWith('/assets/') || FILE_EXTENSIONS.has(extension))) {
      return c.text('No encontrado', 404);
    }
    return c.body(new Uint8Array(read(indexFile)), 200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' });
  };
}
