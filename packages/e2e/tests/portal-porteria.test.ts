// Portería in the browser (issue 17): the owner of Torre 1 · 101 authorises a visitor and sees the QR
// and the code; the guard enters the code and the visitor is registered, the same code again shows
// the 409 message; the guard registers a package for Torre 1 · 101 and delivers it (so the unit's
// pending packages are as before). The guard's and the owner's screens at 360 px never scroll sideways;
// the administrator sets the retention of visitors' data (and puts it back).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { login, openAs, unique, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let owner: ApiSession;
let guard: ApiSession;

/** A `datetime-local` value `offsetMs` from now, in the browser's time zone (Bogotá, not this machine's). */
const localIn = (page: Page, offsetMs: number) =>
  page.evaluate((ms) => {
    const d = new Date(Date.now() + ms);
    return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, offsetMs);
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

beforeAll(async () => {
  owner = await login(baseUrl, 'propietario@horizonte.co', 'altos');
  guard = await login(baseUrl, 'porteria@horizonte.co', 'altos');
});

describe('Portería', () => {
  it('the owner authorises a visitor with a QR; the guard lets them in once; the same code again is refused', async () => {
    const { page } = browser;
    const visitante = `Visitante ${unique('v')}`;
    await openAs(page, baseUrl, owner, '/ph/altos/propietario/porteria');
    await page.getByRole('button', { name: 'Autorizar visitante' }).click();
    const form = page.getByRole('form', { name: 'Autorizar visitante' });
    await form.getByLabel('Nombre del visitante').fill(visitante);
    await form.getByLabel('Placa (opcional)').fill('qrt123');
    // A window around now, whatever the time of day.
    await form.getByLabel('Desde').fill(await localIn(page, -3_600_000));
    await form.getByLabel('Hasta').fill(await localIn(page, 3 * 3_600_000));
    await form.getByRole('button', { name: 'Crear autorización' }).click();
    const creada = page.getByTestId('autorizacion-creada');
    await creada.waitFor({ timeout: 30_000 });
    const qr = creada.getByRole('img', { name: /Código QR de la autorización/ });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const codigo = (await page.getByTestId('codigo-autorizacion').textContent())!.trim();
    expect(codigo).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await screenshot(page, 'porteria-autorizacion-qr-1280');
    const mia = page.getByTestId('mi-autorizacion').filter({ hasText: visitante });
    await expect.poll(() => mia.textContent(), { timeout: 30_000 }).toContain('Activa');

    await openAs(page, baseUrl, guard, '/ph/altos/porteria/porteria');
    const codeField = page.getByLabel('Código de la autorización');
    await codeField.fill(codigo.toLowerCase());
    await page.getByRole('button', { name: 'Registrar ingreso' }).click();
    const ok = page.getByTestId('ingreso-registrado');
    await expect.poll(() => ok.textContent(), { timeout: 30_000 }).toContain(visitante);
    expect(await ok.textContent()).toContain('Torre 1 · 101');
    const fila = page.getByTestId('acceso').filter({ hasText: visitante });
    await expect.poll(() => fila.count(), { timeout: 30_000 }).toBe(1);
    expect(await fila.textContent()).toContain('Placa QRT123');
    await screenshot(page, 'porteria-ingreso-1280');

    await codeField.fill(codigo);
    await page.getByRole('button', { name: 'Registrar ingreso' }).click();
    await expect
      .poll(() => page.getByRole('form', { name: 'Ingreso con código' }).getByRole('alert').textContent(), { timeout: 30_000 })
      .toBe('Este código ya fue usado. Pide al residente una nueva autorización.');

    // The search finds the visitor by plate; the exit is marked.
    await page.getByLabel('Buscar por nombre, placa o unidad').fill('QRT123');
    await expect.poll(() => page.getByTestId('acceso').count(), { timeout: 30_000 }).toBe(1);
    await fila.getByRole('button', { name: 'Marcar salida' }).click();
    await expect.poll(() => fila.textContent(), { timeout: 30_000 }).toContain('Salida');

    await openAs(page, baseUrl, owner, '/ph/altos/propietario/porteria');
    await expect
      .poll(() => page.getByTestId('mi-autorizacion').filter({ hasText: visitante }).textContent(), { timeout: 30_000 })
      .toContain('Usada');
    await expect.poll(() => page.getByTestId('mi-visita').filter({ hasText: visitante }).count(), { timeout: 30_000 }).toBe(1);
  });

  it('the guard registers a package for Torre 1 · 101, the owner sees it, and the guard delivers it signed by name', async () => {
    const { page } = browser;
    const descripcion = `Caja ${unique('p')}`;
    // The guard's portal opens on the gate itself (issue 26, point 8).
    await openAs(page, baseUrl, guard, '/ph/altos/porteria/dashboard');
    await page.getByRole('tab', { name: 'Paquetes' }).click();
    const form = page.getByRole('form', { name: 'Registrar paquete' });
    await form.getByLabel('Unidad').selectOption({ label: 'Torre 1 · 101' });
    await form.getByLabel('Descripción').fill(descripcion);
    await form.getByLabel('Remitente (opcional)').fill('Servientrega');
    await form.getByRole('button', { name: 'Registrar paquete' }).click();
    const paquete = page.getByTestId('paquete').filter({ hasText: descripcion });
    await expect.poll(() => paquete.count(), { timeout: 30_000 }).toBe(1);
    expect(await paquete.textContent()).toContain('Torre 1 · 101');

    await openAs(page, baseUrl, owner, '/ph/altos/propietario/porteria');
    await expect
      .poll(() => page.getByTestId('mi-paquete').filter({ hasText: descripcion }).textContent(), { timeout: 30_000 })
      .toContain('Por entregar');

    await openAs(page, baseUrl, guard, '/ph/altos/porteria/porteria');
    await page.getByRole('tab', { name: 'Paquetes' }).click();
    await paquete.getByRole('button', { name: 'Entregar' }).click();
    await paquete.getByLabel('Nombre de quien recibe').fill('Jorge Pardo');
    await paquete.getByRole('button', { name: 'Confirmar entrega' }).click();
    await expect.poll(() => paquete.count(), { timeout: 30_000 }).toBe(0);
    await page.getByLabel('Estado de los paquetes').selectOption('entregado');
    const entregado = page.getByTestId('paquete').filter({ hasText: descripcion });
    await expect.poll(() => entregado.textContent(), { timeout: 30_000 }).toContain('Entregado a Jorge Pardo');
  });

  it('the administrator sees the gate’s lists and sets how long visitors’ data is kept', async () => {
    const { page } = browser;
    const admin = await login(baseUrl, 'admin.altos@horizonte.co');
    await openAs(page, baseUrl, admin, '/ph/altos/admin/porteria');
    await expect.poll(() => page.getByTestId('esperado').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Datos personales' }).click();
    const dias = page.getByLabel('Días que se conservan');
    await expect.poll(() => dias.inputValue(), { timeout: 30_000 }).toBe('180');
    await dias.fill('90');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Configuración guardada').waitFor({ timeout: 30_000 });
    await page.reload();
    await page.getByRole('tab', { name: 'Datos personales' }).click();
    await expect.poll(() => page.getByLabel('Días que se conservan').inputValue(), { timeout: 30_000 }).toBe('90');
    // Put the demo's setting back.
    await page.getByLabel('Días que se conservan').fill('180');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Configuración guardada').first().waitFor({ timeout: 30_000 });
  });

  it('the guard’s screen and the owner’s fit 360 px', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 360, height: 780 });
    try {
      await openAs(page, baseUrl, guard, '/ph/altos/porteria/porteria');
      await page.getByLabel('Código de la autorización').waitFor();
      await page.getByRole('button', { name: 'Visitante sin código' }).click();
      await page.getByRole('form', { name: 'Visitante sin código' }).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(360);
      await screenshot(page, 'porteria-guarda-360');
      for (const tab of ['Paquetes', 'Minuta']) {
        await page.getByRole('tab', { name: tab }).click();
        expect(await pageWidth(page), tab).toBeLessThanOrEqual(360);
      }
      await openAs(page, baseUrl, owner, '/ph/altos/propietario/porteria');
      await page.getByRole('button', { name: 'Autorizar visitante' }).click();
      await page.getByRole('form', { name: 'Autorizar visitante' }).waitFor();
      await page.getByTestId('mi-paquete').first().waitFor({ timeout: 30_000 });
      expect(await pageWidth(page), 'propietario').toBeLessThanOrEqual(360);
      await screenshot(page, 'porteria-propietario-360');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
