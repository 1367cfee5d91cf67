import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import { helpChatUrl } from '@horizonte/contracts';

import { createStaticWeb, type WebSettings } from './static-web.ts';

function appServing(settings?: WebSettings) {
  const dist = mkdtempSync(path.join(tmpdir(), 'hz-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Horizonte</title></head><body></body></html>');
  writeFileSync(path.join(dist, '.build-stamp.json'), '{"sources":"abc"}');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), `export const x = ${JSON.stringify('horizonte '.repeat(500))};`);
  const web = createStaticWeb(dist, settings);
  const app = new Hono();
  app.get('*', (c) => web(c));
  return app;
}

describe('static web settings', () => {
  it('writes the configured chat link into index.html, on every SPA path', async () => {
    const app = appServing({ helpChatUrl: helpChatUrl('573001234567') });
    for (const url of ['/', '/index.html', '/ph/altos']) {
      const html = await (await app.request(url)).text();
      expect(html).toContain('<meta name="horizonte-chat" content="https://wa.me/573001234567?text=%C2%A1Hola!');
      expect(html.indexOf('horizonte-chat')).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('writes no chat link when no number is configured', async () => {
    const html = await (await appServing().request('/')).text();
    expect(html).not.toContain('horizonte-chat');
  });
});

describe('missing files', () => {
  it('answers 404 for a file that is not there, and the app for a route', async () => {
    const app = appServing();
    for (const url of ['/favicon.ico', '/robots.txt', '/assets/x.js', '/index.js.map', '/wp-login.php']) {
      expect((await app.request(url)).status, url).toBe(404);
    }
    // The build stamp beside the built files (scripts/build-stamp.mjs) is not published.
    expect((await app.request('/.build-stamp.json')).status).toBe(404);
    for (const url of ['/', '/ph/altos/admin', '/verificar/ABC123']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toContain('text/html');
    }
  });
});

describe('caching and compression of the built files', () => {
  it('serves a hashed asset compressed, immutable, with an ETag that answers 304', async () => {
    const app = appServing();
    const plain = await app.request('/assets/app-abc123.js');
    const source = await plain.text();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const br = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(bytes.length).toBeLessThan(source.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(source);

    const again = await app.request('/assets/app-abc123.js', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('revalidates the app shell (no-cache) by its ETag', async () => {
    const app = appServing();
    const first = await app.request('/ph/altos');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect((await app.request('/', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});

describe('the build’s precompressed files and the installable app’s files (issue 32)', () => {
  function builtApp(settings?: WebSettings) {
    const dist = mkdtempSync(path.join(tmpdir(), 'hz-web-'));
    const source = `export const x = ${JSON.stringify('horizonte '.repeat(500))};`;
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), source);
    // Quality 1 and level 1: not what the server would make at run time, so the bytes show which was sent.
    const br = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    const gz = gzipSync(source, { level: 1 });
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), br);
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gz);
    const html = `<!doctype html><html><head><title>Horizonte</title>${'<meta name="x" content="y">'.repeat(60)}</head></html>`;
    writeFileSync(path.join(dist, 'index.html'), html);
    writeFileSync(
      path.join(dist, 'index.html.br'),
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
    );
    writeFileSync(path.join(dist, 'sw.js'), `self.addEventListener('fetch', () => {});${'//'.repeat(600)}`);
    writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Horizonte — Propiedad Horizontal' }));
    const web = createStaticWeb(dist, settings);
    const app = new Hono();
    app.get('*', (c) => web(c));
    return { app, source, br, gz };
  }

  it('sends the .br or .gz file written by the build, as it is, to a client that accepts it', async () => {
    const { app, source, br, gz } = builtApp();
    const asBrotli = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(asBrotli.headers.get('content-encoding')).toBe('br');
    expect(asBrotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(asBrotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await asBrotli.arrayBuffer()).equals(br)).toBe(true);

    const asGzip = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(asGzip.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await asGzip.arrayBuffer());
    expect(bytes.equals(gz)).toBe(true);
    expect(gunzipSync(bytes).toString()).toBe(source);

    const plain = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(source);
  });

  it('does not publish the precompressed copies themselves', async () => {
    const { app } = builtApp();
    for (const url of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/index.html.br']) {
      expect((await app.request(url)).status, url).toBe(404);
    }
  });

  it('compresses index.html itself when the server wrote its settings into it', async () => {
    const { app } = builtApp({ helpChatUrl: helpChatUrl('573001234567') });
    const res = await app.request('/ph/altos', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('horizonte-chat');
  });

  it('revalidates the service worker and the manifest on every visit, with their types', async () => {
    const { app } = builtApp();
    const sw = await app.request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(((await manifest.json()) as { name: string }).name).toBe('Horizonte — Propiedad Horizontal');
  });
});
