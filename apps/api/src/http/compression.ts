// Compressed answers (issue 30): JSON, CSV and the docs above a threshold, in brotli or gzip as the
// client accepts, with Node's own zlib (off the event loop, in its thread pool). Event streams and
// files that are compressed already (PDF, XLSX, images) pass untouched; a client that accepts neither
// encoding costs one header read.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { MiddlewareHandler } from 'hono';

import { requestHeader } from './request-header.ts';
import { isSecured, markSecured } from './security.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes the headers weigh more than what compression saves. */
export const COMPRESSION_THRESHOLD = 1024;

const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer in: brotli when accepted, else gzip, else none (an explicit q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Bytes compressed at a level fit for a dynamic answer (brotli 4 is faster than gzip 6 and smaller). */
export function compressBytes(bytes: Uint8Array, encoding: Encoding, level: 'dynamic' | 'static' = 'dynamic'): Promise<Buffer> {
  if (encoding === 'br') {
    const quality = level === 'static' ? constants.BROTLI_MAX_QUALITY : 4;
    return brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
  }
  return gzipAsync(bytes, { level: level === 'static' ? 9 : 6 });
}

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'HEAD') return;
    const encoding = chooseEncoding(requestHeader(c, 'accept-encoding'));
    if (!encoding) return;
    const res = c.res;
    const type = res.headers.get('content-type');
    if (!type || !COMPRESSIBLE.test(type) || res.headers.has('content-encoding') || !res.body) return;
    const declared = res.headers.get('content-length');
    if (declared !== null && Number(declared) < COMPRESSION_THRESHOLD) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.append('vary', 'Accept-Encoding');
    let body: Uint8Array<ArrayBuffer> = bytes;
    if (bytes.length >= COMPRESSION_THRESHOLD) {
      body = new Uint8Array(await compressBytes(bytes, encoding));
      headers.set('content-encoding', encoding);
    }
    headers.set('content-length', String(body.length));
    const compressed = new Response(body, { status: res.status, statusText: res.statusText, headers });
    c.res = undefined as never; // Hono merges the old headers into a new c.res unless it is cleared first
    c.res = isSecured(res) ? markSecured(compressed) : compressed;
  };
}
