// Issue 26, «Phones and polish» (point 11): at 360 px every portal page has no serious or critical axe
// violation; counts read as Spanish plurals; irreversible actions ask first; focus returns to the
// opener when a dialog closes; each route has its own title; the general panel's menu says «Inicio».
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { useBrowser } from '../src/index.ts';
import { seriousViolations } from './axe-support.ts';
import { api, login, openAs } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ width: 360, height: 780 });

/** The portal of each demo role: who signs in, where it lands. */
const PORTALS = [
  ['admin.altos@horizonte.co', 'altos', '/ph/altos/admin/dashboard'],
  ['consejo@horizonte.co', 'altos', '/ph/altos/consejo/dashboard'],
  ['proveedor@horizonte.co', 'altos', '/ph/altos/proveedor/dashboard'],
  ['porteria@horizonte.co', 'altos', '/ph/altos/porteria/dashboard'],
  ['propietario@horizonte.co', 'altos', '/ph/altos/propietario/dashboard'],
  ['residente@horizonte.co', 'altos', '/ph/altos/residente/dashboard'],
  ['admin.altos@horizonte.co', undefined, '/dashboard'],
  ['superadmin@horizonte.co', undefined, '/super-admin/dashboard'],
  ['comercial@horizonte.co', undefined, '/comercial/dashboard'],
  ['soporte@horizonte.co', undefined, '/soporte/dashboard'],
] as const;

