// The consejo's monthly report in the browser (issue 29), at 360 px: the demo consejo member of altos
// finds last month's report on the dashboard card and downloads it, reads it in Tesorería → Informe
// mensual (no «Publicar»: the consejo reads), and the budget's execution with the fondo de imprevistos
// in Ejecución; the administrator publishes this month's report after confirming, and it is listed.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { nombrePeriodo, sumarMeses } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';

import { useBrowser } from '../src/index.ts';
import { login, openAs, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ width: 360, height: 780 });
let admin: ApiSession;
let consejo: ApiSession;
const esteMes = bogotaDate(new Date()).slice(0, 7);
const mesPasado = sumarMeses(esteMes, -1);

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

beforeAll(async () => {
  admin = await login(baseUrl, 'admin.altos@horizonte.co');
  consejo = await login(baseUrl, 'consejo@horizonte.co', 'altos');
});

describe('Informe mensual', () => {
  it('the consejo downloads last month’s report from the dashboard and reads the ejecución', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, consejo, '/ph/altos/consejo/dashboard');
    const card = page.getByTestId('card-informe-mensual');
    await expect.poll(() => card.textContent(), { timeout: 30_000 }).toContain(nombrePeriodo(mesPasado));
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toBe(`informe-mensual-${mesPasado}.pdf`);

    await openAs(page, baseUrl, consejo, '/ph/altos/consejo/tesoreria');
    await tab(page, 'Informe mensual').click();
    await expect
      .poll(() => page.getByTestId('informe-publicado').first().textContent(), { timeout: 30_000 })
      .toContain(nombrePeriodo(mesPasado));
    expect(await page.getByRole('button', { name: 'Publicar al consejo' }).count()).toBe(0);

    await tab(page, 'Ejecución').click();
    await expect.poll(() => page.getByTestId('ejecucion-rubro').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('fondo-saldo').textContent()).toMatch(/\$/);
    // Usable at 360 px: nothing pushes the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('the administrator publishes this month’s report after confirming, and it is listed', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, admin, '/ph/altos/admin/tesoreria');
    await tab(page, 'Informe mensual').click();
    await page.getByLabel('Mes del informe').selectOption(esteMes);
    await page.getByRole('button', { name: 'Publicar al consejo' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(`¿Publicar el informe de ${nombrePeriodo(esteMes)}?`);
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await expect
      .poll(() => page.getByTestId('informe-publicado').first().textContent(), { timeout: 30_000 })
      .toContain(nombrePeriodo(esteMes));
    await expect.poll(() => page.getByRole('button', { name: 'Ya publicado' }).count()).toBe(1);
  });
});
