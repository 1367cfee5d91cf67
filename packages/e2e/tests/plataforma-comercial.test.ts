// Complexes as customers in the browser (issue 33), at 360 px: a visitor sends the landing's contact
// form (with the Ley 1581 authorisation); a COMERCIAL user sees the lead in Gestión de Ventas, moves it
// with a note, converts it into a complex, and the new administrator's invitation mail arrives.
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { COMERCIAL_MSG } from '@horizonte/contracts';

import { useBrowser } from '../src/index.ts';
import { seriousViolations } from './axe-support.ts';
import { login, openAs, randomNit, unique, type ApiSession } from './portal-support.ts';
import { freshVisit, mailedLink } from './public.helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ width: 360, height: 780 });
let comercial: ApiSession;
let superAdmin: ApiSession;

const id = unique('lead');
const email = `e2e.${id}@example.com`;
const conjunto = `Conjunto ${id}`;

beforeAll(async () => {
  comercial = await login(baseUrl, 'comercial@horizonte.co');
  superAdmin = await login(baseUrl, 'superadmin@horizonte.co');
});

describe('Comercial: from the contact form to a complex', () => {
  it('a visitor sends the contact form, which asks for the data-processing authorisation first', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    const form = page.getByTestId('contact-form');
    await form.scrollIntoViewIfNeeded({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByLabel('Tu nombre', { exact: true }).fill('Lucía Prueba');
    await form.getByLabel('Conjunto', { exact: true }).fill(conjunto);
    await form.getByLabel('Ciudad', { exact: true }).fill('Manizales');
    await form.getByLabel('Número de unidades', { exact: true }).fill('85');
    await form.getByLabel('Teléfono', { exact: true }).fill('300 765 4321');
    await form.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await form.getByRole('button', { name: 'Quiero que me contacten' }).click();
    await expect.poll(() => form.textContent()).toContain(COMERCIAL_MSG.consentimientoRequerido);

    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Quiero que me contacten' }).click();
    await expect
      .poll(() => page.getByTestId('contact-sent').textContent(), { timeout: 30_000 })
      .toContain(COMERCIAL_MSG.contactoRecibido);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('sales see the lead, move it with a note and convert it into a complex; its administrator gets the invitation', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, comercial, '/comercial/dashboard?seccion=ventas');
    const row = page.locator(`[data-testid="lead"][data-email="${email}"]`);
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => row.getByTestId('lead-estado').textContent()).toBe('Nuevo');

    await row.getByRole('button', { name: `Cambiar estado de ${conjunto}` }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nuevo estado').selectOption({ label: 'Contactado' });
    await dialog.getByLabel('Nota').fill('Llamada con la administradora');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => row.getByTestId('lead-estado').textContent(), { timeout: 30_000 }).toBe('Contactado');
    await expect.poll(() => row.textContent()).toContain('Llamada con la administradora');

    const identificador = unique('c')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 10);
    await row.getByRole('button', { name: `Convertir en conjunto: ${conjunto}` }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('NIT').fill(randomNit());
    await dialog.getByLabel('Dirección').fill('Calle 50 # 20-10');
    await dialog.getByLabel('Identificador').fill(identificador);
    await dialog.getByLabel('Estado del plan').selectOption({ label: 'Activa' });
    await dialog.getByRole('button', { name: 'Crear conjunto e invitar' }).click();
    await expect.poll(() => row.getByTestId('lead-estado').textContent(), { timeout: 30_000 }).toBe('Cliente');

    const link = await mailedLink(baseUrl, email, `/ph/${identificador}?invitacion=`);
    expect(link).toMatch(new RegExp(`^/ph/${identificador}\\?invitacion=[A-Za-z0-9_-]+$`));

    await openAs(page, baseUrl, comercial, '/comercial/dashboard?seccion=clientes');
    const cliente = page.locator(`[data-testid="cliente"][data-identificador="${identificador}"]`);
    await page.getByLabel('Buscar conjuntos').fill(identificador);
    await expect.poll(() => cliente.textContent(), { timeout: 30_000 }).toContain('Núcleo Premium');
    await expect.poll(() => cliente.textContent()).toContain('Activa');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('the super administrator sets the month’s targets on Dashboard Global; sales see them in Metas y Objetivos', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, superAdmin, '/super-admin/dashboard');
    const form = page.getByTestId('metas-form');
    await form.waitFor({ timeout: 30_000 });
    await form.getByLabel('Meta de nuevos clientes').fill('7');
    // Money typed the Colombian way, read by the shared pesos parser.
    await form.getByLabel('Meta de ingreso mensual recurrente').fill('2.500');
    await form.getByRole('button', { name: 'Guardar metas' }).click();
    await expect.poll(() => page.getByTestId('avance-clientes').textContent(), { timeout: 30_000 }).toContain('Meta: 7');

    await openAs(page, baseUrl, comercial, '/comercial/dashboard?seccion=metas');
    await expect.poll(() => page.getByTestId('avance-mrr').textContent(), { timeout: 30_000 }).toContain('Meta: $2.500');
    expect(await page.getByTestId('metas-form').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
