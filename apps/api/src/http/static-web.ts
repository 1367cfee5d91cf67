// Serves the built web app (apps/web/dist) with SPA fallback: every unknown path gets index.html
// and the client router decides (unknown routes redirect to /); a missing file (favicon.ico, a .map,
// a scanner's .php) is a real 404 (issue 30). The build writes each text asset precompressed beside
// itself (`.br`, `.gz`: apps/web/vite/precompress.ts); those bytes are sent as they are (issue 32).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import type { Context } from 'hono';

import { workspaceRoot } from '@horizonte/db';

import { chooseEncoding, compressBytes, COMPRESSION_THRESHOLD, type Encoding } from './compression.ts';

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
  // The gate's QR reader (ZXing): with this type the browser compiles it while it downloads. Not
  // compressed on the fly (brotli 11 on its 1 MB takes seconds): precompressed at build time if ever.
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|manifest\+json)|image\/svg\+xml)/;

/** The file beside each asset that holds it in an encoding, as the build writes it. */
const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Extensions of files, never of SPA routes: asked for and missing, they are a 404, not the app's HTML with 200. */
const FILE_EXTENSIONS = new Set([...Object.keys(TYPES), '.map', '.xml', '.jpg', '.jpeg', '.gif', '.php', '.env', '.br', '.gz']);

export const defaultWebDist = path.join(workspaceRoot, 'apps/web/dist');

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
  const cache = new Map<string, { data: Buffer; etag: string; asBuilt: boolean }>();
  // Each file compressed once, at the highest levels, the first time a client asks for it in that encoding.
  const compressed = new Map<string, Promise<Buffer>>();

  /** A file's bytes as served; `asBuilt` when they are the file's own (index.html gets the server's settings). */
  function read(file: string): { data: Buffer; etag: string; asBuilt: boolean } {
    let entry = cache.get(file);
    if (!entry) {
      const built: Buffer = readFileSync(file);
      const data = file === indexFile ? withSettings(built, settings) : built;
      entry = { data, etag: `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`, asBuilt: data === built };
      cache.set(file, entry);
    }
    return entry;
  }

  /** The bytes in `encoding`: the build's precompressed file when there is one for these bytes, else compressed here once. */
  function variant(file: string, data: Buffer, asBuilt: boolean, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${file}`;
    let bytes = compressed.get(key);
    if (!bytes) {
      const precompressed = `${file}${PRECOMPRESSED_SUFFIX[encoding]}`;
      bytes =
        asBuilt && existsSync(precompressed)
          ? Promise.resolve(readFileSync(precompressed))
          : compressBytes(data, encoding, 'static');
      compressed.set(key, bytes);
    }
    return bytes;
  }

  /** A file with its validator; compressed when the client accepts it and it is worth it; 304 when the client has it. */
  async function send(c: Context, file: string, type: string, cacheControl: string): Promise<Response> {
    const { data, etag, asBuilt } = read(file);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': cacheControl,
      etag,
      vary: 'Accept-Encoding',
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const encoding =
      data.length >= COMPRESSION_THRESHOLD && COMPRESSIBLE_TYPE.test(type)
        ? chooseEncoding(c.req.header('accept-encoding'))
        : null;
    if (!encoding) return c.body(new Uint8Array(data), 200, headers);
    const body = await variant(file, data, asBuilt, encoding);
    return c.body(new Uint8Array(body), 200, { ...headers, 'content-encoding': encoding });
  }

  return function serve(c: Context): Response | Promise<Response> {
    // Decoded first: a malformed path is the client's 400 (app.onError), built web app or not.
    const requested = decodeURIComponent(new URL(c.req.url).pathname);
    if (!existsSync(indexFile)) {
      return c.html(
        '<!doctype html><html lang="es"><meta charset="utf-8"><title>Horizonte</title><p>La aplicación web no está compilada. Ejecuta <code>pnpm build</code> (o <code>pnpm start</code>).</p></html>',
        503,
      );
    }
    const file = path.join(root, path.normalize(requested));
    // Dot files (the build stamp) and the precompressed copies are the build's own, not the app's: not published.
    const published = file.startsWith(root + path.sep) && !path.basename(file).startsWith('.') && !/\.(?:br|gz)$/.test(file);
    if (published && existsSync(file) && statSync(file).isFile()) {
      // Vite names what is under /assets/ by its content hash: it never changes, so it is cached for good.
      const immutable = requested.startsWith('/assets/');
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      return send(c, file, type, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    const extension = path.extname(requested).toLowerCase();
    if (extension && (requested.startsWith('/assets/') || FILE_EXTENSIONS.has(extension))) {
      return c.text('No encontrado', 404);
    }
    return send(c, indexFile, TYPES['.html']!, 'no-cache');
  };
}
