// A phone-sized walk (issue 14 section 4): at 360 px the administrator's Comunidad and Tesorería and
// the owner's portal never scroll sideways (wide tables scroll inside their own frame), and the
// floating chat button leaves every submit button reachable.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { login, openAs } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('360 px', () => {
  it('Comunidad, Tesorería and the owner portal fit the screen', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 360, height: 780 });
    try {
      await openAs(page, baseUrl, await login(baseUrl, 'admin.altos@horizonte.co'), '/ph/altos/admin/comunidad');
      await page.getByTestId('coeficientes-indicator').waitFor({ timeout: 30_000 });
      expect(await pageWidth(page)).toBeLessThanOrEqual(360);
      await screenshot(page, 'phone-comunidad-360');
      await page.goto(`${baseUrl}/ph/altos/admin/tesoreria`);
      await page.getByTestId('cartera-total').waitFor({ timeout: 30_000 });
      expect(await pageWidth(page)).toBeLessThanOrEqual(360);

      const owner = await login(baseUrl, 'propietario@horizonte.co', 'altos');
      for (const section of ['dashboard', 'pagos', 'pqrs', 'comunicados']) {
        await openAs(page, baseUrl, owner, `/ph/altos/propietario/${section}`);
        await page
          .getByRole('heading', { level: 1 })
          .or(page.getByRole('heading', { level: 2 }))
          .first()
          .waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        expect(await pageWidth(page), section).toBeLessThanOrEqual(360);
      }
      await screenshot(page, 'phone-propietario-comunicados-360');

      // The PQRS form's submit button is not under the floating chat button once scrolled to the end.
      await openAs(page, baseUrl, owner, '/ph/altos/propietario/pqrs');
      await page.getByRole('button', { name: 'Nueva PQRS' }).click();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const submit = page.getByRole('button', { name: 'Radicar PQRS' });
      const box = (await submit.boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? '',
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop).toContain('Radicar PQRS');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
