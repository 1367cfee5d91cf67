// Property management in the general administrator dashboard: create (every validation message,
// 'Guardando...', server errors), edit, delete with confirmation, server-side search, pagination.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { screenshot, useBrowser } from '../src/index.ts';
import { api, freshVerifiedAccount, login, openAs, randomNit, unique, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let session: ApiSession;

beforeAll(async () => {
  // A new verified account with no role yet: it creates its first property from /dashboard.
  session = (await freshVerifiedAccount(baseUrl, 'propiedades')).session;
});

const form = (page: Page) => page.getByTestId('property-form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const rows = (page: Page) => page.getByTestId('property-row');
const errorsShown = async (page: Page) => (await form(page).locator('[role="alert"]').allTextContents()).map((t) => t.trim());

async function fill(page: Page, values: Partial<Record<'Nombre' | 'NIT' | 'Dirección' | 'Ciudad' | 'Identificador', string>>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

const identificador = unique('p');
const nombre = `Conjunto Prueba ${identificador}`;

describe('general administrator: properties', () => {
  it('opens the create modal from the no-role screen link and shows every validation message', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, session, '/dashboard?seccion=propiedades&nueva=true');
    await form(page).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('dialog').getByRole('heading').first().textContent()).toBe('Nueva Propiedad');

    await form(page).getByRole('button', { name: 'Crear Propiedad' }).click();
    await expect
      .poll(() => errorsShown(page))
      .toEqual([MSG.nombreRequired, MSG.nitRequired, MSG.direccionRequired, MSG.ciudadRequired, MSG.identificadorRequired]);
    await screenshot(page, 'properties-validation-1280');

    await fill(page, { Nombre: 'ab', NIT: '12345', Dirección: 'Calle 1 # 2-3', Ciudad: 'Medellín', Identificador: 'ab' });
    await form(page).getByRole('button', { name: 'Crear Propiedad' }).click();
    await expect.poll(() => errorsShown(page)).toEqual([MSG.nombreMin, MSG.nitDigits, MSG.identificadorFormat]);

    await fill(page, { NIT: '123456789012', Identificador: 'con-guion' });
    await form(page).getByRole('button', { name: 'Crear Propiedad' }).click();
    await expect.poll(() => errorsShown(page)).toEqual([MSG.nombreMin, MSG.nitDigits, MSG.identificadorFormat]);

    await fill(page, { Identificador: 'abcdefghijk' });
    await form(page).getByRole('button', { name: 'Crear Propiedad' }).click();
    await expect.poll(() => errorsShown(page)).toContain(MSG.identificadorFormat);
  });

  it('creates the property (showing Guardando...), lists it and updates the counter', async () => {
    const { page } = browser;
    // Hold the request a moment so the saving state can be seen.
    await page.route('**/trpc/ph.create*', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await fill(page, {
      Nombre: nombre,
      NIT: randomNit(),
      Dirección: 'Carrera 15 # 100-20',
      Ciudad: 'Medellín',
      Identificador: identificador.toUpperCase(),
    });
    await form(page).getByRole('button', { name: 'Crear Propiedad' }).click();
    await form(page).getByRole('button', { name: MSG.saving }).waitFor();
    await form(page).waitFor({ state: 'detached', timeout: 30_000 });
    await page.unroute('**/trpc/ph.create*');
    const row = page.locator(`[data-testid="property-row"][data-identificador="${identificador}"]`);
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain(nombre);
    expect(text).toContain('Carrera 15 # 100-20');
    expect(text).toContain('Medellín');
    expect(text).toContain('Activa');
    await expect.poll(() => page.getByTestId('properties-count').textContent()).toBe('1 propiedad');
    await page.getByText('Propiedad creada exitosamente').waitFor();
  });

  it("shows the server's error when the identificador is taken", async () => {
    const { page } = browser;
    await page.getByTestId('new-property').click();
    await fill(page, {
      Nombre: 'Otro conjunto',
      NIT: randomNit(),
      Dirección: 'Calle 5 # 6-7',
      Ciudad: 'Cali',
      Identificador: identificador,
    });
    await form(page).getByRole('button', { name: 'Crear Propiedad' }).click();
    await form(page).getByText(MSG.identificadorTaken).waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await form(page).waitFor({ state: 'detached' });
  });

  it('edits the property and the row is replaced in place', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: `Editar ${nombre}` }).click();
    expect(await field(page, 'Identificador').inputValue()).toBe(identificador);
    await fill(page, { Nombre: `${nombre} Editado`, Ciudad: 'Envigado' });
    await form(page).getByRole('button', { name: 'Guardar cambios' }).click();
    await form(page).waitFor({ state: 'detached', timeout: 30_000 });
    const row = page.locator(`[data-testid="property-row"][data-identificador="${identificador}"]`);
    await expect.poll(() => row.textContent()).toContain(`${nombre} Editado`);
    expect(await row.textContent()).toContain('Envigado');
    expect(await rows(page).count()).toBe(1);
  });

  it('searches on the server and paginates when there is more than one page', async () => {
    const { page } = browser;
    const prefix = unique('pag');
    for (let i = 1; i <= 11; i++) {
      const res = await api(
        baseUrl,
        'POST',
        '/ph',
        {
          nombre: `Lote ${prefix} ${i}`,
          nit: randomNit(),
          direccion: `Calle ${i}`,
          ciudad: 'Bogotá',
          identificador: unique('l'),
        },
        session.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    }
    await page.reload();
    await expect.poll(() => page.getByTestId('properties-count').textContent(), { timeout: 30_000 }).toBe('12 propiedades');
    expect(await rows(page).count()).toBe(10);
    expect(await page.getByTestId('page-indicator').textContent()).toBe('Página 1 de 2');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => page.getByTestId('page-indicator').textContent()).toBe('Página 2 de 2');
    await expect.poll(() => rows(page).count()).toBe(2);
    await screenshot(page, 'properties-pagination-1280');

    const search = page.getByLabel('Buscar propiedades');
    await search.fill(`${nombre} Editado`);
    await expect.poll(() => page.getByTestId('properties-count').textContent()).toBe('1 propiedad');
    expect(await rows(page).first().getAttribute('data-identificador')).toBe(identificador);
    expect(await page.getByTestId('page-indicator').count()).toBe(0);
    await search.fill(`Lote ${prefix}`);
    await expect.poll(() => page.getByTestId('properties-count').textContent()).toBe('11 propiedades');
    await search.fill('zzz-no-existe-zzz');
    await page.getByText('No encontramos propiedades').waitFor();
    await search.fill('');
    await expect.poll(() => page.getByTestId('properties-count').textContent()).toBe('12 propiedades');
  });

  it('deletes after confirmation and the list and counter follow', async () => {
    const { page } = browser;
    // The oldest property is on the last page: find it with the search box.
    await page.getByLabel('Buscar propiedades').fill(identificador);
    await expect.poll(() => page.getByTestId('properties-count').textContent()).toBe('1 propiedad');
    await page.getByRole('button', { name: `Eliminar ${nombre} Editado` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('¿Eliminar propiedad?').waitFor();
    await screenshot(page, 'properties-delete-confirm-1280');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await page.locator(`[data-testid="property-row"][data-identificador="${identificador}"]`).count()).toBe(1);
    await page.getByRole('button', { name: `Eliminar ${nombre} Editado` }).click();
    // It says what the property holds and asks for its identificador (issue 14 section 4).
    await expect.poll(() => dialog.getByTestId('delete-holds').textContent()).toMatch(/^Tiene \d+ unidad/);
    const confirm = dialog.getByRole('button', { name: 'Eliminar', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Escribe/).fill(identificador);
    await confirm.click();
    await page.getByText(MSG.propertyDeleted).first().waitFor();
    await page.getByText('No encontramos propiedades').waitFor();
    await page.getByLabel('Buscar propiedades').fill('');
    await expect.poll(() => page.getByTestId('properties-count').textContent()).toBe('11 propiedades');
    expect(await page.locator(`[data-testid="property-row"][data-identificador="${identificador}"]`).count()).toBe(0);
  });

  it('the dashboard shows live figures and the 5 most recent properties with view and edit', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard`);
    const recent = page.getByTestId('recent-properties');
    await recent
      .getByRole('link', { name: /Ver dashboard de/ })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await recent.getByRole('link', { name: /Ver dashboard de/ }).count()).toBe(5);
    await expect.poll(() => page.getByTestId('card-properties-value').textContent()).toBe('11');
    await recent
      .getByRole('button', { name: /^Editar / })
      .first()
      .click();
    await form(page).waitFor();
    expect(await page.getByRole('dialog').getByRole('heading').first().textContent()).toBe('Editar Propiedad');
    await page.keyboard.press('Escape');
    const href = await recent
      .getByRole('link', { name: /Ver dashboard de/ })
      .first()
      .getAttribute('href');
    expect(href).toMatch(/^\/ph\/[a-z0-9]+\/admin\/dashboard$/);
    await recent
      .getByRole('link', { name: /Ver dashboard de/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}${href}`);
    await expect.poll(() => page.getByTestId('shell-title').textContent(), { timeout: 30_000 }).toMatch(/^Administrador · Lote /);
  });

  it('lists only the complexes the admin administers, and «Total Propiedades» counts exactly those rows', async () => {
    const { page } = browser;
    // admin.prados administers prados and sits on the consejo of altos: altos is not theirs to edit.
    await openAs(page, baseUrl, await login(baseUrl, 'admin.prados@horizonte.co'), '/dashboard?seccion=propiedades');
    await expect
      .poll(() => rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-identificador'))), { timeout: 30_000 })
      .toEqual(['prados']);
    await expect.poll(() => page.getByTestId('stat-properties').textContent()).toContain('1');
    expect(await page.getByRole('button', { name: 'Editar Conjunto Residencial Altos del Chicó' }).count()).toBe(0);
  });
});
