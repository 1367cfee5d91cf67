// The main landing: content, anchors, help button, theme persistence, the guard, screenshots.
import path from 'node:path';

import { describe, expect, inject, it } from 'vitest';

import { helpChatUrl } from '@horizonte/contracts';

import { openBrowser, repoRoot, screenshot, useBrowser } from '../src/index.ts';
import { E2E_WHATSAPP_NUMBER } from '../src/web-settings.ts';
import { expectPath, freshVisit } from './public.helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('main landing', () => {
  it('shows the top bar, hero, six portals, the three plans, contact and footer', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.textContent()).toContain('Horizonte');
    for (const name of ['Características', 'Precios', 'Contacto']) {
      expect(await banner.getByRole('link', { name }).first().isVisible()).toBe(true);
    }
    expect(await banner.getByRole('button', { name: 'Acceso Clientes' }).isVisible()).toBe(true);
    expect(await page.locator('h1').first().textContent()).toContain('Horizonte');

    const portals = page.locator('#features li h3');
    expect(await portals.allTextContents()).toEqual([
      'Portal Administrador',
      'Portal Propietario',
      'Portal Residente',
      'Portal Consejo',
      'Portal Proveedor',
      'Portal Portería',
    ]);

    const plans = page.getByTestId('plan');
    expect(await plans.count()).toBe(3);
    const [nucleo, pro, elite] = await plans.allTextContents();
    expect(nucleo).toContain('Núcleo Premium');
    expect(nucleo).toContain('$99/mes');
    for (const feature of [
      'Portales de residentes y administradores',
      'Gestión básica de apartamentos',
      'Soporte por email',
      'Actualizaciones automáticas',
    ]) {
      expect(nucleo).toContain(feature);
    }
    expect(pro).toContain('Módulos Pro');
    expect(pro).toContain('$199/mes');
    expect(pro).toContain('Más popular');
    for (const feature of [
      'Todos los portales',
      'Automatización e IA',
      'Gestión avanzada de residentes',
      'Soporte prioritario',
      'Integraciones personalizadas',
      'Reportes avanzados',
    ]) {
      expect(pro).toContain(feature);
    }
    expect(elite).toContain('Élite Plus');
    expect(elite).toContain('Precio personalizado');
    for (const feature of [
      'Marca blanca',
      'API personalizada',
      'Soporte 24/7',
      'Implementación dedicada',
      'Capacitación',
      'SLA garantizado',
    ]) {
      expect(elite).toContain(feature);
    }
    expect(nucleo).not.toContain('Más popular');

    expect(await page.locator('#contact').isVisible()).toBe(true);
    const footer = page.getByRole('contentinfo');
    for (const column of ['Producto', 'Empresa', 'Soporte']) {
      expect(await footer.getByRole('heading', { name: column }).isVisible()).toBe(true);
    }
    // Footer entries are inert text, not links.
    expect(await footer.getByRole('link').count()).toBe(0);
    expect(browser.foreignRequests).toEqual([]);
  });

  it('scrolls to each section from the top bar anchors', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    for (const [name, id] of [
      ['Precios', 'pricing'],
      ['Contacto', 'contact'],
      ['Características', 'features'],
    ] as const) {
      await page.getByRole('banner').getByRole('link', { name }).first().click();
      // The section's top reaches the area under the sticky bar (the last one as far as the page scrolls).
      await expect
        .poll(
          () =>
            page.locator(`#${id}`).evaluate((el) => {
              const top = el.getBoundingClientRect().top;
              const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
              return top > -5 && (top < 150 || (atBottom && top < window.innerHeight));
            }),
          { timeout: 5_000 },
        )
        .toBe(true);
    }
  });

  it('offers the help chat in a new tab, with a tooltip', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    const help = page.getByTestId('help-button');
    expect(await help.getAttribute('href')).toBe(helpChatUrl(E2E_WHATSAPP_NUMBER));
    expect(await help.getAttribute('target')).toBe('_blank');
    expect(await help.getAttribute('rel')).toContain('noopener');
    await help.hover();
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await tooltip.textContent()).toBe('¿Necesitas ayuda? Escríbenos');
    expect(await help.getAttribute('href')).toContain(`wa.me/${E2E_WHATSAPP_NUMBER}?`);
    expect(decodeURIComponent((await help.getAttribute('href'))!)).toContain('Horizonte');
  });

  it('renders the same landing at /home', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/home');
    await page.locator('#pricing').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
  });

  it('keeps dark mode across a reload', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('banner').getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.locator('#pricing').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await screenshot(page, 'landing-1280-dark');
    await page.getByRole('banner').getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  it('sends a signed-out visitor of a protected route back to /', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/dashboard');
    await expectPath(page, baseUrl, '/');
    await freshVisit(page, baseUrl, '/ph/altos/admin/dashboard');
    await expectPath(page, baseUrl, '/');
  });

  it('saves screenshots of the landing at 1280 and 375 px', async () => {
    const { page } = browser;
    await freshVisit(page, baseUrl, '/');
    await page.locator('#pricing').waitFor();
    await screenshot(page, 'landing-1280');
    const narrow = await openBrowser(baseUrl, { width: 375, height: 812 });
    try {
      await narrow.page.goto(`${baseUrl}/`);
      await narrow.page.locator('#pricing').waitFor();
      // Nothing overflows sideways at phone width.
      expect(await narrow.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(narrow.page, 'landing-375');
      await narrow.page.screenshot({ path: path.join(repoRoot, 'screenshots', 'landing-375-top.png') });
    } finally {
      await narrow.close();
    }
  });
});
