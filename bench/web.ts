// Web benchmark: gzipped JS and CSS each route downloads (from the built dist and what headless
// Chromium actually requests), Largest Contentful Paint of /, and the time from the login click to
// the dashboard. Needs `pnpm --filter @horizonte/web build` first.
//   pnpm bench:web            (PGlite)    BENCH_RUNS=5 pnpm bench:web
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Page } from 'playwright-core';

import { openBrowser, type BrowserSession } from '../packages/e2e/src/browser.ts';
import { repoRoot } from '../packages/e2e/src/server.ts';
import { startBenchServer } from './lib/server.ts';

const DIST = path.join(repoRoot, 'apps/web/dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PASSWORD = 'Horizonte2026';
const LANDING_JS_BUDGET = 120 * 1024;

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('Falta apps/web/dist: corre primero `pnpm --filter @horizonte/web build`.');
  process.exit(1);
}

const gzCache = new Map<string, number>();
/** gzip -9 size of a built asset, by its URL path. */
function gzipped(assetPath: string): number {
  let size = gzCache.get(assetPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(DIST, assetPath)), { level: 9 }).length;
    gzCache.set(assetPath, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** What index.html itself makes the browser fetch: entry, modulepreloads and stylesheets. */
function staticEntry(): { js: number; css: number } {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  return {
    js: refs.filter((r) => r.endsWith('.js')).reduce((sum, r) => sum + gzipped(r), 0),
    css: refs.filter((r) => r.endsWith('.css')).reduce((sum, r) => sum + gzipped(r), 0),
  };
}

interface Assets {
  js: number;
  css: number;
  files: string[];
}

/** Loads `route` in a fresh browser (cold cache) and sums the gzipped JS/CSS it requested. */
async function assetsOf(
  baseUrl: string,
  route: string,
  session?: { token: string; user: unknown },
  waitFor?: (page: Page) => Promise<void>,
): Promise<Assets> {
  const browser = await openBrowser(baseUrl);
  try {
    const files = new Set<string>();
    browser.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname)) files.add(pathname);
    });
    if (session) {
      await browser.context.addInitScript(
        ([token, user]) => {
          localStorage.setItem('token', token as string);
          localStorage.setItem('user', user as string);
        },
        [session.token, JSON.stringify(session.user)],
      );
    }
    await browser.page.goto(`${baseUrl}${route}`);
    await browser.page.waitForLoadState('networkidle');
    if (waitFor) await waitFor(browser.page);
    const list = [...files];
    return {
      js: list.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipped(f), 0),
      css: list.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipped(f), 0),
      files: list,
    };
  } finally {
    await browser.close();
  }
}

async function apiLogin(baseUrl: string, email: string, identificador?: string): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, ...(identificador ? { identificador } : {}) }),
  });
  const body = (await res.json()) as { data?: { token: string; user: unknown }; message?: string };
  if (!res.ok || !body.data) throw new Error(`login ${email}: ${res.status} ${body.message ?? ''}`);
  return body.data;
}

async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 1500);
      }),
  );
}

/** Median LCP of `route`; `warm` loads it once first so the second load hits the HTTP cache. */
async function lcpOf(baseUrl: string, route: string, warm = false): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const browser = await openBrowser(baseUrl);
    try {
      if (warm) await browser.page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      await browser.page.goto(`${baseUrl}${route}`);
      samples.push(await largestContentfulPaint(browser.page));
    } finally {
      await browser.close();
    }
  }
  return median(samples);
}

/** Click 'Iniciar Sesión' in the login modal → the administrator's dashboard has rendered. */
async function loginToDashboard(baseUrl: string): Promise<{ ui: number; api: number }> {
  const ui: number[] = [];
  const api: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await apiLogin(baseUrl, 'admin.altos@horizonte.co');
    api.push(performance.now() - started);

    const browser: BrowserSession = await openBrowser(baseUrl);
    try {
      const { page } = browser;
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: 'Acceso Clientes' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').fill('admin.altos@horizonte.co');
      await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
      const clicked = performance.now();
      await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.waitForFunction(
        () => document.querySelector('main') !== null && document.querySelector('[role="status"] .animate-spin') === null,
      );
      ui.push(performance.now() - clicked);
    } finally {
      await browser.close();
    }
  }
  return { ui: median(ui), api: median(api) };
}

const server = await startBenchServer();
try {
  const base = server.url;
  const entry = staticEntry();
  const landing = await assetsOf(base, '/', undefined, async (page) => {
    await page.locator('#pricing').waitFor();
  });

  const portalRoutes: { route: string; email: string; identificador?: string }[] = [
    { route: '/dashboard', email: 'admin.altos@horizonte.co' },
    { route: '/super-admin/dashboard', email: 'superadmin@horizonte.co' },
    { route: '/comercial/dashboard', email: 'comercial@horizonte.co' },
    { route: '/soporte/dashboard', email: 'soporte@horizonte.co' },
    { route: '/super/dashboard', email: 'superadmin@horizonte.co' },
    { route: '/ph/altos/admin/dashboard', email: 'admin.altos@horizonte.co' },
    { route: '/ph/altos/propietario/dashboard', email: 'propietario@horizonte.co', identificador: 'altos' },
    { route: '/ph/altos/residente/dashboard', email: 'residente@horizonte.co', identificador: 'altos' },
  ];
  const rows: { route: string; assets: Assets }[] = [{ route: '/ (landing)', assets: landing }];
  rows.push({ route: '/ph/altos (complex landing)', assets: await assetsOf(base, '/ph/altos') });
  rows.push({ route: '/reset-password?token=x', assets: await assetsOf(base, '/reset-password?token=x') });
  for (const { route, email, identificador } of portalRoutes) {
    rows.push({ route, assets: await assetsOf(base, route, await apiLogin(base, email, identificador)) });
  }

  const lcp = await lcpOf(base, '/');
  const lcpWarm = await lcpOf(base, '/', true);
  const login = await loginToDashboard(base);

  console.log('\nJS y CSS que descarga cada ruta (gzip -9, caché fría, Chromium headless)');
  console.table(
    rows.map(({ route, assets }) => ({
      ruta: route,
      'JS gz': kb(assets.js),
      'CSS gz': kb(assets.css),
      'JS extra vs /': route.startsWith('/ (') ? '—' : kb(Math.max(0, assets.js - landing.js)),
      archivos: assets.files.length,
    })),
  );
  console.log(`index.html por sí solo (entrada + modulepreload): JS ${kb(entry.js)}, CSS ${kb(entry.css)}`);
  console.log(
    `Presupuesto del landing: JS ${kb(landing.js)} de ${kb(LANDING_JS_BUDGET)} → ${landing.js <= LANDING_JS_BUDGET ? 'dentro' : 'EXCEDIDO'}`,
  );
  const portalsOnLanding = landing.files.filter((f) => /dashboard|portal|super|comercial|soporte/.test(f));
  console.log(`Chunks de portales descargados por /: ${portalsOnLanding.length ? portalsOnLanding.join(', ') : 'ninguno'}`);

  console.log(`\nTiempos (mediana de ${RUNS}, localhost)`);
  console.table([
    { medida: 'LCP de /', ms: Math.round(lcp) },
    { medida: 'LCP de / (caché caliente)', ms: Math.round(lcpWarm) },
    { medida: 'Clic en Iniciar Sesión → /dashboard renderizado', ms: Math.round(login.ui) },
    { medida: 'POST /api/auth/login solo (referencia)', ms: Math.round(login.api) },
  ]);
} finally {
  await server.stop();
  await server.dropDatabase();
}
process.exit(0);
