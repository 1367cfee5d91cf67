// Main login, role selector, registration with email verification, password recovery and the
// reset and verification pages, against the real server and its demo data.
import { describe, expect, inject, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { screenshot, useBrowser } from '../src/index.ts';
import {
  createVerifiedAccount,
  expectPath,
  freshVisit,
  mailedLink,
  mainLogin,
  newPerson,
  openLoginModal,
} from './public.helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('main login', () => {
  it.each([
    ['superadmin@horizonte.co', '/super-admin/dashboard'],
    ['comercial@horizonte.co', '/comercial/dashboard'],
    ['soporte@horizonte.co', '/soporte/dashboard'],
    ['admin.altos@horizonte.co', '/dashboard'],
  ])('%s lands on %s', async (email, path) => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    await mainLogin(page, email);
    await expectPath(page, baseUrl, path);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}').email).toBe(email);
  });

  it('shows the notice and the links, and screenshots the modal', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    await openLoginModal(page);
    const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
    expect(await dialog.textContent()).toContain('solo los super usuarios y los administradores');
    expect(await dialog.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Regístrate' }).isVisible()).toBe(true);
    await screenshot(page, 'modal-login');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('lets a user with several accesses choose one in the role selector', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    await mainLogin(page, 'admin@horizonte.co');
    const selector = page.getByRole('dialog', { name: 'Selecciona tu Acceso' });
    await selector.waitFor();
    const options = selector.getByRole('list', { name: 'Accesos disponibles' }).getByRole('button');
    expect(await options.count()).toBe(2);
    const text = await selector.textContent();
    expect(text).toContain('Administrador de Conjunto Residencial Altos del Chicó');
    expect(text).toContain('Administrador de Agrupación Los Prados de Castilla');
    expect(await selector.getByRole('button', { name: 'Cancelar' }).isVisible()).toBe(true);
    await screenshot(page, 'modal-role-selector');
    await options.first().click();
    await expectPath(page, baseUrl, '/dashboard');
  });

  it('skips the selector when only one role opens from the main login, and says what the others need', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    await mainLogin(page, 'admin.prados@horizonte.co');
    await expectPath(page, baseUrl, '/dashboard');
    const note = page.getByText('Tienes 1 rol más que no está disponible desde este inicio de sesión. Para usarlo,');
    await note.first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('dialog', { name: 'Selecciona tu Acceso' }).count()).toBe(0);
    await screenshot(page, 'login-one-usable-role-note');
  });

  it('cancelling the role selector signs out', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    await mainLogin(page, 'admin@horizonte.co');
    const selector = page.getByRole('dialog', { name: 'Selecciona tu Acceso' });
    await selector.getByRole('button', { name: 'Cancelar' }).click();
    await selector.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('sends a resident to the portal of their complex (403 naming one portal)', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    await mainLogin(page, 'residente@horizonte.co');
    // The spec's 403 text, then straight to their complex's login (right-door-preregistro.test.ts).
    await expectPath(page, baseUrl, '/ph/altos');
  });

  it('shows wrong credentials, and typing clears the message', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    await mainLogin(page, 'admin.altos@horizonte.co', 'no-es-la-clave');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(MSG.invalidCredentials);
    await page.getByRole('dialog').getByLabel('Contraseña', { exact: true }).pressSequentially('x');
    await error.waitFor({ state: 'detached' });
  });
});

