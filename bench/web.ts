// Web benchmark: gzipped JS and CSS each route downloads (from the built dist and what headless
// Chromium actually requests), checked against a budget per route, the dates chunk (Colombia's holidays,
// loaded only by the screens that count business days), Largest Contentful Paint of /, and the time from
// the login click to the dashboard. Needs `pnpm --filter @horizonte/web build` first (or WEB_DIST=<dir>).
// Then the owner's dashboard on a phone (issue 32): Chromium's Fast-3G profile at 360 px, cold (empty
// cache) and warm (second visit: service worker and HTTP cache), beside a bare static page in the same run,
// through a TLS proxy speaking HTTP/2 as in production (the targets) and straight over HTTP/1.1.
// Exits 1 when a route or the dates chunk is over its budget, or the phone's times over their targets.
//   pnpm bench:web            (PGlite)    BENCH_RUNS=5 pnpm bench:web
//   BENCH_WEB=phone pnpm bench:web        only the phone   (BENCH_PHONE_RUNS=3, BENCH_PHONE_CPU=4 slows the CPU 4×)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Page } from 'playwright-core';

import { openBrowser, type BrowserSession } from '../packages/e2e/src/browser.ts';
import { repoRoot } from '../packages/e2e/src/server.ts';
import { phoneVisit, startBareStaticPage, type Visit, type WaterfallEntry } from './lib/phone.ts';
import { startBenchServer } from './lib/server.ts';
import { startTlsFront } from './lib/tls-front.ts';

