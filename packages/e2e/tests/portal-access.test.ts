// Every demo account reaches its portal (screenshots at 1280 and 375 px); portals refuse the wrong people.
import { describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { login, openAs } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const PORTALS = [
  {
    email: 'superadmin@horizonte.co',
    path: '/super-admin/dashboard',
    title: 'Panel de Super Administrador',
    shot: 'super-admin',
  },
  { email: 'superadmin@horizonte.co', path: '/super/dashboard', title: 'Panel de Super Usuario', shot: 'super' },
  { email: 'comercial@horizonte.co', path: '/comercial/dashboard', title: 'Panel Comercial', shot: 'comercial' },
  { email: 'soporte@horizonte.co', path: '/soporte/dashboard', title: 'Panel de Soporte', shot: 'soporte' },
  { email: 'admin.altos@horizonte.co', path: '/dashboard', title: 'Panel de Administración', shot: 'general-admin' },
  {
    email: 'admin@horizonte.co',
    path: '/dashboard?seccion=propiedades',
    title: 'Panel de Administración',
    shot: 'general-admin-propiedades',
  },
  {
    email: 'admin.altos@horizonte.co',
    path: '/ph/altos/admin/dashboard',
    title: 'Administrador · Conjunto Residencial Altos del Chicó',
    shot: 'ph-admin',
    identificador: 'altos',
  },
  {
    email: 'consejo@horizonte.co',
    path: '/ph/altos/consejo/dashboard',
    title: 'Consejo · Conjunto Residencial Altos del Chicó',
    shot: 'ph-consejo',
    identificador: 'altos',
  },
  {
    email: 'proveedor@horizonte.co',
    path: '/ph/altos/proveedor/dashboard',
    title: 'Proveedor · Conjunto Residencial Altos del Chicó',
    shot: 'ph-proveedor',
    identificador: 'altos',
  },
  {
    email: 'porteria@horizonte.co',
    path: '/ph/altos/porteria/dashboard',
    title: 'Portería · Conjunto Residencial Altos del Chicó',
    shot: 'ph-porteria',
    identificador: 'altos',
  },
  {
    email: 'propietario@horizonte.co',
    path: '/ph/altos/propietario/dashboard',
    title: 'Propietario · Conjunto Residencial Altos del Chicó',
    shot: 'ph-propietario',
    identificador: 'altos',
  },
  {
    email: 'residente@horizonte.co',
    path: '/ph/altos/residente/dashboard',
    title: 'Residente · Conjunto Residencial Altos del Chicó',
    shot: 'ph-residente',
    identificador: 'altos',
  },
] as const;

describe('each demo account reaches its portal', () => {
  for (const portal of PORTALS) {
    it(`${portal.email} → ${portal.path}`, async () => {
      const { page } = browser;
      await page.setViewportSize({ width: 1280, height: 800 });
      const session = await login(baseUrl, portal.email, 'identificador' in portal ? portal.identificador : undefined);
      await openAs(page, baseUrl, session, portal.path);
      await expect.poll(() => page.getByTestId('shell-title').textContent(), { timeout: 30_000 }).toBe(portal.title);
      // Live figures and skeletons settle before the picture is taken.
      await page.waitForLoadState('networkidle');
      await screenshot(page, `portal-${portal.shot}-1280`);
      await page.setViewportSize({ width: 375, height: 800 });
      await expect.poll(() => page.getByTestId('sidebar').isVisible()).toBe(false);
      await page.waitForTimeout(400); // the content's padding animates to the phone layout
      await screenshot(page, `portal-${portal.shot}-375`);
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  }

  it('draws each admin-type menu from the policy: Tesorería for the administration and the consejo, never for the proveedor or the gate', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    const menuKeys = () =>
      page
        .getByTestId('sidebar')
        .locator('[data-menu-key]')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-menu-key')));
    const cases = [
      ['admin.altos@horizonte.co', 'admin', true],
      ['consejo@horizonte.co', 'consejo', true],
      ['proveedor@horizonte.co', 'proveedor', false],
      ['porteria@horizonte.co', 'porteria', false],
    ] as const;
    for (const [email, rol, tesoreria] of cases) {
      await openAs(page, baseUrl, await login(baseUrl, email, 'altos'), `/ph/altos/${rol}/dashboard`);
      await expect.poll(menuKeys, { timeout: 30_000 }).toContain('dashboard');
      expect(await menuKeys()).toContain('comunicados');
      if (tesoreria) expect(await menuKeys()).toContain('tesoreria');
      else expect(await menuKeys()).not.toContain('tesoreria');
      expect(await page.getByTestId('sidebar').getByText('Tesorería', { exact: true }).count()).toBe(tesoreria ? 1 : 0);
    }
    // The gate's menu still opens the gate: its own work.
    expect(await menuKeys()).toContain('porteria');
  });

  it('shows live counts: the admin portal of altos counts its 12 units, the owner sees Torre 1 · 101', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, await login(baseUrl, 'admin.altos@horizonte.co'), '/ph/altos/admin/dashboard');
    await expect.poll(() => page.getByTestId('card-apartamentos-value').textContent(), { timeout: 30_000 }).toMatch(/^\d+$/);
    await openAs(page, baseUrl, await login(baseUrl, 'propietario@horizonte.co', 'altos'), '/ph/altos/propietario/apartamentos');
    await expect
      .poll(() => page.getByTestId('my-apartment').first().textContent(), { timeout: 30_000 })
      .toContain('Torre 1 · 101');
    await screenshot(page, 'portal-ph-propietario-apartamentos-1280');
  });

  it('the mobile drawer opens the menu on a phone and navigates', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 375, height: 800 });
    await openAs(page, baseUrl, await login(baseUrl, 'residente@horizonte.co', 'altos'), '/ph/altos/residente/dashboard');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await drawer.waitFor();
    await screenshot(page, 'portal-ph-residente-drawer-375');
    await drawer.getByRole('button', { name: 'Reservas' }).click();
    await page.waitForURL(`${baseUrl}/ph/altos/residente/reservas`);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('portals refuse whoever has no such role', () => {
  it('residente@horizonte.co cannot open the admin portal of altos nor any portal of prados', async () => {
    const { page } = browser;
    const session = await login(baseUrl, 'residente@horizonte.co', 'altos');
    for (const path of [
      '/ph/altos/admin/dashboard',
      '/ph/altos/consejo/comunidad',
      '/ph/prados/residente/dashboard',
      '/ph/prados/admin/dashboard',
      '/ph/prados/propietario/dashboard',
    ]) {
      await openAs(page, baseUrl, session, path);
      await page
        .getByTestId('access-denied')
        .waitFor({ timeout: 30_000 })
        .catch(async (error: Error) => {
          throw new Error(`${path} (${page.url()}): ${(await page.locator('body').innerText()).slice(0, 300)}\n${error.message}`);
        });
      expect(await page.getByTestId('access-denied').textContent()).toContain('No tienes acceso a esta propiedad');
      expect(await page.getByTestId('dashboard-shell').count()).toBe(0);
    }
    // The API refuses the same data (the screen is not the only guard).
    const altos = await fetch(`${baseUrl}/api/ph-por-identificador/altos`).then(
      (r) => r.json() as Promise<{ property: { id: string } }>,
    );
    const stats = await fetch(`${baseUrl}/api/ph/${altos.property.id}/apartamentos`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(stats.status).toBe(403);
  });

  it('platform portals refuse non-super users and the wrong super role', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, await login(baseUrl, 'admin.altos@horizonte.co'), '/super-admin/dashboard');
    await page.getByTestId('access-denied').waitFor({ timeout: 30_000 });
    await page.goto(`${baseUrl}/super/dashboard`);
    await page.getByTestId('access-denied').waitFor({ timeout: 30_000 });
    await openAs(page, baseUrl, await login(baseUrl, 'comercial@horizonte.co'), '/super-admin/dashboard');
    await page.getByTestId('access-denied').waitFor({ timeout: 30_000 });
    await page.goto(`${baseUrl}/soporte/dashboard`);
    await page.getByTestId('access-denied').waitFor({ timeout: 30_000 });
    await openAs(page, baseUrl, await login(baseUrl, 'residente@horizonte.co', 'altos'), '/dashboard');
    await page.getByTestId('access-denied').waitFor({ timeout: 30_000 });
  });

  it('an unknown role segment goes back to the complex, an unknown section to its dashboard, no session to /', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, await login(baseUrl, 'admin.altos@horizonte.co'), '/ph/altos/jefe/dashboard');
    await page.waitForURL((url) => url.pathname === '/ph/altos' || url.pathname === '/ph/altos/');
    await page.goto(`${baseUrl}/ph/altos/admin/nada`);
    await page.waitForURL(`${baseUrl}/ph/altos/admin/dashboard`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/`);
  });
});