describe('registration and email verification', () => {
  it('checks the confirmation on the client', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    await openLoginModal(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Regístrate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Cuenta' });
    const person = newPerson('confirmacion');
    await dialog.getByLabel('Nombre completo').fill(person.nombre);
    await dialog.getByLabel('Tipo de documento').selectOption('CE');
    await dialog.getByLabel('Número de documento').fill(person.numero_documento);
    await dialog.getByLabel('Email').fill(person.email);
    await dialog.getByLabel('Contraseña', { exact: true }).fill('ClaveSegura1');
    await dialog.getByLabel('Confirmar contraseña').fill('OtraClave22');
    await dialog.getByRole('button', { name: 'Registrarse' }).click();
    await dialog.getByText(MSG.passwordsDoNotMatch).waitFor();
    await screenshot(page, 'modal-register');
  });

  it('registers, verifies from the mailed link, logs in and sees «Sin Acceso Asignado»', async () => {
    const { page } = browser;
    const person = newPerson('registro');
    await freshVisit(page, baseUrl, '/?acceso=registro');
    const dialog = page.getByRole('dialog', { name: 'Crear Cuenta' });
    await dialog.getByLabel('Nombre completo').fill(person.nombre);
    await dialog.getByLabel('Tipo de documento').selectOption('CC');
    await dialog.getByLabel('Número de documento').fill(person.numero_documento);
    await dialog.getByLabel('Email').fill(person.email);
    await dialog.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await dialog.getByLabel('Confirmar contraseña').fill(person.password);
    await dialog.getByRole('button', { name: 'Registrarse' }).click();
    await dialog.getByText(MSG.registerSuccess).waitFor();
    // 5 s later the registration closes and the login opens.
    await page.getByRole('dialog', { name: 'Iniciar Sesión' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('dialog', { name: 'Crear Cuenta' }).count()).toBe(0);

    // Not verified yet: the login says so.
    const login = page.getByRole('dialog', { name: 'Iniciar Sesión' });
    await login.getByLabel('Email').fill(person.email);
    await login.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await login.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await login.getByText(MSG.verifyEmailFirst).waitFor();

    const link = await mailedLink(baseUrl, person.email, '/verify-email?token=');
    await page.goto(`${baseUrl}${link}`);
    await page.getByText(MSG.verificationSuccess).waitFor();
    await screenshot(page, 'page-verify-email');
    await page.getByRole('link', { name: 'Iniciar Sesión' }).click();
    const again = page.getByRole('dialog', { name: 'Iniciar Sesión' });
    await again.waitFor();
    // Leaving the page for the landing logs nothing (the refused logins' HTTP statuses aside).
    expect(browser.pageErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    await again.getByLabel('Email').fill(person.email);
    await again.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await again.getByRole('button', { name: 'Iniciar Sesión' }).click();
    // No role yet: the main login admits the account to /dashboard, where the guard shows
    // 'Sin Acceso Asignado'; from there the person may go on to create a property.
    await expectPath(page, baseUrl, '/dashboard');
    await page.getByRole('heading', { name: MSG.noAccessTitle }).waitFor();
    await screenshot(page, 'page-sin-acceso');
    await page.goto(`${baseUrl}/ph/altos/admin/dashboard`);
    await page.getByRole('heading', { name: MSG.noAccessTitle }).waitFor();
    await page.getByRole('link', { name: 'Crear una propiedad' }).click();
    await page.getByRole('dialog', { name: 'Nueva Propiedad' }).waitFor();
  });

  it('explains a missing or used verification link', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/verify-email');
    await page.getByText(MSG.verificationTokenMissing).waitFor();
    await freshVisit(page, baseUrl, '/verify-email?token=enlace-que-no-existe');
    await page.getByText(MSG.verificationTokenInvalid).waitFor();
    expect(await page.getByRole('link', { name: 'Ir al inicio' }).isVisible()).toBe(true);
  });
});

describe('password recovery', () => {
  it('by document: confirm the masked email, reset on the page, log in with the new password', async () => {
    const { page } = browser;
    const person = await createVerifiedAccount(baseUrl, 'recuperar');
    await freshVisit(page, baseUrl, '/');
    await openLoginModal(page);
    await page.getByRole('dialog').getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restablecer Contraseña' });
    await dialog.getByRole('button', { name: 'Por documento' }).click();
    await dialog.getByLabel('Tipo de documento').selectOption('NIT');
    expect(await dialog.getByLabel('Número de documento').getAttribute('placeholder')).toBe('900123456-7');
    await dialog.getByLabel('Tipo de documento').selectOption('CC');
    await dialog.getByLabel('Número de documento').fill(person.numero_documento);
    await dialog.getByRole('button', { name: 'Buscar mi cuenta' }).click();
    const masked = dialog.getByTestId('masked-email');
    await masked.waitFor();
    expect(await masked.textContent()).toMatch(/^e2\*\*\*@ex\*\*\*\.com$/);
    await screenshot(page, 'modal-forgot-confirm');

    await dialog.getByLabel('Escribe ese email completo').fill('otra.persona@example.com');
    await dialog.getByRole('button', { name: 'Confirmar Email' }).click();
    await dialog.getByText(MSG.forgotEmailMismatch).waitFor();
    await dialog.getByLabel('Escribe ese email completo').fill(person.email);
    await dialog.getByRole('button', { name: 'Confirmar Email' }).click();
    await dialog.getByText(MSG.forgotEmailSent).waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });

    const link = await mailedLink(baseUrl, person.email, '/reset-password?token=');
    await page.goto(`${baseUrl}${link}`);
    await page.getByRole('heading', { name: 'Nueva Contraseña' }).waitFor();
    const newPassword = 'NuevaClave77';
    await page.getByLabel('Nueva contraseña').fill(newPassword);
    await page.getByLabel('Confirmar contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Mostrar contraseña' }).first().click();
    expect(await page.getByLabel('Nueva contraseña').getAttribute('type')).toBe('text');
    await screenshot(page, 'page-reset-password');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText(MSG.resetSuccess).waitFor();
    await expectPath(page, baseUrl, '/');

    await mainLogin(page, person.email, newPassword);
    await expectPath(page, baseUrl, '/dashboard');
  });

  it('by email: the same answer whether or not the account exists', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/?acceso=recuperar');
    const dialog = page.getByRole('dialog', { name: 'Restablecer Contraseña' });
    await dialog.getByLabel('Email').fill('nadie.registrado@example.com');
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
    await dialog.getByText(MSG.forgotEmailSent).waitFor();
    await screenshot(page, 'modal-forgot');
  });

  it('the reset page without a token is «Enlace Inválido»; the dialog keeps submit disabled', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/reset-password');
    await page.getByRole('heading', { name: 'Enlace Inválido' }).waitFor();
    await freshVisit(page, baseUrl, '/?acceso=restablecer');
    const dialog = page.getByRole('dialog', { name: 'Nueva Contraseña' });
    await dialog.getByText(MSG.resetTokenMissing).waitFor();
    expect(await dialog.getByRole('button', { name: 'Cambiar contraseña' }).isDisabled()).toBe(true);
    await freshVisit(page, baseUrl, '/?token=algo');
    const withToken = page.getByRole('dialog', { name: 'Nueva Contraseña' });
    await withToken.waitFor();
    expect(await withToken.getByRole('button', { name: 'Cambiar contraseña' }).isDisabled()).toBe(false);
    await screenshot(page, 'modal-reset-password');
  });
});
