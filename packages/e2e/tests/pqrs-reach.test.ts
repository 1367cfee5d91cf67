// «PQRS reach the people who must answer» (issue 26, point 4), at 360 px: an owner files a PQRS; the
// administrator's bell tells of it at once and the dashboard's «PQRS nuevas» row shows it and leads to
// Administrativo → PQRS; the administrator assigns it to the demo proveedor, who finds it in their
// portal with its due date («vence el …») and opens it.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { login, openAs, unique, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ width: 360, height: 780 });
let admin: ApiSession;
let owner: ApiSession;
let proveedor: ApiSession;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

beforeAll(async () => {
  admin = await login(baseUrl, 'admin.altos@horizonte.co');
  owner = await login(baseUrl, 'propietario@horizonte.co', 'altos');
  proveedor = await login(baseUrl, 'proveedor@horizonte.co', 'altos');
});

describe('a new PQRS at 360 px', () => {
  it('reaches the administrator (bell, dashboard) and, once assigned, the proveedor with its due date', async () => {
    const { page } = browser;
    // Fresh on every attempt, so a retry finds only its own filing.
    const asunto = `Grieta en la fachada ${unique('r')}`;
    await openAs(page, baseUrl, owner, '/ph/altos/propietario/pqrs');
    await page.getByRole('button', { name: 'Nueva PQRS' }).click();
    const form = page.getByRole('form', { name: 'Nueva PQRS' });
    await form.getByLabel('Tipo').selectOption('reclamo');
    await form.getByLabel('Asunto').fill(asunto);
    await form.getByLabel('Descripción').fill('Apareció una grieta sobre la ventana del tercer piso.');
    await form.getByRole('button', { name: 'Radicar PQRS' }).click();
    const radicado = page.getByTestId('pqrs-detalle');
    await expect.poll(() => radicado.textContent(), { timeout: 30_000 }).toContain(asunto);
    const numero = (await radicado.textContent())!.match(/Radicado (\d{4}-\d{6})/)![1]!;

    // The bell: the new PQRS waits for the administration, and the entry opens Administrativo.
    await openAs(page, baseUrl, admin, '/ph/altos/admin/dashboard');
    await page.getByTestId('notifications').click();
    const aviso = page.getByRole('menuitem', { name: /PQRS nuevas? por atender/ });
    await aviso.waitFor({ timeout: 30_000 });
    await screenshot(page, 'pqrs-campana-admin-360');
    await aviso.click();
    await page.waitForURL(`${baseUrl}/ph/altos/admin/administrativo`);
    await page.getByTestId('bandeja-pqrs-item').filter({ hasText: asunto }).waitFor({ timeout: 30_000 });

    // The dashboard: «PQRS nuevas» names it and leads to the inbox where it is.
    await openAs(page, baseUrl, admin, '/ph/altos/admin/dashboard');
    const nuevas = page.getByTestId('pendiente-pqrs-nuevas');
    await expect.poll(() => nuevas.textContent(), { timeout: 30_000 }).toContain(numero);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await nuevas.getByRole('link').click();
    await page.waitForURL(`${baseUrl}/ph/altos/admin/administrativo`);
    const item = page.getByTestId('bandeja-pqrs-item').filter({ hasText: asunto });
    await item.waitFor({ timeout: 30_000 });

    // The administrator assigns it to the demo proveedor.
    await item.click();
    const detalle = page.getByTestId('pqrs-detalle');
    const asignarA = detalle.getByLabel('Asignar a');
    await expect
      .poll(() => asignarA.locator('option').allTextContents(), { timeout: 30_000 })
      .toContain('Servicios Aseo Total · Proveedor');
    await asignarA.selectOption({ label: 'Servicios Aseo Total · Proveedor' });
    await detalle.getByRole('button', { name: 'Asignar', exact: true }).click();
    await expect.poll(() => detalle.textContent(), { timeout: 30_000 }).toContain('asignada a Servicios Aseo Total');

    // The proveedor finds it in their portal with its due date, and opens it.
    await openAs(page, baseUrl, proveedor, '/ph/altos/proveedor/dashboard');
    const suya = page.getByTestId('pqrs-asignada').filter({ hasText: asunto });
    await suya.waitFor({ timeout: 30_000 });
    expect(await suya.textContent()).toMatch(/vence el \d{1,2} de \p{L}+\.? de \d{4}/u);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await suya.click();
    await expect.poll(() => page.getByTestId('pqrs-detalle').textContent(), { timeout: 30_000 }).toContain(numero);
    await screenshot(page, 'pqrs-proveedor-asignada-360');
  });
});
