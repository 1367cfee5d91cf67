// Proveedores and egresos in the browser (issue 29), at 360 px: the administrator of altos finds the
// demo proveedor whose póliza expires within 30 days, registers an egreso typing the valor the
// Colombian way and sees the retención and the neto before saving (4 % of servicios to a declarante:
// $ 1.200.000 → $ 48.000 and $ 1.152.000), then annuls it with a motivo after confirming; it stays
// listed as Anulado. The consejo sees the list and the retención table without the forms.
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { login, openAs, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ width: 360, height: 780 });
let admin: ApiSession;
let consejo: ApiSession;
/** Text as read: the figures' non-breaking spaces as plain ones. */
const texto = async (l: { textContent(): Promise<string | null> }) => ((await l.textContent()) ?? '').replace(/\s/g, ' ');

beforeAll(async () => {
  admin = await login(baseUrl, 'admin.altos@horizonte.co');
  consejo = await login(baseUrl, 'consejo@horizonte.co', 'altos');
});

describe('Proveedores y egresos', () => {
  it('shows the proveedores with the document about to expire', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, admin, '/ph/altos/admin/tesoreria');
    await page.getByRole('tab', { name: 'Proveedores' }).click();
    const aguas = page.getByRole('listitem').filter({ hasText: 'Aguas Limpias Servicios S.A.S.' }).first();
    await expect.poll(() => aguas.isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => texto(aguas)).toContain('Por vencer');
    await expect.poll(() => texto(aguas)).toContain('NIT 901234567-7');
  });

  it('registers an egreso with the retención previewed, and annuls it with a motivo', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, admin, '/ph/altos/admin/tesoreria');
    await page.getByRole('tab', { name: 'Egresos' }).click();
    const form = page.getByRole('form', { name: 'Registrar egreso' });
    await expect.poll(() => form.isVisible(), { timeout: 30_000 }).toBe(true);
    const proveedor = form.getByLabel('Proveedor', { exact: true });
    await expect
      .poll(async () => (await proveedor.locator('option').allTextContents()).join('|'))
      .toContain('Ascensores Andinos');
    await proveedor.selectOption({ label: 'Ascensores Andinos S.A.S. · NIT 900481516-6' });
    await form.getByLabel('Rubro del presupuesto').selectOption('Mantenimiento de ascensores');
    const descripcion = `Cambio de guayas ${Date.now()}`;
    await form.getByLabel('Descripción').fill(descripcion);
    await form.getByLabel('Valor bruto (pesos)').fill('1.200.000');
    const vista = form.getByRole('status', { name: 'Retención calculada' });
    await expect.poll(() => texto(vista)).toContain('$ 48.000');
    await expect.poll(() => texto(vista)).toContain('$ 1.152.000');
    await screenshot(page, 'egresos-registrar-360');
    await form.getByRole('button', { name: 'Registrar egreso' }).click();
    const fila = page.getByRole('row').filter({ hasText: descripcion });
    await expect.poll(() => fila.isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => texto(fila)).toContain('$ 48.000');

    await fila.getByRole('button', { name: 'Anular' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Motivo de la anulación/).fill('Factura con error');
    await dialog.getByRole('button', { name: 'Anular egreso' }).click();
    await expect.poll(() => texto(fila)).toContain('Anulado');
    await expect.poll(() => texto(fila)).toContain('Factura con error');
  });

  it('the consejo reads the egresos and the retenciones, without the form', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, consejo, '/ph/altos/consejo/tesoreria');
    await page.getByRole('tab', { name: 'Egresos' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Retenciones por mes' }).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('form', { name: 'Registrar egreso' }).count()).toBe(0);
    // The year's retención table: servicios from 2 UVT of 2026 ($ 104.748 → $ 105.000, E.T. art. 868), read only.
    const tarifas = page.getByRole('table', { name: 'Tarifas de retención' });
    await expect.poll(() => texto(tarifas)).toContain('$ 105.000');
    expect(await page.getByLabel('Tarifa declarante de Servicios generales').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Guardar tabla' }).count()).toBe(0);
  });
});
