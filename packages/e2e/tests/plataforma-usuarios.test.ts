// The platform's users, audit log and configuration (issue 33), in the browser against the demo data:
// a support agent finds a person, opens them and resends their verification with a motivo, and the mail
// arrives; the super admin filters the real people by role and reads the configuration in force; the
// altos administration reads its own audit log in Administrativo.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { login, openAs, type ApiSession } from './portal-support.ts';
import { mailedLink } from './public.helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ width: 360, height: 780 });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The demo person who has not verified their email (apps/api/src/seed/demo-usuarios.ts). */
const SIN_VERIFICAR = 'camilo.pineda@example.com';

let soporte: ApiSession;
let superadmin: ApiSession;

beforeAll(async () => {
  soporte = await login(baseUrl, 'soporte@horizonte.co');
  superadmin = await login(baseUrl, 'superadmin@horizonte.co');
});

describe('platform users at 360 px', () => {
  it('a support agent finds a person, opens them and resends the verification with a motivo; the mail arrives', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, soporte, '/soporte/dashboard?seccion=usuarios');
    await page.getByLabel('Buscar usuarios').fill('pineda');
    const tabla = page.getByRole('region', { name: 'Usuarios' });
    const nombre = tabla.getByRole('button', { name: 'Camilo Andrés Pineda' });
    await nombre.waitFor({ timeout: 30_000 });
    expect(await tabla.innerText()).toContain('Sin verificar');
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await nombre.click();

    await page.getByRole('heading', { name: 'Camilo Andrés Pineda' }).waitFor();
    const acciones = page.getByRole('group', { name: 'Acciones sobre la cuenta' });
    // Support sends the two mails; blocking and ending sessions are the super admin's (the policy's table).
    expect(await acciones.getByRole('button').allInnerTexts()).toEqual([
      'Reenviar verificación',
      'Enviar restablecimiento de contraseña',
    ]);
    await acciones.getByRole('button', { name: 'Reenviar verificación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reenviar el enlace de verificación' });
    await dialog.getByRole('button', { name: 'Reenviar' }).click();
    await dialog.getByText('Escribe el motivo (al menos 5 caracteres)').waitFor();
    await dialog.getByLabel('Motivo').fill('Llamó porque no le llegó el correo');
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'plataforma-usuarios-reenviar-360');
    await dialog.getByRole('button', { name: 'Reenviar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Enviamos un nuevo enlace de verificación a su correo').waitFor();

    const link = await mailedLink(baseUrl, SIN_VERIFICAR, '/verify-email?token=');
    expect(new URL(link, baseUrl).searchParams.get('token')).toBeTruthy();
  });

  it('the super admin filters the real people by role and sees the blocked account with its actions', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, superadmin, '/super-admin/dashboard?seccion=usuarios');
    const tabla = page.getByRole('region', { name: 'Usuarios' });
    // Other browser tests register people too: the first page is sure to hold the early names only.
    await tabla.getByRole('button', { name: 'Daniela Ríos' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('main').innerText()).not.toMatch(/Laura Gómez|1\.250|Datos de ejemplo/);
    await page.getByLabel('Filtrar por rol').selectOption({ label: 'Super Usuario' });
    // Only platform staff remain.
    await expect.poll(() => tabla.innerText()).not.toContain('Andrés Gómez');
    expect(await tabla.innerText()).toMatch(/Daniela Ríos[\s\S]*Usuario de Soporte/);

    await page.getByLabel('Filtrar por rol').selectOption({ label: 'Todos los roles' });
    await page.getByLabel('Buscar usuarios').fill('beltran');
    await tabla.getByRole('button', { name: 'Ricardo Beltrán' }).click();
    await page.getByRole('heading', { name: 'Ricardo Beltrán' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Suplantación reportada');
    const acciones = page.getByRole('group', { name: 'Acciones sobre la cuenta' });
    expect(await acciones.getByRole('button', { name: 'Desbloquear' }).count()).toBe(1);
    expect(await acciones.getByRole('button', { name: 'Bloquear cuenta' }).count()).toBe(0);
  });

  it('Configuración del Sistema shows the values in force: a password needs 8 characters', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, superadmin, '/super-admin/dashboard?seccion=configuracion');
    await expect.poll(() => page.getByTestId('password-min').textContent(), { timeout: 30_000 }).toBe('8 caracteres');
    expect(await page.getByTestId('session-hours').textContent()).toBe('8 horas sin actividad');
    expect(await page.getByTestId('login-attempts').textContent()).toBe('5');
  });

  it('the altos administration reads its own audit log in Administrativo', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, await login(baseUrl, 'admin@horizonte.co', 'altos'), '/ph/altos/admin/administrativo');
    await page.getByRole('tab', { name: 'Auditoría' }).click();
    await page.getByLabel('Acción').fill('ph.update');
    const entrada = page.getByTestId('auditoria-entrada').first();
    await expect.poll(() => entrada.innerText(), { timeout: 30_000 }).toContain('ph.update');
    await entrada.getByText('Antes y después').click();
    expect(await entrada.innerText()).toContain('Calle 100 # 15-22');
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });
});
