// The gate keeps working offline (issue 32). The guard opens the gate online, the network drops: a
// code cannot be validated (the screen says so), today's expected visitors stay listed with the
// time they were read, and a walk-in and a package are queued on the device as «Pendiente de envío».
// The network returns: they are sent. The package's answer is lost on the way (the API created it,
// the browser never heard), so it stays pending; after a reload (online) the queue, kept in
// IndexedDB, sends it again with the same Idempotency-Key: the API shows exactly one row of each.
// And «Escanear código» reads an authorisation's QR from a photo (no camera in the test's browser),
// with its wasm from our own server: nothing is fetched from another origin. An owner shares a new
// code through the share sheet (Web Share API) or WhatsApp's link.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { api, login, openAs, unique, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let guard: ApiSession;
let phId: string;

beforeAll(async () => {
  guard = await login(baseUrl, 'porteria@horizonte.co', 'altos');
  const altos = (await fetch(`${baseUrl}/api/ph-por-identificador/altos`).then((r) => r.json())) as { property: { id: string } };
  phId = altos.property.id;
});
afterEach(async () => {
  // A failed attempt must not leave the next one (or the retry) offline.
  await browser.context.setOffline(false);
});

describe('the gate offline', () => {
  it('queues a walk-in and a package offline and sends each exactly once when the network returns', async () => {
    const { page, context } = browser;
    const visitante = `Visitante ${unique('o')}`;
    const descripcion = `Caja ${unique('o')}`;
    await openAs(page, baseUrl, guard, '/ph/altos/porteria/porteria');
    const esperados = page.getByTestId('esperado');
    await expect.poll(() => esperados.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const cuantosEsperados = await esperados.count();
    // The walk-in form open while online, its units loaded.
    await page.getByRole('button', { name: 'Visitante sin código' }).click();
    const walkIn = page.getByRole('form', { name: 'Visitante sin código' });
    await expect
      .poll(() => walkIn.getByLabel('Unidad').locator('option', { hasText: 'Torre 1 · 101' }).count(), { timeout: 30_000 })
      .toBe(1);

    await context.setOffline(true);
    const codigo = page.getByRole('form', { name: 'Ingreso con código' });
    await expect
      .poll(() => codigo.getByRole('status').allTextContents(), { timeout: 10_000 })
      .toContain(
        'Sin conexión: no se puede validar el código. Verifique la identidad del visitante y registre el ingreso manual.',
      );
    expect(await codigo.getByRole('button', { name: 'Registrar ingreso' }).isDisabled()).toBe(true);
    // Today's expected visitors stay readable, with the time they were read.
    expect(await esperados.count()).toBe(cuantosEsperados);
    expect(await page.getByTestId('esperados-actualizado').textContent()).toMatch(/^Actualizado a las \d{2}:\d{2}$/);

    await walkIn.getByLabel('Unidad').selectOption({ label: 'Torre 1 · 101' });
    await walkIn.getByLabel('Nombre del visitante').fill(visitante);
    await walkIn.getByLabel('¿Quién autorizó?').fill('Residente por citófono');
    await walkIn.getByRole('button', { name: 'Registrar visitante' }).click();
    const pendientes = page.getByTestId('pendiente');
    await expect.poll(() => pendientes.count(), { timeout: 10_000 }).toBe(1);

    await page.getByRole('tab', { name: 'Paquetes' }).click();
    // The packages' list was never read on this device: a plain notice, not an endless skeleton.
    await expect
      .poll(() => page.getByText('La lista se mostrará cuando vuelva la conexión.').count(), { timeout: 10_000 })
      .toBe(1);
    const paqueteForm = page.getByRole('form', { name: 'Registrar paquete' });
    await paqueteForm.getByLabel('Unidad').selectOption({ label: 'Torre 1 · 101' });
    await paqueteForm.getByLabel('Descripción').fill(descripcion);
    await paqueteForm.getByRole('button', { name: 'Registrar paquete' }).click();
    await expect.poll(() => pendientes.count(), { timeout: 10_000 }).toBe(2);
    expect(await page.getByTestId('pendientes-titulo').textContent()).toBe('Pendiente de envío (2)');
    expect(await pendientes.first().textContent()).toContain(`Ingreso: ${visitante} → Torre 1 · 101`);
    expect(await pendientes.nth(1).textContent()).toContain(`Paquete: ${descripcion} · Torre 1 · 101`);
    await screenshot(page, 'porteria-offline-pendientes-1280');

    // The package's answer is lost once: the request reaches the API, the browser gets a network error.
    let perdidas = 0;
    await page.route('**/trpc/porteria.paquetes.recibir**', async (route) => {
      if (perdidas > 0) return route.continue();
      perdidas++;
      await route.fetch();
      await route.abort('failed');
    });
    await context.setOffline(false);
    await expect.poll(() => pendientes.count(), { timeout: 30_000 }).toBe(1);
    expect(perdidas).toBe(1);
    expect(await pendientes.first().textContent()).toContain(descripcion);

    const paquetes = async () => {
      const res = await api<{ paquetes: { descripcion: string }[] }>(
        baseUrl,
        'GET',
        `/ph/${phId}/paquetes?estado=recibido&pageSize=100`,
        undefined,
        guard.token,
      );
      return res.body.paquetes.filter((p) => p.descripcion === descripcion).length;
    };
    expect(await paquetes()).toBe(1);

    // A reload (online) finds the queue in IndexedDB and sends the package again, same key.
    await page.reload();
    await expect.poll(() => page.getByTestId('esperado').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('pendiente').count(), { timeout: 30_000 }).toBe(0);
    await page.unroute('**/trpc/porteria.paquetes.recibir**');

    const accesos = await api<{ accesos: { nombreVisitante: string; unidad: string }[]; total: number }>(
      baseUrl,
      'GET',
      `/ph/${phId}/accesos?q=${encodeURIComponent(visitante)}`,
      undefined,
      guard.token,
    );
    expect(accesos.body.accesos.map((a) => [a.nombreVisitante, a.unidad])).toEqual([[visitante, '1-101']]);
    expect(await paquetes()).toBe(1);
    await expect.poll(() => page.getByTestId('acceso').filter({ hasText: visitante }).count(), { timeout: 30_000 }).toBe(1);
  });

  it('reads the QR of an authorisation from a photo into the code field and lets the visitor in', async () => {
    const { page } = browser;
    const owner = await login(baseUrl, 'propietario@horizonte.co', 'altos');
    const unidades = await api<{ unidades: { id: string; torre: string; numero: string }[] }>(
      baseUrl,
      'GET',
      `/ph/${phId}/porteria/unidades`,
      undefined,
      guard.token,
    );
    const u101 = unidades.body.unidades.find((u) => u.torre === '1' && u.numero === '101')!;
    const visitante = `Visitante ${unique('q')}`;
    const creada = await api<{ autorizacion: { codigo: string; qr: string } }>(
      baseUrl,
      'POST',
      `/ph/${phId}/autorizaciones`,
      {
        apartamentoId: u101.id,
        nombreVisitante: visitante,
        desde: new Date(Date.now() - 3_600_000).toISOString(),
        hasta: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      },
      owner.token,
    );
    expect(creada.status).toBe(200);
    const { qr } = creada.body.autorizacion;
    const foto = path.join(mkdtempSync(path.join(tmpdir(), 'hz-qr-')), 'qr.png');
    writeFileSync(foto, Buffer.from(qr.slice(qr.indexOf(',') + 1), 'base64'));

    await openAs(page, baseUrl, guard, '/ph/altos/porteria/porteria');
    const antes = browser.foreignRequests.length;
    await page.getByRole('button', { name: 'Escanear código' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Escanear código' });
    await dialogo.getByLabel('Tomar o elegir foto').setInputFiles(foto);
    const ok = page.getByTestId('ingreso-registrado');
    await expect.poll(() => ok.textContent(), { timeout: 30_000 }).toContain(visitante);
    expect(await dialogo.count()).toBe(0);
    expect(browser.foreignRequests.slice(antes)).toEqual([]);
    expect(browser.pageErrors.filter((e) => /wasm|WebAssembly|Content Security/i.test(e))).toEqual([]);
  });

  it('the owner shares a new code: the share sheet gets the message and link; WhatsApp’s link carries it too', async () => {
    const { page } = browser;
    // This headless Chromium has no share sheet: a stand-in records what the page asks to share.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (datos: ShareData) => {
          (window as unknown as { compartido: ShareData }).compartido = datos;
        },
      });
    });
    const owner = await login(baseUrl, 'propietario@horizonte.co', 'altos');
    const visitante = `Visitante ${unique('s')}`;
    await openAs(page, baseUrl, owner, '/ph/altos/propietario/porteria');
    await page.getByRole('button', { name: 'Autorizar visitante' }).click();
    const form = page.getByRole('form', { name: 'Autorizar visitante' });
    await form.getByLabel('Nombre del visitante').fill(visitante);
    await form.getByRole('button', { name: 'Crear autorización' }).click();
    const creada = page.getByTestId('autorizacion-creada');
    await creada.waitFor({ timeout: 30_000 });
    const codigo = (await page.getByTestId('codigo-autorizacion').textContent())!.trim();

    const whatsapp = creada.getByRole('link', { name: 'Enviar por WhatsApp' });
    const href = (await whatsapp.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const texto = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(texto).toContain(`Hola, ${visitante}: tu código para entrar a`);
    expect(texto).toContain(codigo);
    expect(texto).toContain(`${baseUrl}/ph/altos`);

    await creada.getByRole('button', { name: 'Compartir' }).click();
    const compartido = await page.waitForFunction(() => (window as unknown as { compartido?: ShareData }).compartido);
    const datos = (await compartido.jsonValue()) as ShareData;
    expect(datos.text).toContain(codigo);
    expect(datos.text).toMatch(/Vale desde el .+ hasta el .+ \(hora de Colombia\)/);
    expect(datos.url).toBe(`${baseUrl}/ph/altos`);
  });
});
