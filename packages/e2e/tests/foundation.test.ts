import { describe, expect, inject, it } from 'vitest';

import { useBrowser } from '../src/index.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('web foundation', () => {
  it('renders the landing page at /', async () => {
    await browser.page.goto(`${baseUrl}/`);
    await expect.poll(() => browser.page.locator('h1').first().textContent()).toContain('Horizonte');
    expect(await browser.page.getAttribute('html', 'lang')).toBe('es');
  });

  it('redirects an unknown path to /', async () => {
    await browser.page.goto(`${baseUrl}/esta/ruta/no/existe`);
    await browser.page.waitForURL(`${baseUrl}/`);
    expect(new URL(browser.page.url()).pathname).toBe('/');
  });

  it('renders the API reference without contacting another origin', async () => {
    await browser.page.goto(`${baseUrl}/api/docs`);
    await browser.page.getByText('Horizonte API').first().waitFor({ timeout: 30_000 });
    expect(browser.foreignRequests).toEqual([]);
  });
});
