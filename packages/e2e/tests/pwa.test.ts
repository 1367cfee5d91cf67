// The installable app (issue 32): Chromium finds nothing missing to install it (its own installability
// check, as Lighthouse's), the manifest is the Spanish one, and a section already visited opens again
// without a network (the service worker's app shell and offline cache) under a Spanish offline banner,
// never Chromium's offline page; back online, «Reintentar» brings the fresh data; a new version is
// announced and applied on reload. Signing out deletes what the device kept.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { api, freshVerifiedAccount, openAs, randomNit, unique, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ width: 360, height: 780 });

let session: ApiSession;

async function createProperty(nombre: string): Promise<void> {
  const res = await api(
    baseUrl,
    'POST',
    '/ph',
    { nombre, nit: randomNit(), direccion: 'Calle 10 # 20-30', ciudad: 'Bogotá', identificador: unique('w') },
    session.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Once the service worker is active and controls the page, what the page reads goes through it. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const rowNames = (page: Page) => page.getByTestId('property-row').allTextContents();

beforeAll(async () => {
  session = (await freshVerifiedAccount(baseUrl, 'pwa')).session;
});

describe('installable app', () => {
  it('passes Chromium’s installability checks with the Spanish manifest', async () => {
    const { page, context } = browser;
    await page.goto(`${baseUrl}/`);
    await serviceWorkerInControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${baseUrl}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data!) as Record<string, unknown> & { icons: { sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      name: 'Horizonte — Propiedad Horizontal',
      short_name: 'Horizonte',
      lang: 'es-CO',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons as unknown as { src: string }[]) {
      const res = await fetch(`${baseUrl}${icon.src}`);
      expect(res.headers.get('content-type'), icon.src).toBe('image/png');
    }
    await cdp.detach();
  });
});

describe('offline shell', () => {
  it('opens visited sections without a network, under the Spanish banner; «Reintentar» says when there is still none', async () => {
    const { page, context } = browser;
    const primera = `Conjunto Sin Red ${unique('a')}`;
    const segunda = `Conjunto Nuevo ${unique('b')}`;
    await createProperty(primera);

    // Two sections visited while online, through the service worker.
    await openAs(page, baseUrl, session, '/perfil');
    await serviceWorkerInControl(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Mi Perfil' }).waitFor({ timeout: 30_000 });
    await page.goto(`${baseUrl}/dashboard?seccion=propiedades`);
    await expect.poll(() => rowNames(page), { timeout: 30_000 }).toEqual([expect.stringContaining(primera)]);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('offline-banner').count()).toBe(0);

    await context.setOffline(true);
    try {
      // The server changes meanwhile: what the page shows offline is what this device kept.
      await createProperty(segunda);
      const banner = page.getByRole('alert').filter({ hasText: 'Sin conexión.' });
      await banner.waitFor();

      await page.reload();
      await banner.waitFor({ timeout: 30_000 });
      expect(await banner.textContent()).toContain('Ves la información guardada en este dispositivo');
      await expect.poll(() => rowNames(page), { timeout: 30_000 }).toEqual([expect.stringContaining(primera)]);
      expect(await page.title()).not.toContain('127.0.0.1');
      expect(await page.locator('body').innerText()).not.toMatch(/ERR_INTERNET_DISCONNECTED|No hay conexión a Internet/);
      await screenshot(page, 'pwa-offline-360');

      // The other visited section opens too, by its address.
      await page.goto(`${baseUrl}/perfil`);
      await page.getByRole('heading', { name: 'Mi Perfil' }).waitFor({ timeout: 30_000 });
      await banner.waitFor();

      // «Reintentar» from the keyboard: still no network, and it says so.
      await page.goto(`${baseUrl}/dashboard?seccion=propiedades`);
      await expect.poll(() => rowNames(page), { timeout: 30_000 }).toEqual([expect.stringContaining(primera)]);
      const retry = banner.getByRole('button', { name: 'Reintentar' });
      await retry.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => banner.textContent()).toContain('Sigues sin conexión');
    } finally {
      await context.setOffline(false);
    }
  });

  it('stays offline while the server does not answer, and «Reintentar» brings the fresh data once it does', async () => {
    const { page, context } = browser;
    const banner = page.getByRole('alert').filter({ hasText: 'Sin conexión.' });
    // The network is back but the server is not reachable (the gatehouse's Wi-Fi without internet).
    await context.setOffline(true);
    await banner.waitFor();
    await page.route('**/api/health', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    try {
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      expect(await banner.count()).toBe(1);
    } finally {
      await page.unroute('**/api/health');
    }
    await banner.getByRole('button', { name: 'Reintentar' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => rowNames(page), { timeout: 30_000 }).toHaveLength(2);
    expect((await rowNames(page)).join(' ')).toContain('Conjunto Nuevo');
  });

  it('offline, answers the same calls batched another way: each call of a batch is kept on its own', async () => {
    const { page, context } = browser;
    // Which calls share a tRPC batch depends on timing; offline the same screen may batch them otherwise.
    const leer = (procedimientos: string, input: Record<number, unknown>) =>
      page.evaluate(
        async ([ruta, entrada, token]) => {
          const res = await fetch(`/trpc/${ruta}?batch=1&input=${encodeURIComponent(entrada)}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return { status: res.status, body: (await res.json()) as { result?: { data?: unknown } }[] };
        },
        [procedimientos, JSON.stringify(input), session.token] as const,
      );
    const juntos = await leer('auth.verify,ph.list', { 1: {} });
    expect(juntos.status).toBe(200);
    const [verify, lista] = juntos.body.map((item) => item.result?.data);
    expect(lista).toBeTruthy();
    await context.setOffline(true);
    try {
      // Never asked for alone, nor in this order, while online.
      const sola = await leer('ph.list', { 0: {} });
      expect(sola.status).toBe(200);
      expect(sola.body.map((item) => item.result?.data)).toEqual([lista]);
      const alReves = await leer('ph.list,auth.verify', { 0: {} });
      expect(alReves.body.map((item) => item.result?.data)).toEqual([lista, verify]);
    } finally {
      await context.setOffline(false);
    }
  });

  it('deletes what it kept for offline reading when the person signs out', async () => {
    const { page } = browser;
    const kept = () =>
      page.evaluate(
        async () => (await caches.has('horizonte-api')) && (await (await caches.open('horizonte-api')).keys()).length,
      );
    expect(await kept()).toBeGreaterThan(0);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(kept).toBe(false);
  });
});

describe('a new version', () => {
  it('is announced with «Actualizar», which activates it and reloads the page', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    await serviceWorkerInControl(page);
    // The app registers its worker once the page is quiet; the next version comes after that.
    await page.locator('html[data-service-worker="registrado"]').waitFor({ state: 'attached', timeout: 30_000 });
    expect(await page.getByTestId('update-banner').count()).toBe(0);
    const siguiente = `${baseUrl}/sw.js?siguiente=${Date.now()}`;

    // A deployment's new sw.js is installed beside the running one and waits (sw.ts never skips waiting
    // by itself). The same file under another address is, for the browser, such a new version: it
    // installs it and leaves it waiting, as after a deployment.
    await page.evaluate((url) => navigator.serviceWorker.register(url), siguiente);
    const banner = page.getByRole('status').filter({ hasText: 'Hay una nueva versión de Horizonte' });
    await banner.waitFor({ timeout: 30_000 });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL)).toBe(
      siguiente,
    );
    await screenshot(page, 'pwa-update-360');

    await page.evaluate(() => ((window as { antesDeActualizar?: boolean }).antesDeActualizar = true));
    await banner.getByRole('button', { name: 'Actualizar' }).click();
    // The page reloads under the new service worker: nothing of the old page is left, nothing waits.
    await expect
      .poll(() => page.evaluate(() => (window as { antesDeActualizar?: boolean }).antesDeActualizar ?? false), {
        timeout: 30_000,
      })
      .toBe(false);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(siguiente);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    expect(await banner.count()).toBe(0);
  });
});
