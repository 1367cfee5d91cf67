// /api/docs: the Scalar API reference, served entirely from our own origin (no CDN, no remote fonts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { Hono } from 'hono';

// The package exports no browser entry: find its dist folder through the main entry.
const scalarDir = path.join(path.dirname(fileURLToPath(import.meta.resolve('@scalar/api-reference'))), 'browser');

const page = `<!doctype html>
<html lang="es">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Horizonte API — Referencia</title>
</head>
<body>
  <div id="app"></div>
  <script src="/api/docs/scalar.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

const init = `Scalar.createApiReference('#app', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  defaultOpenAllTags: true,
});`;

let scalarJs: Buffer | undefined;

export function docsRoutes(): Hono {
  const docs = new Hono();
  docs.get('/', (c) => c.html(page));
  docs.get('/init.js', (c) => c.body(init, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  docs.get('/scalar.js', (c) => {
    scalarJs ??= readFileSync(path.join(scalarDir, 'standalone.js'));
    return c.body(new Uint8Array(scalarJs), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });
  return docs;
}
