// Tesorería → Recordatorios (issue 32): the administrator changes the days after the due date, confirms,
// and the API holds the new schedule; a bad day is refused in Spanish before anything is sent.
import { describe, expect, inject, it } from 'vitest';

import { useBrowser } from '../src/index.ts';
import { api, login, openAs } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('Tesorería: collection reminders', () => {
  it('the administrator sets the days and channels after confirming', async () => {
    const { page } = browser;
    const admin = await login(baseUrl, 'admin.altos@horizonte.co', 'altos');
    const ph = await api<{ property: { id: string } }>(baseUrl, 'GET', '/ph/identificador/altos', undefined, admin.token);
    await openAs(page, baseUrl, admin, '/ph/altos/admin/tesoreria');
    await page.getByRole('tab', { name: 'Recordatorios' }).click();
    const form = page.getByRole('form', { name: 'Recordatorios de cobro' });
    const dias = form.getByLabel('Días después del vencimiento');
    await dias.waitFor({ timeout: 30_000 });
    expect(await dias.inputValue()).toBe('1, 15, 30');

    await dias.fill('1, 0');
    await form.getByRole('button', { name: 'Guardar recordatorios' }).click();
    await form.getByText('Cada día debe ser un número entero entre 1 y 120').waitFor();

    await dias.fill('5, 20');
    await form.getByLabel('WhatsApp').uncheck();
    await form.getByRole('button', { name: 'Guardar recordatorios' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('recibirán recordatorios 5, 20 días después del vencimiento').waitFor();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(async () => {
        const res = await api<{ recordatorios: { dias: number[]; canales: string[] } }>(
          baseUrl,
          'GET',
          `/ph/${ph.body.property.id}/recordatorios-cobro`,
          undefined,
          admin.token,
        );
        return res.body.recordatorios;
      })
      .toMatchObject({ dias: [5, 20], canales: ['correo'] });
  });
});
