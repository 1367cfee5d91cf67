import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

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
