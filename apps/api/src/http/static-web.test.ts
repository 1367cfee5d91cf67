import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import { helpChatUrl } from '@horizonte/contracts';

import { createStaticWeb, type WebSettings } from './static-web.ts';

function appServing(settings?: WebSettings) {
  const dist = mkdtempSync(path.join(tmpdir(), 'hz-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Horizonte</title></head><body></body></html>');
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
    for (const url of ['/', '/ph/altos/admin', '/verificar/ABC123']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toContain('text/html');
    }
  });
});
