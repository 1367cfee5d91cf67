// Issue 26, last point, on a phone (360 px): a wrong charge is corrected with a nota crédito. The
// administrator opens a unit's estado de cuenta in Tesorería, records «50.000» as a nota crédito (the
// form says «Se registrará $ 50.000» before saving and asks once more naming the unit, the kind and the
// amount), and the estado de cuenta shows «Nota crédito: <concepto>» as an abono of $ 50.000.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { api, login, openAs, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PHONE = { width: 360, height: 740 };
let admin: ApiSession;
let unidad: { id: string; label: string };

interface Cuenta {
  saldoCapital: number;
  saldoIntereses: number;
  saldoAFavor: number;
  movimientos: { concepto: string; abono: number; tipo: string }[];
}
const cuenta = async () =>
  (await api<Cuenta>(baseUrl, 'GET', `/apartamentos/${unidad.id}/estado-cuenta`, undefined, admin.token)).body;

async function atPhoneSize(run: (page: Page) => Promise<void>) {
  const { page } = browser;
  await page.setViewportSize(PHONE);
  try {
    await run(page);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}

beforeAll(async () => {
  admin = await login(baseUrl, 'admin.altos@horizonte.co');
  const phId = (await api<{ property: { id: string } }>(baseUrl, 'GET', '/ph-por-identificador/altos')).body.property.id;
  const { body } = await api<{ apartamentos: { id: string; torre: string; numero: string }[] }>(
    baseUrl,
    'GET',
    `/ph/${phId}/apartamentos?pageSize=50`,
    undefined,
    admin.token,
  );
  // The last unit of the demo: the other treasury walks pay Torre 1 · 101 and 102.
  const u = body.apartamentos.at(-1)!;
  unidad = { id: u.id, label: `Torre ${u.torre} · ${u.numero}` };
});

describe('ajustes (360 px)', () => {
  it('the admin records a nota crédito of «50.000» and sees it in the estado de cuenta as $ 50.000', async () => {
    const concepto = `Cuota cobrada de más ${Date.now()}`;
    const antes = await cuenta();
    await atPhoneSize(async (page) => {
      await openAs(page, baseUrl, admin, '/ph/altos/admin/tesoreria');
      await page.getByRole('tab', { name: 'Estado de cuenta' }).click();
      await page.getByRole('combobox', { name: 'Unidad' }).selectOption({ label: unidad.label });
      const abrir = page.getByRole('button', { name: 'Registrar ajuste' });
      await abrir.waitFor({ timeout: 30_000 });
      // Keyboard: the button opens the dialog with Enter.
      await abrir.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Registrar ajuste' });
      await dialog.waitFor();
      await dialog.getByLabel('Tipo').selectOption({ label: 'Nota crédito' });
      await dialog.getByLabel('Valor (pesos)').fill('50.000');
      await expect.poll(() => dialog.textContent()).toMatch(/Se registrará \$\s50\.000/);
      await dialog.getByLabel('Concepto').fill(concepto);
      await dialog.getByLabel('Motivo (queda en el historial)').fill('La cuota se liquidó con el coeficiente anterior');
      await screenshot(page, 'ajuste-formulario-360');
      await dialog.getByRole('button', { name: 'Revisar' }).click();

      const confirmar = page.getByRole('dialog', { name: '¿Registrar la nota crédito?' });
      const resumen = confirmar.getByTestId('ajuste-resumen');
      await expect.poll(() => resumen.textContent()).toMatch(/Nota crédito de \$\s50\.000 en la unidad/);
      expect(await resumen.textContent()).toContain(unidad.label);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'ajuste-confirmacion-360');
      await confirmar.getByRole('button', { name: 'Registrar nota crédito' }).click();

      await expect
        .poll(() => page.getByText(/Nota crédito registrada: \$\s50\.000/).count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
      const fila = page.getByTestId('movimiento').filter({ hasText: `Nota crédito: ${concepto}` });
      await expect.poll(() => fila.count(), { timeout: 30_000 }).toBe(1);
      expect(await fila.getByTestId('valor').textContent()).toMatch(/Abono\s*\$\s50\.000/);
      expect(await fila.getAttribute('data-tipo')).toBe('abono');
      await screenshot(page, 'ajuste-estado-cuenta-360');
    });
    // The API agrees: 50 000 less owed (or held a favor), the nota among the movements.
    const despues = await cuenta();
    const neto = (c: Cuenta) => c.saldoCapital + c.saldoIntereses - c.saldoAFavor;
    expect(neto(antes) - neto(despues)).toBe(50_000);
    expect(despues.movimientos.filter((m) => m.concepto === `Nota crédito: ${concepto}`)).toEqual([
      expect.objectContaining({ tipo: 'ajuste', abono: 50_000 }),
    ]);
  });
});
