// A complex's landing: property data, its login, pre-registration and the not-found screen.
import { describe, expect, inject, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { screenshot, useBrowser } from '../src/index.ts';
import { expectPath, freshVisit, mailedLink, newPerson, PASSWORD } from './public.helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function complexLogin(email: string, identificador = 'altos') {
  const { page } = browser;
  await freshVisit(page, baseUrl, `/ph/${identificador}`);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).first().click();
  const panel = page.locator('#acceso');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Ingresar a mi portal' }).click();
}

describe('complex landing', () => {
  it('shows the property, its address and city', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/ph/altos');
    await page.getByTestId('complex-name').waitFor();
    expect(await page.getByTestId('complex-name').textContent()).toBe('Conjunto Residencial Altos del Chicó');
    expect(await page.locator('h1').textContent()).toBe('Conjunto Residencial Altos del Chicó');
    expect(await page.getByTestId('complex-address').textContent()).toContain('Bogotá');
    expect(await page.getByRole('button', { name: 'Registrarse' }).isVisible()).toBe(true);
    await page.locator('#acceso').getByLabel('Email').waitFor();
    await screenshot(page, 'complex-landing');
    expect(browser.foreignRequests).toEqual([]);
  });

  it.each([
    ['propietario@horizonte.co', '/ph/altos/propietario/dashboard'],
    ['residente@horizonte.co', '/ph/altos/residente/dashboard'],
    ['porteria@horizonte.co', '/ph/altos/porteria/dashboard'],
    ['superadmin@horizonte.co', '/super/dashboard'],
  ])('logs %s in to %s', async (email, path) => {
    await complexLogin(email);
    await expectPath(browser.page, baseUrl, path);
  });

  it('refuses an account without a role in this complex', async () => {
    await complexLogin('residente@horizonte.co', 'prados');
    const error = browser.page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(MSG.noAccessToProperty);
  });

  it('sends a pre-registration', async () => {
    const { page } = browser;
    const person = newPerson('prereg');
    await freshVisit(page, baseUrl, '/ph/altos');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    const panel = page.locator('#acceso');
    await panel.getByLabel('Nombre completo').fill(person.nombre);
    await panel.getByLabel('Tipo de documento').selectOption('CC');
    await panel.getByLabel('Número de documento').fill(person.numero_documento);
    await panel.getByLabel('Email').fill(person.email);
    await panel.getByLabel('¿Cuál es tu relación con el conjunto?').selectOption('propietario');
    await screenshot(page, 'complex-preregistro');
    await panel.getByRole('button', { name: 'Enviar preregistro' }).click();
    const result = page.getByTestId('preregistro-result');
    await result.waitFor();
    expect(await result.textContent()).toBe(MSG.preregistroSuccess);
    // The same person again: the spec's failure text.
    await panel.getByLabel('Nombre completo').fill(person.nombre);
    await panel.getByLabel('Tipo de documento').selectOption('CC');
    await panel.getByLabel('Número de documento').fill(person.numero_documento);
    await panel.getByLabel('Email').fill(person.email);
    await panel.getByRole('button', { name: 'Enviar preregistro' }).click();
    await expect.poll(() => result.textContent()).toBe(MSG.preregistroError);
  });

  it('says «Conjunto no encontrado» for an unknown identificador', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/ph/noexiste');
    await page.getByRole('heading', { name: MSG.complexNotFound }).waitFor();
    expect(await page.getByText(MSG.complexNotFoundHint).isVisible()).toBe(true);
    expect(await page.getByText(MSG.propertyNotFound).isVisible()).toBe(true);
  });
});

describe('invitation link', () => {
  async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  it('accepts an invitation as a new person and logs in to the portal of that role', async () => {
    const { page } = browser;
    const person = newPerson('invitada');
    const admin = await api('/auth/login', { method: 'POST', body: { email: 'admin.altos@horizonte.co', password: PASSWORD } });
    const { property } = await api('/ph-por-identificador/altos');
    const sent = await api(`/ph/${property.id}/invite`, {
      method: 'POST',
      token: admin.data.token,
      body: { email: person.email, rol: 'residente' },
    });
    expect(sent.success).toBe(true);

    const link = await mailedLink(baseUrl, person.email, '/ph/altos?invitacion=');
    await freshVisit(page, baseUrl, link);
    const dialog = page.getByRole('dialog', { name: 'Aceptar invitación' });
    await dialog.getByText(person.email).first().waitFor();
    await dialog.getByLabel('Nombre completo').fill(person.nombre);
    await dialog.getByLabel('Tipo de documento').selectOption('CC');
    await dialog.getByLabel('Número de documento').fill(person.numero_documento);
    await dialog.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await dialog.getByLabel('Confirmar contraseña').fill(person.password);
    await screenshot(page, 'complex-invitation');
    await dialog.getByRole('button', { name: 'Aceptar invitación' }).click();

    // Accepted: the complex login opens with the invited email and the server's message.
    await page.getByText(MSG.invitationAccepted).waitFor();
    const panel = page.locator('#acceso');
    expect(await panel.getByLabel('Email').inputValue()).toBe(person.email);
    await panel.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await panel.getByRole('button', { name: 'Ingresar a mi portal' }).click();
    await expectPath(page, baseUrl, '/ph/altos/residente/dashboard');
  });

  it('explains an invalid invitation link', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/ph/altos?invitacion=enlace-que-no-existe');
    await page.getByRole('dialog', { name: 'Aceptar invitación' }).getByText(MSG.invitationInvalid).waitFor();
  });
});
