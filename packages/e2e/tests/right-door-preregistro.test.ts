// Issue 26 #5 and #6, on a phone (360 px). The right door: a demo owner who types the right password
// on the main login is sent to their complex's portal with the email filled in, and enters there; at a
// complex that is not theirs the error links to their own. Preregistro with its unit: a visitor says
// torre and unidad on the complex page, and the administration's approval dialog has that unit chosen.
import { describe, expect, inject, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { screenshot, useBrowser } from '../src/index.ts';
import { api, login, openAs } from './portal-support.ts';
import { expectPath, freshVisit, mainLogin, newPerson, PASSWORD } from './public.helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ width: 360, height: 780 });
const OWNER = 'propietario@horizonte.co';

describe('the right door', () => {
  it('the main login sends an owner to their complex with the email filled in', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    await mainLogin(page, OWNER);
    await expectPath(page, baseUrl, '/ph/altos');
    const panel = page.locator('#acceso');
    const email = panel.getByLabel('Email');
    await expect.poll(() => email.inputValue()).toBe(OWNER);
    const password = panel.getByLabel('Contraseña', { exact: true });
    expect(await password.inputValue()).toBe('');
    await screenshot(page, 'right-door-360');
    await password.fill(PASSWORD);
    await panel.getByRole('button', { name: 'Ingresar a mi portal' }).click();
    await expectPath(page, baseUrl, '/ph/altos/propietario/dashboard');
  });

  it('another complex’s login keeps its message and links to the owner’s own portal', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/ph/prados');
    const panel = page.locator('#acceso');
    await panel.getByLabel('Email').fill(OWNER);
    await panel.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Ingresar a mi portal' }).click();
    await expect.poll(() => panel.getByTestId('login-error').textContent()).toBe(MSG.noAccessToProperty);
    await panel.getByRole('link', { name: /Ingresar al portal de Conjunto Residencial Altos/ }).click();
    await expectPath(page, baseUrl, '/ph/altos');
    await expect.poll(() => page.locator('#acceso').getByLabel('Email').inputValue()).toBe(OWNER);
  });
});

describe('preregistro with its unit', () => {
  it('the unit a visitor types is chosen in the approval dialog', async () => {
    const { page } = browser;
    const person = newPerson('unidad');
    await freshVisit(page, baseUrl, '/ph/altos');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    const panel = page.locator('#acceso');
    await panel.getByLabel('Nombre completo').fill(person.nombre);
    await panel.getByLabel('Tipo de documento').selectOption('CC');
    await panel.getByLabel('Número de documento').fill(person.numero_documento);
    await panel.getByLabel('Email').fill(person.email);
    await panel.getByLabel('Torre o bloque (opcional)').fill('torre 2');
    await panel.getByLabel('Apartamento o casa (opcional)').fill('301');
    await panel.getByRole('button', { name: 'Enviar preregistro' }).click();
    await expect.poll(() => page.getByTestId('preregistro-result').textContent()).toBe(MSG.preregistroSuccess);

    const admin = await login(baseUrl, 'admin.altos@horizonte.co');
    await openAs(page, baseUrl, admin, '/ph/altos/admin/comunidad');
    await page.getByRole('tab', { name: 'Preregistros' }).click();
    const row = page.locator(`[data-testid="preregistro-row"][data-email="${person.email}"]`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('torre 2 · 301');
    await row.getByRole('button', { name: /^Aprobar/ }).click();
    const approval = page.getByRole('dialog');
    const unidad = approval.getByLabel('Unidad');
    await expect
      .poll(() => unidad.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent))
      .toBe('Torre 2 · 301');
    expect(await approval.getByTestId('preregistro-unidad-indicada').textContent()).toBe('Indicó: torre 2 · 301');
    await screenshot(page, 'preregistro-unidad-360');
    await approval.getByRole('button', { name: 'Cancelar' }).click();

    // Leave the demo's pending list as it was.
    const phId = (await api<{ property: { id: string } }>(baseUrl, 'GET', '/ph-por-identificador/altos')).body.property.id;
    const list = await api<{ preregistros: { id: string; email: string }[] }>(
      baseUrl,
      'GET',
      `/ph/${phId}/preregistros?status=pendiente`,
      undefined,
      admin.token,
    );
    const mine = list.body.preregistros.find((p) => p.email === person.email)!;
    expect((await api(baseUrl, 'PUT', `/ph/${phId}/preregistros/${mine.id}/reject`, {}, admin.token)).status).toBe(200);
  });
});
