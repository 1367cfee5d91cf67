// Dashboards with the day's work and a general panel of real data (issue 26, points 8 and 9), at 360 px:
// the complex admin's dashboard lists what waits and each row opens the screen where it is handled;
// the gate opens on the gate and its menu leads nowhere it may not go; the proveedor has no Tesorería;
// the general /dashboard leads with the admin's own complexes; Usuarios, Reportes and Sistema are real
// (no sample «1.250», «+12 %» or «99,9 %»).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import type { Pendientes } from '@horizonte/contracts';

import { screenshot, useBrowser } from '../src/index.ts';
import { api, login, openAs, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ width: 360, height: 780 });
let admin: ApiSession;
let phId: string;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const mainText = (page: Page) => page.locator('main').innerText();

/** The keys of the portal's menu, read from the phone drawer (closed again afterwards). */
async function menuKeys(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.locator('[data-menu-key]').first().waitFor();
  const keys = await drawer.locator('[data-menu-key]').evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-key')!));
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  return keys;
}

beforeAll(async () => {
  admin = await login(baseUrl, 'admin.altos@horizonte.co');
  phId = (await api<{ property: { id: string } }>(baseUrl, 'GET', '/ph-por-identificador/altos')).body.property.id;
});

describe('dashboards at 360 px', () => {
  it('the admin dashboard lists the waiting reserva, PQRS and paquete, and each opens its screen', async () => {
    const { page } = browser;
    const { body: p } = await api<Pendientes>(baseUrl, 'GET', `/ph/${phId}/pendientes`, undefined, admin.token);
    expect(p.reservasPorAprobar.total).toBeGreaterThan(0);
    expect(p.pqrsPorVencer.total).toBeGreaterThan(0);
    expect(p.paquetesSinEntregar.total).toBeGreaterThan(0);
    const rows = [
      { testId: 'pendiente-reservas', shows: p.reservasPorAprobar.items[0]!.zona, opens: 'reservas' },
      { testId: 'pendiente-pqrs', shows: p.pqrsPorVencer.items[0]!.radicado, opens: 'administrativo' },
      { testId: 'pendiente-paquetes', shows: p.paquetesSinEntregar.items[0]!.descripcion, opens: 'porteria' },
    ];
    for (const row of rows) {
      await openAs(page, baseUrl, admin, '/ph/altos/admin/dashboard');
      const item = page.getByTestId(row.testId);
      await expect.poll(() => item.textContent(), { timeout: 30_000 }).toContain(row.shows);
      if (row.testId === 'pendiente-reservas') {
        expect(await pageWidth(page)).toBeLessThanOrEqual(360);
        await screenshot(page, 'dashboard-admin-pendientes-360');
      }
      await item.getByRole('link').click();
      await page.waitForURL(`${baseUrl}/ph/altos/admin/${row.opens}`);
      await page.locator('main h1, main h2').first().waitFor();
      expect(await mainText(page)).not.toMatch(/Sin acceso/);
    }
  });

  it('the gate opens on the gate (expected visitors, the code field) and every menu entry it has opens something it may use', async () => {
    const { page } = browser;
    const guard = await login(baseUrl, 'porteria@horizonte.co', 'altos');
    await openAs(page, baseUrl, guard, '/ph/altos/porteria/dashboard');
    await page.getByLabel('Código de la autorización').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Visitantes esperados hoy' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'dashboard-porteria-360');
    const keys = await menuKeys(page);
    expect(keys).not.toContain('tesoreria');
    expect(keys).toContain('porteria');
    for (const key of keys) {
      await openAs(page, baseUrl, guard, `/ph/altos/porteria/${key}`);
      await page.waitForURL(`${baseUrl}/ph/altos/porteria/${key}`);
      await page.locator('main h1, main h2').first().waitFor({ timeout: 30_000 });
      expect(await mainText(page), key).not.toMatch(/Sin acceso|Acceso denegado/);
      expect(await page.getByTestId('access-denied').count(), key).toBe(0);
    }
  });

  it("the owner's dashboard is one request (inicio.get) and shows what the separate procedures answer", async () => {
    const { page } = browser;
    const owner = await login(baseUrl, 'propietario@horizonte.co', 'altos');
    const get = async <T>(path: string) => (await api<T>(baseUrl, 'GET', path, undefined, owner.token)).body;
    const mios = await get<{ apartamentos: { id: string }[] }>(`/ph/${phId}/mis-apartamentos`);
    expect(mios.apartamentos.length).toBeGreaterThan(0);
    const cuentas = await Promise.all(
      mios.apartamentos.map((a) => get<{ totalAPagar: number }>(`/apartamentos/${a.id}/estado-cuenta`)),
    );
    const pendiente = cuentas.reduce((a, c) => a + c.totalAPagar, 0);
    const alDia = cuentas.filter((c) => c.totalAPagar === 0).length;
    const pqrs = await get<{ total: number; pqrs: { radicado: string }[] }>(`/ph/${phId}/pqrs?pageSize=3`);
    const paquetes = await get<{ total: number }>(`/ph/${phId}/paquetes?estado=recibido&pageSize=3`);
    const procedimientos: string[] = [];
    const anotar = (request: { url(): string }) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/trpc/')) procedimientos.push(...pathname.slice('/trpc/'.length).split(','));
    };
    page.on('request', anotar);
    try {
      await openAs(page, baseUrl, owner, '/ph/altos/propietario/dashboard');
      const numero = new Intl.NumberFormat('es-CO');
      await expect
        .poll(() => page.getByTestId('card-mis-apartamentos-value').textContent(), { timeout: 30_000 })
        .toBe(numero.format(mios.apartamentos.length));
      expect(await page.getByTestId('card-al-dia-value').textContent()).toBe(numero.format(alDia));
      const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });
      expect(await page.getByTestId('card-pendiente-value').textContent()).toBe(cop.format(pendiente));
      const filas = page.getByTestId('mis-pqrs');
      await expect.poll(() => filas.textContent()).toContain(pqrs.total === 0 ? 'Ninguna' : String(pqrs.total));
      for (const q of pqrs.pqrs) expect(await filas.textContent()).toContain(q.radicado);
      expect(await page.getByTestId('mis-paquetes').textContent()).toContain(
        paquetes.total === 0 ? 'Ninguno' : String(paquetes.total),
      );
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', anotar);
    }
    expect(procedimientos.filter((p) => p === 'inicio.get')).toHaveLength(1);
    const antes = [
      'apartamentos.mios.list',
      'tesoreria.estadoCuenta.get',
      'porteria.paquetes.list',
      'asambleas.list',
      'pqrs.list',
    ];
    expect(procedimientos.filter((p) => antes.includes(p))).toEqual([]);
  });

  it("on the owner's next visit its first screen leaves in the same request as the complex; signing out forgets the complex", async () => {
    const { page } = browser;
    const owner = await login(baseUrl, 'propietario@horizonte.co', 'altos');
    const lotes: string[][] = [];
    const anotar = (request: { url(): string }) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/trpc/')) lotes.push(pathname.slice('/trpc/'.length).split(','));
    };
    await openAs(page, baseUrl, owner, '/ph/altos/propietario/dashboard');
    await page.getByTestId('card-mis-apartamentos-value').waitFor({ timeout: 30_000 });
    // The first visit learns the complex's id from ph.byIdentificador, then asks for inicio.get.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('complejos') ?? '{}') as unknown)).toEqual({
      altos: phId,
    });
    page.on('request', anotar);
    try {
      await page.reload();
      await page.getByTestId('card-mis-apartamentos-value').waitFor({ timeout: 30_000 });
    } finally {
      page.off('request', anotar);
    }
    const conElConjunto = lotes.find((lote) => lote.includes('ph.byIdentificador'));
    expect(conElConjunto).toContain('inicio.get');
    expect(lotes.flat().filter((p) => p === 'inicio.get')).toHaveLength(1);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('complejos'))).toBeNull();
  });

  it('the proveedor has no Tesorería in its menu, and its dashboard shows its assigned PQRS, no «—»', async () => {
    const { page } = browser;
    const proveedor = await login(baseUrl, 'proveedor@horizonte.co', 'altos');
    await openAs(page, baseUrl, proveedor, '/ph/altos/proveedor/dashboard');
    await page.getByTestId('pqrs-asignadas').getByText('Filtración en el parqueadero').first().waitFor({ timeout: 30_000 });
    expect(await mainText(page)).not.toContain('—');
    const keys = await menuKeys(page);
    expect(keys).not.toContain('tesoreria');
    expect(keys).not.toContain('comunidad');
  });

  it('the general /dashboard of an admin leads with their complexes; Usuarios, Reportes and Sistema are real, never «1.250»', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, admin, '/dashboard');
    const conjuntos = page.getByTestId('recent-properties');
    const entrar = conjuntos.getByRole('link', { name: 'Ver dashboard de Conjunto Residencial Altos del Chicó' });
    await entrar.waitFor({ timeout: 30_000 });
    // First on the screen, before any figure.
    const [conjuntosTop, figuresTop] = await Promise.all([
      conjuntos.evaluate((el) => el.getBoundingClientRect().top),
      page.getByTestId('card-properties').evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(conjuntosTop).toBeLessThan(figuresTop);
    expect(await mainText(page)).not.toMatch(/1\.250|99,9/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'dashboard-general-360');

    await page.goto(`${baseUrl}/dashboard?seccion=usuarios`);
    await page.getByRole('cell', { name: 'Jorge Pardo' }).first().waitFor({ timeout: 30_000 });
    expect(await mainText(page)).not.toMatch(/1\.250|Laura Gómez/);

    await page.goto(`${baseUrl}/dashboard?seccion=reportes`);
    await page.getByRole('table', { name: 'Recaudo y cartera por mes' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('reporte-tesoreria').innerText()).toMatch(/\$\s?[1-9]/);
    expect(await mainText(page)).not.toMatch(/\+12 %|Datos de ejemplo/);

    await page.goto(`${baseUrl}/dashboard?seccion=sistema`);
    await expect.poll(() => page.getByTestId('sistema-base-de-datos-value').textContent(), { timeout: 30_000 }).toBe('Responde');
    await page.getByTestId('sistema-correos-value').waitFor();
    expect(await mainText(page)).not.toMatch(/99,9/);

    await page.goto(`${baseUrl}/dashboard`);
    await entrar.click();
    await page.waitForURL(`${baseUrl}/ph/altos/admin/dashboard`);
  });
});