/** Waits until the section's heading is there and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h2').first().waitFor({ timeout: 30_000 });
  await expect
    .poll(() => page.locator('main .animate-pulse, main [aria-busy="true"], main [role="status"] svg.animate-spin').count(), {
      timeout: 30_000,
    })
    .toBe(0);
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByTestId('mobile-drawer');
  await drawer.waitFor();
  return drawer;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

/** The focused element's text, to check where the focus went. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('360 px polish', () => {
  it.each(PORTALS)(
    '%s (%s): every page from %s has no serious or critical axe violation',
    async (email, identificador, landing) => {
      const { page } = browser;
      const found: string[] = [];
      await openAs(page, baseUrl, await login(baseUrl, email, identificador), landing);
      await page.getByTestId('dashboard-shell').waitFor({ timeout: 30_000 });
      const drawer = await openMenu(page);
      const keys = await drawer
        .locator('[data-menu-key]')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-menu-key')!));
      await page.keyboard.press('Escape');
      for (const key of keys) {
        await (await openMenu(page)).locator(`[data-menu-key="${key}"]`).click();
        await settled(page);
        for (const violation of await seriousViolations(page)) found.push(`${key}: ${violation}`);
      }
      expect(found).toEqual([]);
    },
    120_000,
  );

  it('counts read in Spanish number, each route has its title and the general panel starts at «Inicio»', async () => {
    const { page } = browser;
    const admin = await login(baseUrl, 'admin.altos@horizonte.co');
    // The demo has one PQRS past its term: «1 vencida», not «1 vencidas».
    await openAs(page, baseUrl, admin, '/ph/altos/admin/dashboard');
    const hint = page.getByTestId('card-pqrs').locator('p', { hasText: 'vencida' });
    await expect.poll(() => hint.textContent(), { timeout: 30_000 }).toMatch(/^1 vencida ·/);
    await expect.poll(() => page.title()).toBe('Dashboard · Conjunto Residencial Altos del Chicó · Horizonte');
    await (await openMenu(page)).locator('[data-menu-key="tesoreria"]').click();
    await expect.poll(() => page.title()).toBe('Tesorería · Conjunto Residencial Altos del Chicó · Horizonte');

    await openAs(page, baseUrl, admin, '/dashboard');
    const menu = await openMenu(page);
    expect(await menu.locator('[data-menu-key="dashboard"]').textContent()).toBe('Inicio');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.title()).toBe('Inicio · Panel de Administración · Horizonte');
  });

  it(
    'emitting and annulling a facturación ask first, with its totals; Escape gives the focus back to the button',
    { timeout: 180_000 },
    async () => {
      const { page } = browser;
      await openAs(page, baseUrl, await login(baseUrl, 'admin.altos@horizonte.co', 'altos'), '/ph/altos/admin/tesoreria');
      await tab(page, 'Facturación').click();
      // The form's proposal arrives with the panel's first reads: type over it once they are in.
      await page.getByRole('table', { name: 'Facturaciones' }).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // A period nobody bills in the browser suite, annulled at the end.
      const periodo = `${new Date().getFullYear()}-12`;
      const form = page.getByRole('form', { name: 'Calcular facturación' });
      await form.getByLabel('Periodo (AAAA-MM)').fill(periodo);
      await form.getByLabel('Fecha de vencimiento').fill(`${periodo}-28`);
      await form.getByRole('button', { name: 'Calcular facturación' }).click();
      const preview = page.getByTestId('vista-previa');
      await expect
        .poll(() => preview.getByRole('heading').textContent(), { timeout: 30_000 })
        .toContain(`Facturación ${periodo}`);
      const [, total, cargos] = (await preview.getByRole('heading').textContent())!.split(' · ');

      // The list shows the new draft once its refetch is in, so the preview is not redrawn under the dialog.
      const fila = page.getByRole('table', { name: 'Facturaciones' }).getByRole('row', { name: new RegExp(`^${periodo}`) });
      await fila.waitFor({ timeout: 30_000 });
      await preview.getByRole('button', { name: 'Emitir' }).click();
      const dialog = page.getByRole('dialog');
      expect(await dialog.getByRole('heading').textContent()).toBe(`¿Emitir la facturación ${periodo}?`);
      expect(await dialog.textContent()).toContain(`Se causarán ${cargos} por ${total} en total`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focusedText(page)).toBe('Emitir');
      // Nothing was emitted.
      expect(await preview.getByRole('button', { name: 'Emitir' }).count()).toBe(1);

      await preview.getByRole('button', { name: 'Anular' }).click();
      expect(await dialog.textContent()).toContain(`Se anularán ${cargos} por ${total} en total`);
      await dialog.getByRole('button', { name: 'Anular' }).click();
      await expect.poll(() => fila.textContent()).toContain('anulada');
    },
  );

  it('approving a reserva and revoking an invitation ask first; the focus returns to the opener', async () => {
    const { page } = browser;
    const admin = await login(baseUrl, 'admin.altos@horizonte.co', 'altos');
    await openAs(page, baseUrl, admin, '/ph/altos/admin/reservas');
    // The demo's salón comunal booking waits for approval; asking is all this test does with it.
    const reserva = page.getByTestId('reserva-admin').filter({ hasText: 'Salón comunal' }).first();
    await reserva.getByRole('button', { name: 'Aprobar' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('heading').textContent()).toBe('¿Aprobar la reserva?');
    expect(await dialog.textContent()).toContain('Salón comunal');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toBe('Aprobar');
    expect(await reserva.textContent()).toContain('Solicitada');

    const ph = await api<{ property: { id: string } }>(baseUrl, 'GET', '/ph-por-identificador/altos');
    const email = `revocar.${Date.now().toString(36)}@example.com`;
    const invited = await api(baseUrl, 'POST', `/ph/${ph.body.property.id}/invite`, { email, rol: 'consejo' }, admin.token);
    expect(invited.status, JSON.stringify(invited.body)).toBeLessThan(300);
    await openAs(page, baseUrl, admin, '/ph/altos/admin/comunidad');
    await tab(page, 'Invitaciones').click();
    const row = page.locator(`[data-testid="invitation-row"][data-email="${email}"]`);
    await row.getByRole('button', { name: `Revocar la invitación de ${email}` }).click();
    expect(await dialog.getByRole('heading').textContent()).toBe('¿Revocar la invitación?');
    expect(await dialog.textContent()).toContain(email);
    await dialog.getByRole('button', { name: 'Revocar' }).click();
    await expect.poll(() => row.textContent()).toContain('Revocada');
  });
});
