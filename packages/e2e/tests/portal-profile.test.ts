// Mi Perfil (issue 14 section 5): a person changes their phone, sees their roles, closes their other
// sessions (the other token stops working) and turns off an optional mail; on a phone nothing scrolls
// sideways.
import { describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { api, login, openAs } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('Mi Perfil', () => {
  it('updates the phone, lists the roles, closes the other sessions and saves a preference', async () => {
    const { page } = browser;
    const other = await login(baseUrl, 'consejo@horizonte.co', 'altos');
    const session = await login(baseUrl, 'consejo@horizonte.co', 'altos');
    await openAs(page, baseUrl, session, '/perfil');
    await page.getByRole('heading', { name: 'Mi Perfil' }).waitFor({ timeout: 30_000 });
    const datos = page.getByRole('form', { name: 'Datos personales' });
    await datos.getByLabel('Teléfono').fill('+57 310 555 0101');
    await datos.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(
        async () =>
          (await api<{ perfil: { telefono: string } }>(baseUrl, 'GET', '/auth/perfil', undefined, session.token)).body.perfil
            .telefono,
      )
      .toBe('+57 310 555 0101');
    expect(await page.getByText('Consejo · Conjunto Residencial Altos del Chicó').count()).toBe(1);

    await expect.poll(() => page.getByTestId('sesiones').getByRole('listitem').count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Cerrar las demás' }).click();
    await expect.poll(async () => (await api(baseUrl, 'GET', '/auth/verify', undefined, other.token)).status).toBe(401);
    expect((await api(baseUrl, 'GET', '/auth/verify', undefined, session.token)).status).toBe(200);

    // The email cell of comunicados in the matrix of issue 32 is the «anuncios» boolean of /auth/preferencias.
    const anunciosPorCorreo = page.getByRole('checkbox', { name: 'Anuncios y circulares del conjunto por Correo electrónico' });
    await anunciosPorCorreo.uncheck();
    await expect
      .poll(
        async () =>
          (await api<{ preferencias: { anuncios: boolean } }>(baseUrl, 'GET', '/auth/preferencias', undefined, session.token))
            .body.preferencias.anuncios,
      )
      .toBe(false);
    await anunciosPorCorreo.check();

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'mi-perfil-360');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