const DIST = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(repoRoot, 'apps/web/dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PASSWORD = 'Horizonte2026';
const LANDING_JS_BUDGET = 120 * 1024;
/** Issue 27: no route downloads more than this JS (gz), on an owner's phone. */
const ROUTE_JS_BUDGET = 150 * 1024;
/** Issue 27: what a screen may load for dates (the holiday table and business-day arithmetic). */
const DATES_JS_BUDGET = 30 * 1024;
/** Issue 32: the owner's dashboard on Fast 3G at 360 px, first visit and second visit. */
const PHONE_COLD_MS = 4000;
const PHONE_WARM_MS = 1500;
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
const PHONE_CPU = Number(process.env.BENCH_PHONE_CPU ?? 1);
/** BENCH_PHONE_WATERFALL=1 prints the requests of the first cold visit: when each started and ended, and who asked. */
const PHONE_WATERFALL = process.env.BENCH_PHONE_WATERFALL === '1';
/** The owner's dashboard has rendered with its figures (its cards show '—' and a skeleton while loading). */
const ownerDashboardReady = (): number | false => {
  const unidades = document.querySelector('[data-testid="card-mis-apartamentos-value"]');
  const ready =
    unidades !== null && unidades.textContent !== '—' && document.querySelector('[data-testid="card-pendiente-value"]') !== null;
  return ready ? performance.now() : false;
};
const bareReady = (): number | false => (document.querySelector('h1') ? performance.now() : false);

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error(`Falta ${DIST}: corre primero \`pnpm --filter @horizonte/web build\` (o WEB_DIST=<carpeta>).`);
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

/**
 * The chunks that carry Colombia's holiday table (years of `MM-DD`), and any that still carries the
 * date-holidays library (its `getHolidays` method survives minification): there should be none.
 */
function datesChunks(): { table: string[]; library: string[] } {
  const table: string[] = [];
  const library: string[] = [];
  for (const file of readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(path.join(DIST, 'assets', file), 'utf8');
    // The bundler may join the year lines into one string: 30 dates in a row is the table.
    if (/(?:\d\d-\d\d[ .]){30,}/.test(text)) table.push(`/assets/${file}`);
    if (text.includes('getHolidays')) library.push(`/assets/${file}`);
  }
  return { table, library };
}

/**
 * The complex portal's sections (apps/web/src/routes/ph/$identificador/$rol/*), each opened by a role that
 * has it (as the portal registry gives them): the owner's phone sees pagos, reservas, asambleas.
 */
const SECTION_ROLES: Record<string, readonly ('admin' | 'propietario' | 'residente')[]> = {
  dashboard: ['admin'],
  tesoreria: ['admin'],
  mantenimiento: ['admin'],
  administrativo: ['admin'],
  comunicados: ['admin'],
  comunidad: ['admin'],
  proyectos: ['admin'],
  porteria: ['admin', 'propietario'],
  reservas: ['admin', 'propietario'],
  asambleas: ['admin', 'propietario'],
  pagos: ['propietario'],
  pqrs: ['propietario'],
  documentos: ['propietario'],
  eventos: ['propietario'],
  apartamentos: ['propietario'],
  'estado-cuenta': ['residente'],
};
const ROLE_LOGIN = {
  admin: { email: 'admin.altos@horizonte.co' },
  propietario: { email: 'propietario@horizonte.co', identificador: 'altos' },
  residente: { email: 'residente@horizonte.co', identificador: 'altos' },
} as const;

/** The route files of the complex portal's sections; a new one is measured as admin until listed above. */
function complexSections(): { section: string; roles: readonly (keyof typeof ROLE_LOGIN)[] }[] {
  const dir = path.join(repoRoot, 'apps/web/src/routes/ph/$identificador/$rol');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.tsx') && f !== 'route.tsx' && !f.startsWith('$'))
    .map((f) => f.replace(/\.tsx$/, ''))
    .map((section) => ({ section, roles: SECTION_ROLES[section] ?? ['admin'] }));
}

/** The one screen that counts business days in the browser: «Nueva asamblea» shows the art. 41 second call. */
async function openNuevaAsamblea(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Nueva asamblea' }).click();
  await page.getByRole('form', { name: 'Nueva asamblea' }).getByLabel('Fecha', { exact: true }).fill('2027-03-19');
  await page.getByTestId('segunda-prevista').waitFor();
  await page.waitForLoadState('networkidle');
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

interface PhoneFigures {
  bare: Visit;
  cold: Visit;
  warm: Visit;
}

/**
 * How a phone reaches the app: through the TLS proxy of production (HTTPS, HTTP/2: one connection for
 * every file), where the targets apply; and straight to the Node server over HTTP/1.1 (six connections,
 * as in development), for comparison. Each beside the bare page reached the same way.
 */
interface Camino {
  nombre: string;
  app: string;
  bare: string;
  browserArgs: string[];
  /** The issue's targets apply to this one. */
  objetivo: boolean;
}

/** Median of each measure over PHONE_RUNS runs: the bare page, the owner's dashboard cold and warm. */
async function phoneFigures(base: string, camino: Camino): Promise<PhoneFigures> {
  const owner = await apiLogin(base, 'propietario@horizonte.co', 'altos');
  const runs: { bare: Visit[]; cold: Visit[]; warm: Visit[] } = { bare: [], cold: [], warm: [] };
  for (let i = 0; i < PHONE_RUNS; i++) {
    const { browserArgs } = camino;
    runs.bare.push((await phoneVisit(camino.bare, bareReady, { warm: false, cpu: PHONE_CPU, browserArgs })).cold);
    const dashboard = await phoneVisit(`${camino.app}/ph/altos/propietario/dashboard`, ownerDashboardReady, {
      warm: true,
      cpu: PHONE_CPU,
      session: owner,
      waterfall: PHONE_WATERFALL && i === 0,
      browserArgs,
    });
    if (dashboard.waterfall) printWaterfall(dashboard.waterfall, dashboard.cold.ms);
    runs.cold.push(dashboard.cold);
    runs.warm.push(dashboard.warm!);
  }
  const mid = (visits: Visit[]): Visit => ({ ms: median(visits.map((v) => v.ms)), bytes: median(visits.map((v) => v.bytes)) });
  return { bare: mid(runs.bare), cold: mid(runs.cold), warm: mid(runs.warm) };
}

/** The phone over each way in (production's TLS proxy first), each printed with its own reference. */
async function phone(base: string): Promise<void> {
  const bare = await startBareStaticPage();
  const appFront = await startTlsFront(base);
  const bareFront = await startTlsFront(bare.url);
  try {
    const caminos: Camino[] = [
      {
        nombre: 'HTTPS y HTTP/2, por el proxy TLS (como en producción)',
        app: appFront.url,
        bare: bareFront.url,
        browserArgs: appFront.browserArgs,
        objetivo: true,
      },
      { nombre: 'HTTP/1.1 directo al servidor Node (sin proxy)', app: base, bare: bare.url, browserArgs: [], objetivo: false },
    ];
    for (const camino of caminos) printPhone(camino, await phoneFigures(base, camino));
  } finally {
    await appFront.close();
    await bareFront.close();
    bare.close();
  }
}

/** The cold visit's requests until the dashboard was ready: when each started and ended. */
function printWaterfall(entries: WaterfallEntry[], readyMs: number): void {
  const name = (url: string) => {
    const { pathname, search } = new URL(url);
    return (pathname + search).slice(0, 70);
  };
  console.log(`\nCascada de la visita fría (ms desde la petición del documento; lista a los ${Math.round(readyMs)} ms)`);
  console.table(
    entries.map((e) => ({
      petición: name(e.url),
      tipo: e.type,
      inicio: Math.round(e.start),
      fin: Number.isNaN(e.end) ? '…' : Math.round(e.end),
      KB: (e.bytes / 1024).toFixed(1),
    })),
  );
  const before = entries.filter((e) => e.end <= readyMs + 1);
  console.log(`Hasta lista: ${before.length} peticiones, ${before.filter((e) => e.type === 'Script').length} de JS`);
}

function printPhone(camino: Camino, { bare, cold, warm }: PhoneFigures): void {
  console.log(
    `\nTeléfono — ${camino.nombre}: Fast 3G (562,5 ms, 1,44 Mbps ↓, 675 Kbps ↑), 360 px${PHONE_CPU > 1 ? `, CPU ${PHONE_CPU}× más lenta` : ''}; mediana de ${PHONE_RUNS}`,
  );
  const row = (medida: string, visit: Visit, target?: number) => ({
    medida,
    ms: Math.round(visit.ms),
    'KB por la red': kb(visit.bytes),
    '× página estática': (visit.ms / bare.ms).toFixed(1),
    objetivo: target ? `< ${target} ms` : '—',
    estado: target ? (visit.ms < target ? 'dentro' : camino.objetivo ? 'EXCEDIDO' : 'fuera (solo referencia)') : '—',
  });
  console.table([
    row('Página estática mínima (referencia), fría', bare),
    row('Dashboard del propietario, fría (sin caché)', cold, PHONE_COLD_MS),
    row('Dashboard del propietario, caliente (2.ª visita: service worker + caché)', warm, PHONE_WARM_MS),
  ]);
  if (camino.objetivo && (cold.ms >= PHONE_COLD_MS || warm.ms >= PHONE_WARM_MS)) process.exitCode = 1;
}

const server = await startBenchServer();
try {
  const base = server.url;
  if (process.env.BENCH_WEB === 'phone') await phone(base);
  else await budgetsAndTimes(base);
} finally {
  await server.stop();
  await server.dropDatabase();
}
process.exit(process.exitCode ?? 0);

/** The JS and CSS each route downloads against its budget, the dates chunk, LCP, login → dashboard; then the phone. */
async function budgetsAndTimes(base: string): Promise<void> {
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
  for (const route of ['/verify-email?token=x', '/verificar/x', '/poderes/aceptar?token=x']) {
    rows.push({ route, assets: await assetsOf(base, route) });
  }
  rows.push({ route: '/perfil', assets: await assetsOf(base, '/perfil', await apiLogin(base, 'admin.altos@horizonte.co')) });
  const sessions = new Map<string, { token: string; user: unknown }>();
  for (const { section, roles } of complexSections()) {
    for (const rol of roles) {
      const login = ROLE_LOGIN[rol];
      if (!sessions.has(rol))
        sessions.set(rol, await apiLogin(base, login.email, 'identificador' in login ? login.identificador : undefined));
      const route = `/ph/altos/${rol}/${section}`;
      rows.push({ route, assets: await assetsOf(base, route, sessions.get(rol)) });
      if (section === 'asambleas' && rol === 'admin') {
        rows.push({
          route: `${route} (Nueva asamblea)`,
          assets: await assetsOf(base, route, sessions.get(rol), openNuevaAsamblea),
        });
      }
    }
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

  const dates = datesChunks();
  const datesGz = dates.table.reduce((sum, f) => sum + gzipped(f), 0);
  console.log(`\nPresupuesto por ruta: JS gz ≤ ${kb(ROUTE_JS_BUDGET)} (issue 27)`);
  console.table(
    rows.map(({ route, assets }) => ({
      ruta: route,
      'JS gz': kb(assets.js),
      límite: kb(ROUTE_JS_BUDGET),
      'fechas (festivos) gz': assets.files.some((f) => dates.table.includes(f)) ? kb(datesGz) : '—',
      estado: assets.js <= ROUTE_JS_BUDGET ? 'dentro' : 'EXCEDIDO',
    })),
  );
  const over = rows.filter(({ assets }) => assets.js > ROUTE_JS_BUDGET);
  console.log(
    `Chunk de fechas (festivos de Colombia + días hábiles): ${dates.table.join(', ') || 'ninguno'} → ${kb(datesGz)} gz de ${kb(DATES_JS_BUDGET)} → ${datesGz <= DATES_JS_BUDGET ? 'dentro' : 'EXCEDIDO'}`,
  );
  console.log(`Librería date-holidays en el bundle: ${dates.library.length ? dates.library.join(', ') : 'no'}`);
  for (const { route, assets } of over) {
    const heaviest = assets.files
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ f, gz: gzipped(f) }))
      .sort((a, b) => b.gz - a.gz)
      .slice(0, Number(process.env.BENCH_WEB_FILES ?? 8));
    console.log(`  ${route}: ${heaviest.map(({ f, gz }) => `${path.basename(f)} ${kb(gz)}`).join(', ')}`);
  }
  if (over.length || datesGz > DATES_JS_BUDGET || dates.library.length) process.exitCode = 1;

  console.log(`\nTiempos (mediana de ${RUNS}, localhost)`);
  console.table([
    { medida: 'LCP de /', ms: Math.round(lcp) },
    { medida: 'LCP de / (caché caliente)', ms: Math.round(lcpWarm) },
    { medida: 'Clic en Iniciar Sesión → /dashboard renderizado', ms: Math.round(login.ui) },
    { medida: 'POST /api/auth/login solo (referencia)', ms: Math.round(login.api) },
  ]);
  await phone(base);
}
