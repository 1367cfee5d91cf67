// The dashboard shell: collapsible menu (remembered), colour themes, dark mode, menus, logout destinations.
import { describe, expect, inject, it } from 'vitest';

import { helpChatUrl } from '@horizonte/contracts';

import { screenshot, useBrowser } from '../src/index.ts';
import { E2E_WHATSAPP_NUMBER } from '../src/web-settings.ts';
import { login, openAs } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('dashboard shell', () => {
  it('collapses the side menu to 16 units with tooltip labels, expands to 64 and remembers it', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, await login(baseUrl, 'admin.altos@horizonte.co'), '/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    expect((await sidebar.boundingBox())!.width).toBe(256);
    await page.getByRole('button', { name: 'Contraer menú' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(64);
    // The tooltip's code loads when the menu narrows. A pointer already resting on the button when it arrives
    // opens it on its next move, as a hand does; so the pointer leaves and comes back until the label shows.
    const propiedades = page.getByRole('button', { name: 'Propiedades' });
    const tooltip = page.getByRole('tooltip').first();
    await expect
      .poll(
        async () => {
          await page.mouse.move(0, 0);
          await propiedades.hover();
          return tooltip.textContent({ timeout: 2_000 }).catch(() => '');
        },
        { timeout: 30_000 },
      )
      .toContain('Propiedades');
    await screenshot(page, 'shell-collapsed-1280');
    await page.reload();
    await sidebar.waitFor();
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(64);
    await page.getByRole('button', { name: 'Expandir menú' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(256);
  });

  it('is keyboard navigable: the menu items are reachable with Tab and open with Enter', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, await login(baseUrl, 'admin.altos@horizonte.co'), '/dashboard');
    await page.getByTestId('sidebar').waitFor();
    await page.locator('[data-menu-key="usuarios"]').first().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-menu-key'))).toBe('reportes');
    await page.keyboard.press('Enter');
    await page.waitForURL(/seccion=reportes/);
    // The URL changes first; the menu marks the section on the render that follows.
    await expect.poll(() => page.locator('[data-menu-key="reportes"]').first().getAttribute('aria-current')).toBe('page');
  });

  it('picks a colour theme per portal', async () => {
    const { page } = browser;
    const cases = [
      ['admin.altos@horizonte.co', undefined, '/dashboard', 'blue'],
      ['superadmin@horizonte.co', undefined, '/super-admin/dashboard', 'purple'],
      ['comercial@horizonte.co', undefined, '/comercial/dashboard', 'green'],
      ['soporte@horizonte.co', undefined, '/soporte/dashboard', 'orange'],
    ] as const;
    for (const [email, identificador, path, theme] of cases) {
      await openAs(page, baseUrl, await login(baseUrl, email, identificador), path);
      await expect
        .poll(() => page.getByTestId('dashboard-shell').getAttribute('data-color-theme'), { timeout: 30_000 })
        .toBe(theme);
    }
  });

  it('switches to dark mode and keeps the choice', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, await login(baseUrl, 'soporte@horizonte.co'), '/soporte/dashboard');
    await page.getByTestId('dashboard-shell').waitFor();
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.getByTestId('dashboard-shell').getByTestId('theme-toggle').click();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'shell-dark-soporte-1280');
    await page.reload();
    await page.getByTestId('dashboard-shell').waitFor();
    expect(await isDark()).toBe(true);
    await page.getByTestId('dashboard-shell').getByTestId('theme-toggle').click();
    expect(await isDark()).toBe(false);
  });

  it('shows the notifications, the user menu with name, email and role, and the chat link', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, await login(baseUrl, 'superadmin@horizonte.co'), '/super-admin/dashboard');
    await page.getByTestId('notifications').click();
    await page.getByText('No hay notificaciones nuevas').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu').click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const text = await menu.textContent();
    expect(text).toContain('superadmin@horizonte.co');
    expect(text).toContain('Super Administrador');
    expect(text).toContain('Mi Perfil');
    expect(text).toContain('Configuración');
    expect(text).toContain('Cerrar Sesión');
    await screenshot(page, 'shell-user-menu-1280');
    const chat = page.getByTestId('chat-link');
    expect(await chat.getAttribute('href')).toBe(helpChatUrl(E2E_WHATSAPP_NUMBER));
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(browser.foreignRequests).toEqual([]);
    // Mi Perfil opens the profile page (issue 14 section 5).
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Mi Perfil' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/perfil');
  });

  it('logs out to / from the platform portals and to the complex landing from a complex portal', async () => {
    const { page } = browser;
    const cases = [
      ['admin.altos@horizonte.co', undefined, '/dashboard', '/'],
      ['superadmin@horizonte.co', undefined, '/super-admin/dashboard', '/'],
      ['comercial@horizonte.co', undefined, '/comercial/dashboard', '/'],
      ['residente@horizonte.co', 'altos', '/ph/altos/residente/dashboard', '/ph/altos'],
    ] as const;
    for (const [email, identificador, path, destination] of cases) {
      const session = await login(baseUrl, email, identificador);
      await openAs(page, baseUrl, session, path);
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === destination.replace(/\/$/, ''));
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      // The session ended on the server too.
      const verify = await fetch(`${baseUrl}/api/auth/verify`, { headers: { authorization: `Bearer ${session.token}` } });
      expect(verify.status, `${email}: sesión cerrada en el servidor`).toBe(401);
    }
  });
});
