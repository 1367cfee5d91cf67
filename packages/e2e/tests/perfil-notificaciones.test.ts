// Mi Perfil's notifications (issue 32): a resident switches a cell of the matrix off, authorises SMS to
// their mobile after reading the exact text, and withdraws it after confirming; at 360 px the matrix
// stacks and nothing scrolls sideways.
import { describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { api, login, openAs } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

interface Notificaciones {
  notificaciones: {
    categorias: { categoria: string; canales: Record<string, boolean> }[];
    consentimientos: { canal: string; telefono: string; texto: string; retiradoEn: string | null }[];
  };
}

describe('Mi Perfil: notifications and consent', () => {
  it('switches a cell off, gives and withdraws the SMS consent', async () => {
    const { page } = browser;
    const session = await login(baseUrl, 'residente@horizonte.co', 'altos');
    const leer = async () => (await api<Notificaciones>(baseUrl, 'GET', '/perfil/notificaciones', undefined, session.token)).body;
    await openAs(page, baseUrl, session, '/perfil');
    await page.getByRole('heading', { name: 'Notificaciones', exact: true }).waitFor({ timeout: 30_000 });

    await page.getByRole('checkbox', { name: 'Reservas de zonas comunes por Notificaciones en este dispositivo' }).click();
    await expect
      .poll(async () => (await leer()).notificaciones.categorias.find((c) => c.categoria === 'reservas')?.canales.push)
      .toBe(false);

    const form = page.getByRole('form', { name: 'Autorizar Mensaje de texto (SMS)' });
    await form.getByLabel('Celular para Mensaje de texto (SMS)').fill('310 555 0199');
    await expect.poll(() => form.getByText('al número +57 310 555 0199').count()).toBe(1);
    await form.getByLabel('Acepto este texto').check();
    await form.getByRole('button', { name: 'Autorizar Mensaje de texto (SMS)' }).click();
    await expect
      .poll(async () => (await leer()).notificaciones.consentimientos.find((c) => c.canal === 'sms' && !c.retiradoEn)?.telefono)
      .toBe('573105550199');
    const { texto } = (await leer()).notificaciones.consentimientos[0]!;
    expect(texto).toContain('mensajes de texto (SMS) al número +57 310 555 0199');

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'perfil-notificaciones-360');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Retirar autorización de Mensaje de texto (SMS)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retirar autorización' }).click();
    await expect
      .poll(async () => (await leer()).notificaciones.consentimientos.filter((c) => c.canal === 'sms' && !c.retiradoEn).length)
      .toBe(0);
    // The withdrawal is recorded, not deleted: the history lists it.
    expect((await leer()).notificaciones.consentimientos.filter((c) => c.canal === 'sms')).toHaveLength(1);
    await page.getByText('Autorizaciones anteriores').waitFor();
  });
});
