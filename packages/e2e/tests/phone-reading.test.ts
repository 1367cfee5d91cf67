// Reading on a phone (issue 26 #10), at 360 px: the owner's estado de cuenta broke words
// («administra / ción»), put a payment's «−» on a line of its own so it read like a charge, and had no
// column headers; the form of a tapped reservas slot opened off-screen below the calendar; Mi Perfil
// listed identical «Otra sesión» entries with no device. Now the statement is a table with headers,
// words wrap only between words and each abono says «Abono» on one line with its amount; the slot's
// form is brought into view; each session names its browser, system and last use.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { api, login, openAs, type ApiSession } from './portal-support.ts';
import { PASSWORD } from './public.helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PHONE = { width: 360, height: 740 };

async function atPhoneSize(run: (page: Page) => Promise<void>) {
  const { page } = browser;
  await page.setViewportSize(PHONE);
  try {
    await run(page);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}

describe('reading on a phone (360 px)', () => {
  it('the estado de cuenta has column headers, no word broken across lines, and abonos labelled on one line', async () => {
    await atPhoneSize(async (page) => {
      await openAs(page, baseUrl, await login(baseUrl, 'propietario@horizonte.co', 'altos'), '/ph/altos/propietario/pagos');
      const tabla = page.getByTestId('movimientos');
      await tabla.waitFor({ timeout: 30_000 });
      // Concepto and Valor head the columns; on a phone the balance is written under each date.
      expect((await tabla.getByRole('columnheader').allInnerTexts()).filter(Boolean)).toEqual(['CONCEPTO', 'VALOR']);

      const abono = tabla.locator('[data-tipo="abono"]').first();
      const valor = abono.getByTestId('valor');
      expect(await valor.innerText()).toMatch(/^Abono\s*\$\s[\d.]+$/);
      // One line: the amount's box is no taller than one line of its text.
      const { alto, linea } = await valor
        .locator('span')
        .first()
        .evaluate((el) => ({ alto: el.getBoundingClientRect().height, linea: parseFloat(getComputedStyle(el).lineHeight) }));
      expect(alto).toBeLessThan(linea * 1.5);
      expect(await abono.innerText()).toMatch(/Saldo -?\$\s[\d.]+/);
      // Nothing hides sideways: the table fits the screen.
      expect(await tabla.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);

      // Every word of every concept sits on a single line (a word split across lines has two boxes).
      const partidas = await tabla.getByTestId('concepto').evaluateAll((celdas) =>
        celdas.flatMap((celda) => {
          const texto = celda.firstChild!;
          const rotas: string[] = [];
          for (const m of (texto.textContent ?? '').matchAll(/\S+/g)) {
            const rango = document.createRange();
            rango.setStart(texto, m.index);
            rango.setEnd(texto, m.index + m[0].length);
            const lineas = new Set([...rango.getClientRects()].map((r) => Math.round(r.top)));
            if (lineas.size > 1) rotas.push(m[0]);
          }
          return rotas;
        }),
      );
      expect(partidas).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'phone-estado-de-cuenta-360');
    });
  });

  it('tapping a reservas slot brings its form into view', async () => {
    await atPhoneSize(async (page) => {
      // A day of its own (50 days ahead), so no other test's booking takes the slot.
      const hoy = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Bogota',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date());
      const fecha = new Date(Date.parse(`${hoy}T00:00:00Z`) + 50 * 86_400_000).toISOString().slice(0, 10);
      await openAs(page, baseUrl, await login(baseUrl, 'residente@horizonte.co', 'altos'), '/ph/altos/residente/reservas');
      await page
        .getByRole('list', { name: 'Zonas comunes' })
        .getByRole('button', { name: /Salón comunal/ })
        .click();
      await page.getByLabel('Ir a la fecha').fill(fecha);
      const slot = page.locator(`[data-testid="slot"][data-inicio="${new Date(`${fecha}T20:00:00-05:00`).toISOString()}"]`);
      await expect.poll(() => slot.getAttribute('data-estado'), { timeout: 30_000 }).toBe('libre');
      await slot.click();
      const form = page.getByRole('form', { name: 'Nueva reserva' });
      await form.waitFor();
      await expect
        .poll(async () => {
          const box = await form.boundingBox();
          return box !== null && box.y >= 0 && box.y < PHONE.height - 100;
        })
        .toBe(true);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('form[aria-label="Nueva reserva"]')))).toBe(true);
      await screenshot(page, 'phone-reserva-form-360');
    });
  });

  it('Mi Perfil names each session by browser and system, with its last use', async () => {
    await atPhoneSize(async (page) => {
      const res = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent':
            'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        },
        body: JSON.stringify({ email: 'porteria@horizonte.co', password: PASSWORD, identificador: 'altos' }),
      });
      expect(res.status).toBe(200);
      const session = ((await res.json()) as { data: ApiSession }).data;
      expect((await api(baseUrl, 'GET', '/auth/verify', undefined, session.token)).status).toBe(200);
      await openAs(page, baseUrl, session, '/perfil');
      const actual = page.getByTestId('sesion').filter({ hasText: 'esta sesión' });
      await actual.waitFor({ timeout: 30_000 });
      const texto = await actual.innerText();
      expect(texto).toContain('Chrome en Android');
      expect(texto).toMatch(/Último uso \d{1,2} de [a-z]{3}\.? de \d{4}, \d{1,2}:\d{2} [ap]\. m\./);
      await screenshot(page, 'phone-sesiones-360');
    });
  });
});
