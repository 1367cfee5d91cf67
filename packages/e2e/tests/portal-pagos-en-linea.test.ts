// Pagos en línea in the browser (issue 28), at 360 px: the demo owner of altos opens Mis Pagos, «Pagar en
// línea», types another amount the Colombian way, pays it on the local gateway simulator (/dev/pasarela,
// which speaks Wompi's protocol and sends the signed event to the webhook), comes back to the return page
// that waits for the event, sees «Aprobado» with the transaction and the recibo, and Mis Pagos owes exactly
// that much less; a declined payment settles with no pago and «Intentar de nuevo»; the administrator finds
// both in Tesorería → Conciliación and the approved one, with its transaction id, in Pagos.
import { readFileSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { MOTIVO_DESCUADRE_LABELS, PAGOS_EN_LINEA_MSG, rutaPagarEnLinea } from '@horizonte/contracts';

import { screenshot, useBrowser } from '../src/index.ts';
import { seriousViolations } from './axe-support.ts';
import { api, login, openAs, unidadPropia, type ApiSession } from './portal-support.ts';
import { PASSWORD } from './public.helpers.ts';

const baseUrl = inject('baseUrl');
// The browser opens the app at the server's APP_URL (http://localhost:<port> by default), the origin the
// gateway's redirect-url is built from: the session lives in that origin's local storage, and the
// suite's base URL (127.0.0.1) would be another origin.
const appUrl = baseUrl.replace('//127.0.0.1', '//localhost');
const browser = useBrowser({ width: 360, height: 780 });
let admin: ApiSession;
let owner: ApiSession;
let phId: string;
let unidadId: string;

const ABONO = 50_000;
const pesos = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

interface Cuenta {
  totalAPagar: number;
}
const totalAPagar = async () =>
  (await api<Cuenta>(baseUrl, 'GET', `/apartamentos/${unidadId}/estado-cuenta`, undefined, owner.token)).body.totalAPagar;
const pagosEnLineaDeLaUnidad = async () =>
  (
    await api<{ pagos: { medio: string; referencia: string | null; valor: number }[] }>(
      baseUrl,
      'GET',
      `/ph/${phId}/pagos?apartamentoId=${unidadId}&pageSize=100`,
      undefined,
      admin.token,
    )
  ).body.pagos.filter((p) => p.medio === 'pasarela');

beforeAll(async () => {
  admin = await login(baseUrl, 'admin.altos@horizonte.co');
  owner = await login(baseUrl, 'propietario@horizonte.co', 'altos');
  ({ phId, unidadId } = await unidadPropia(baseUrl, 'altos', owner));
  // The demo complexes take online payments through the local simulator outside production.
  const pasarela = await api<{ pasarela: { configurada: boolean } }>(
    baseUrl,
    'GET',
    `/ph/${phId}/pasarela`,
    undefined,
    admin.token,
  );
  expect(pasarela.body.pasarela?.configurada, 'altos tiene la pasarela simulada del demo').toBe(true);
  // Enough owed for two attempts of ABONO, whatever earlier files paid: a nota débito when it is not.
  if ((await totalAPagar()) < 3 * ABONO) {
    const ajuste = await api(
      baseUrl,
      'POST',
      `/apartamentos/${unidadId}/ajustes`,
      { tipo: 'debito', valor: 3 * ABONO, concepto: 'Cuota de prueba del pago en línea', motivo: 'Prueba del navegador' },
      admin.token,
    );
    expect(ajuste.status, JSON.stringify(ajuste.body)).toBeLessThan(300);
  }
});

async function abrirPagar(page: Page): Promise<number> {
  await openAs(page, appUrl, owner, '/ph/altos/propietario/pagos');
  const total = page.getByTestId('total-a-pagar-value');
  await expect.poll(async () => pesos(await total.textContent()), { timeout: 30_000 }).toBeGreaterThan(0);
  const antes = pesos(await total.textContent());
  await page.getByRole('button', { name: 'Pagar en línea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar en línea' });
  await expect.poll(() => dialog.getByTestId('pagar-total').textContent(), { timeout: 20_000 }).toMatch(/\d/);
  expect(pesos(await dialog.getByTestId('pagar-total').textContent())).toBe(antes);
  return antes;
}

const anchoDePagina = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('Pagos en línea', () => {
  it('the owner pays another amount through the simulator, sees it approved with its recibo, and owes exactly that less', async () => {
    const { page } = browser;
    const antes = await abrirPagar(page);
    const dialog = page.getByRole('dialog', { name: 'Pagar en línea' });
    const valor = dialog.getByLabel('Valor a pagar (pesos)');
    // The total is offered first; another amount is typed the Colombian way and read by the contracts' parser.
    expect(pesos(await valor.inputValue())).toBe(antes);
    await dialog.getByLabel('Otro valor').check();
    await valor.fill('$ 1.000');
    await dialog.getByRole('button', { name: 'Ir a pagar' }).click();
    await expect.poll(() => dialog.getByRole('alert').first().textContent()).toContain('El valor mínimo de un pago en línea es');
    await valor.fill('$ 50.000');
    await expect.poll(() => dialog.textContent()).toMatch(/Valor entendido: \$\s50\.000/);
    expect(await anchoDePagina(page)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'pagos-en-linea-pagar-360');
    await dialog.getByRole('button', { name: 'Ir a pagar' }).click();

    // The gateway's checkout (the simulator) in the same tab, with the amount and the signed reference.
    await page.waitForURL(/\/dev\/pasarela\/checkout/, { timeout: 30_000 });
    expect(pesos(await page.locator('.valor').textContent())).toBe(ABONO);
    await page.getByRole('button', { name: 'Aprobar' }).click();

    // Back on the return page: it waits for the signed event and shows the result.
    await page.waitForURL(/\/pagos-en-linea\/[0-9a-f-]+\?/, { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('estado-intento').textContent(), { timeout: 30_000 }).toBe('Aprobado');
    expect(pesos(await page.getByTestId('detalle-Valor').textContent())).toBe(ABONO);
    expect(await page.getByTestId('detalle-Transacción').textContent()).toMatch(/^sim-/);
    expect(await page.getByTestId('detalle-Medio de pago').textContent()).toBe('PSE');
    const recibo = page.getByRole('button', { name: /Descargar recibo/ });
    await expect.poll(() => recibo.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Intentar de nuevo' }).count()).toBe(0);
    expect(await anchoDePagina(page)).toBeLessThanOrEqual(360);
    await page.getByRole('link', { name: 'Volver a Mis Pagos' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'pagos-en-linea-aprobado-360');
    const [download] = await Promise.all([page.waitForEvent('download'), recibo.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Mis Pagos owes exactly the amount paid less.
    await page.getByRole('link', { name: 'Volver a Mis Pagos' }).click();
    await page.waitForURL(/\/ph\/altos\/propietario\/pagos/);
    await expect
      .poll(async () => pesos(await page.getByTestId('total-a-pagar-value').textContent()), { timeout: 20_000 })
      .toBe(antes - ABONO);
    expect(await totalAPagar()).toBe(antes - ABONO);
  });

  it('the owner may pay some of the charges owed: the oldest first, with the interest (Código Civil art. 1653)', async () => {
    const { page } = browser;
    const leerOpciones = async () =>
      (
        await api<{
          intereses: number;
          saldoAFavor: number;
          totalAPagar: number;
          cobros: { periodo: string; concepto: string; pendiente: number }[];
        }>(baseUrl, 'GET', `/apartamentos/${unidadId}/pagos-en-linea/opciones`, undefined, owner.token)
      ).body;
    let opciones = await leerOpciones();
    if (opciones.cobros.length < 2) {
      // A nota débito is one more charge owed.
      const ajuste = await api(
        baseUrl,
        'POST',
        `/apartamentos/${unidadId}/ajustes`,
        { tipo: 'debito', valor: 80_000, concepto: 'Cuota de prueba de cobros', motivo: 'Prueba del navegador' },
        admin.token,
      );
      expect(ajuste.status, JSON.stringify(ajuste.body)).toBeLessThan(300);
      opciones = await leerOpciones();
    }
    expect(opciones.cobros.length, JSON.stringify(opciones.cobros)).toBeGreaterThanOrEqual(2);
    await abrirPagar(page);
    const dialog = page.getByRole('dialog', { name: 'Pagar en línea' });
    const valor = dialog.getByLabel('Valor a pagar (pesos)');
    await dialog.getByLabel('Algunos cobros').check();
    const [primera, segunda] = opciones.cobros;
    const casillas = dialog.getByRole('group', { name: 'Cobros pendientes' }).getByRole('checkbox');
    // The oldest is chosen first: its capital plus every peso of interest.
    expect(await casillas.nth(0).isChecked()).toBe(true);
    expect(await casillas.nth(1).isChecked()).toBe(false);
    expect(pesos(await valor.inputValue())).toBe(
      Math.min(opciones.totalAPagar, opciones.intereses + primera!.pendiente - opciones.saldoAFavor),
    );
    // The second takes the first with it; leaving the first leaves them all.
    await casillas.nth(1).check();
    expect(pesos(await valor.inputValue())).toBe(
      Math.min(opciones.totalAPagar, opciones.intereses + primera!.pendiente + segunda!.pendiente - opciones.saldoAFavor),
    );
    await casillas.nth(0).uncheck();
    expect(await casillas.nth(1).isChecked()).toBe(false);
    expect(await dialog.textContent()).toContain('Código Civil, art. 1653');
    expect(await anchoDePagina(page)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
  });
  it('a declined payment settles as «Rechazado» with «Intentar de nuevo» and no pago', async () => {
    const { page } = browser;
    const pagosAntes = (await pagosEnLineaDeLaUnidad()).length;
    const antes = await abrirPagar(page);
    await page.getByRole('dialog', { name: 'Pagar en línea' }).getByRole('button', { name: 'Ir a pagar' }).click();
    await page.waitForURL(/\/dev\/pasarela\/checkout/, { timeout: 30_000 });
    expect(pesos(await page.locator('.valor').textContent())).toBe(antes);
    await page.getByRole('button', { name: 'Rechazar' }).click();
    await page.waitForURL(/\/pagos-en-linea\/[0-9a-f-]+\?/, { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('estado-intento').textContent(), { timeout: 30_000 }).toBe('Rechazado');
    expect(await page.getByText('no se cobró nada').count()).toBe(1);
    expect(await page.getByRole('button', { name: /Descargar recibo/ }).count()).toBe(0);
    expect(await anchoDePagina(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'pagos-en-linea-rechazado-360');
    expect((await pagosEnLineaDeLaUnidad()).length).toBe(pagosAntes);
    expect(await totalAPagar()).toBe(antes);

    // «Intentar de nuevo» opens the unit's account with the payment dialog open.
    await page.getByRole('link', { name: 'Intentar de nuevo' }).click();
    await page.waitForURL(/\/ph\/altos\/propietario\/pagos\?pagar=/);
    await expect.poll(() => page.getByRole('dialog', { name: 'Pagar en línea' }).isVisible(), { timeout: 20_000 }).toBe(true);
  });

  it('the resident finds «Pagar en línea» on Estado de Cuenta, with the transfer details and the unit’s reference', async () => {
    const { page } = browser;
    const residente = await login(baseUrl, 'residente@horizonte.co', 'altos');
    await openAs(page, appUrl, residente, '/ph/altos/residente/estado-cuenta');
    await page.getByRole('button', { name: 'Pagar en línea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar en línea' });
    await expect.poll(() => dialog.getByTestId('pagar-total').textContent(), { timeout: 20_000 }).toMatch(/\d/);
    const transferencia = dialog.getByRole('region', { name: 'Transferencia o Bre-B' });
    expect(await transferencia.textContent()).toContain('@altosph');
    await expect.poll(() => transferencia.getByRole('button', { name: 'Copiar la referencia' }).isVisible()).toBe(true);
    expect(await anchoDePagina(page)).toBeLessThanOrEqual(360);
  });

  it('«Pagar ahora» from the cuenta de cobro logs in on the page, at the complex’s door, and opens the unit with «Pagar en línea»', async () => {
    const { page } = browser;
    await page.goto(`${appUrl}/favicon.svg`);
    await page.evaluate(() => localStorage.clear());
    // The mail's link: the contracts' route, as the API writes it.
    await page.goto(`${appUrl}${rutaPagarEnLinea(unidadId)}`);
    await page.getByLabel('Email').fill('propietario@horizonte.co');
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión y continuar' }).click();
    // The owner enters by altos' own login: the page asks for the password again there, email kept.
    await expect.poll(() => page.getByText('escribe de nuevo tu contraseña').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByLabel('Email').inputValue()).toBe('propietario@horizonte.co');
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión y continuar' }).click();
    await page.waitForURL(new RegExp(`/ph/altos/propietario/pagos\\?pagar=${unidadId}`), { timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Pagar en línea' });
    await expect.poll(() => dialog.getByTestId('pagar-total').textContent(), { timeout: 20_000 }).toMatch(/\d/);
    expect(pesos(await dialog.getByTestId('pagar-total').textContent())).toBe(await totalAPagar());
  });

  it('an approved event whose amount differs is a descuadre the administrator marks resolved with a note', async () => {
    const { page } = browser;
    // An intent, then the gateway approving another amount for it: the ledger must not move.
    const creado = await api<{ intento: { referencia: string; valor: number } }>(
      baseUrl,
      'POST',
      `/apartamentos/${unidadId}/pagos-en-linea`,
      { valor: 20_000 },
      owner.token,
    );
    expect(creado.status, JSON.stringify(creado.body)).toBe(200);
    const { referencia } = creado.body.intento;
    const antes = await totalAPagar();
    const evento = await fetch(`${baseUrl}/dev/pasarela/transacciones/${referencia}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ estado: 'APPROVED', amount_in_cents: 2_500_000 }),
    });
    expect(evento.status).toBe(200);

    await openAs(page, appUrl, admin, '/ph/altos/admin/tesoreria');
    await page.getByRole('tab', { name: 'Conciliación' }).click();
    const descuadres = page.getByRole('table', { name: 'Descuadres' });
    const fila = descuadres.getByRole('row').filter({ hasText: referencia });
    await expect.poll(() => fila.count(), { timeout: 30_000 }).toBe(1);
    expect(await fila.textContent()).toContain(MOTIVO_DESCUADRE_LABELS.valor);
    expect(await fila.textContent()).toContain('Por resolver');
    expect(await totalAPagar()).toBe(antes);

    await fila.getByRole('button', { name: 'Marcar resuelto' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Marcar el descuadre como resuelto?' });
    await dialog.getByRole('button', { name: 'Marcar resuelto' }).click();
    await expect.poll(() => dialog.textContent()).toContain(PAGOS_EN_LINEA_MSG.notaRequerida);
    const nota = 'Wompi confirmó el valor; se registró a mano el recibo';
    await dialog.getByLabel('Nota: cómo se resolvió (queda en el historial)').fill(nota);
    await dialog.getByRole('button', { name: 'Marcar resuelto' }).click();
    await expect.poll(() => fila.textContent(), { timeout: 20_000 }).toContain('Resuelto');
    expect(await fila.textContent()).toContain(nota);
    expect(await fila.getByRole('button', { name: 'Marcar resuelto' }).count()).toBe(0);
  });

  it('the administrator finds both in Conciliación, the approved one with its transaction in Pagos, and saves the gateway’s settings with write-only secrets', async () => {
    const { page } = browser;
    const [aprobado] = await pagosEnLineaDeLaUnidad();
    expect(aprobado?.referencia).toMatch(/^sim-/);
    await openAs(page, appUrl, admin, '/ph/altos/admin/tesoreria');
    await page.getByRole('tab', { name: 'Conciliación' }).click();
    const intentos = page.getByRole('table', { name: 'Pagos iniciados' });
    await expect.poll(() => intentos.textContent(), { timeout: 30_000 }).toContain(aprobado!.referencia!);
    const fila = intentos.getByRole('row').filter({ hasText: aprobado!.referencia! });
    expect(await fila.textContent()).toContain('Aprobado');
    expect(pesos(await fila.getByTestId('intento-valor').textContent())).toBe(ABONO);
    expect(await intentos.getByRole('row').filter({ hasText: 'Rechazado' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('table', { name: 'Eventos de la pasarela' }).textContent()).toContain(aprobado!.referencia!);
    expect(await anchoDePagina(page)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'pagos-en-linea-conciliacion-360');

    await page.getByRole('tab', { name: 'Pagos' }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Pagos', exact: true }).textContent(), { timeout: 20_000 })
      .toContain(aprobado!.referencia!);
    // Its method as the gateway named it, in Spanish.
    const filaPago = page
      .getByRole('table', { name: 'Pagos', exact: true })
      .getByRole('row')
      .filter({ hasText: aprobado!.referencia! });
    expect(await filaPago.textContent()).toContain('pasarela');
    expect(await filaPago.textContent()).toContain('PSE');

    // The gateway's settings: the secrets are write-only («definido»), the public key must match the ambiente.
    await page.getByRole('tab', { name: 'Pasarela' }).click();
    const form = page.getByRole('form', { name: 'Pasarela de pagos' });
    await expect
      .poll(() => page.getByTestId('url-eventos').textContent(), { timeout: 20_000 })
      .toMatch(/\/api\/pasarela\/wompi\/eventos$/);
    expect(await form.getByLabel('Secreto de integridad').inputValue()).toBe('');
    expect(await form.textContent()).toContain('definido · déjalo vacío para conservarlo');
    // Before saving: the toast that follows is sonner's, not this form's.
    expect(await seriousViolations(page)).toEqual([]);
    const llave = form.getByLabel('Llave pública');
    const llaveDemo = await llave.inputValue();
    await llave.fill('pub_prod_otraLlave123');
    await form.getByRole('button', { name: 'Guardar pasarela' }).click();
    await expect.poll(() => form.textContent()).toContain(PAGOS_EN_LINEA_MSG.llavePublicaAmbiente);
    await llave.fill(llaveDemo);
    await form.getByLabel('Titular de la cuenta').fill('Conjunto Altos · cuenta de recaudo');
    await form.getByRole('button', { name: 'Guardar pasarela' }).click();
    await expect.poll(() => page.getByText('Pasarela de pagos guardada').count()).toBeGreaterThan(0);
    expect(await anchoDePagina(page)).toBeLessThanOrEqual(360);
    await screenshot(page, 'pagos-en-linea-pasarela-360');
    // Saved without secrets typed: the complex still takes online payments, with the new titular.
    const opciones = await api<{ transferencia: { titularCuenta: string } | null; pasarela: unknown }>(
      baseUrl,
      'GET',
      `/apartamentos/${unidadId}/pagos-en-linea/opciones`,
      undefined,
      owner.token,
    );
    expect(opciones.body.pasarela).not.toBeNull();
    expect(opciones.body.transferencia?.titularCuenta).toBe('Conjunto Altos · cuenta de recaudo');
  });
  it('the consejo reads Conciliación but has no «Pasarela» tab (the contracts’ pagosEnLineaAccess)', async () => {
    const { page } = browser;
    const consejo = await login(baseUrl, 'consejo@horizonte.co', 'altos');
    await openAs(page, appUrl, consejo, '/ph/altos/consejo/tesoreria');
    await page.getByRole('tab', { name: 'Conciliación' }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Pagos iniciados' }).getByRole('row').count(), { timeout: 30_000 })
      .toBeGreaterThan(1);
    expect(await page.getByRole('tab', { name: 'Pasarela' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Marcar resuelto' }).count()).toBe(0);
  });
  it('a complex that passes the gateway’s fee on: the administrator sets it, the owner sees it and pays it, the unit is credited the valor only', async () => {
    const { page } = browser;
    await openAs(page, appUrl, admin, '/ph/altos/admin/tesoreria');
    await page.getByRole('tab', { name: 'Pasarela' }).click();
    const form = page.getByRole('form', { name: 'Pasarela de pagos' });
    await form.getByLabel('Porcentaje').waitFor({ timeout: 20_000 });
    await form.getByLabel('Porcentaje').fill('2,65');
    await form.getByLabel('Valor fijo (pesos)').fill('700');
    await form.getByLabel('Más IVA (19 %)').check();
    await form.getByLabel('Trasladar la comisión a quien paga').check();
    await form.getByRole('button', { name: 'Guardar pasarela' }).click();
    await expect.poll(() => page.getByText('Pasarela de pagos guardada').count()).toBeGreaterThan(0);

    const antes = await abrirPagar(page);
    const dialog = page.getByRole('dialog', { name: 'Pagar en línea' });
    await dialog.getByLabel('Otro valor').check();
    await dialog.getByLabel('Valor a pagar (pesos)').fill('$ 50.000');
    // By hand: (50.000 × 2,65 % + 700) × 1,19 = 2.025 × 1,19 = 2.409,75 → $ 2.410; total $ 52.410.
    const comision = dialog.getByTestId('pagar-comision');
    await expect.poll(() => comision.textContent()).toContain('2,65 % + $ 700 + IVA');
    expect(await comision.textContent()).toMatch(/\$\s2\.410/);
    expect(await comision.textContent()).toMatch(/Total a cobrar\$\s52\.410/);
    expect(await anchoDePagina(page)).toBeLessThanOrEqual(360);
    await dialog.getByRole('button', { name: 'Ir a pagar' }).click();
    await page.waitForURL(/\/dev\/pasarela\/checkout/, { timeout: 30_000 });
    expect(pesos(await page.locator('.valor').textContent())).toBe(52_410);
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await page.waitForURL(/\/pagos-en-linea\/[0-9a-f-]+\?/, { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('estado-intento').textContent(), { timeout: 30_000 }).toBe('Aprobado');
    expect(pesos(await page.getByTestId('detalle-Valor').textContent())).toBe(ABONO);
    expect(pesos(await page.getByTestId('detalle-Comisión de la pasarela').textContent())).toBe(2_410);
    expect(pesos(await page.getByTestId('detalle-Total cobrado').textContent())).toBe(52_410);
    await expect.poll(totalAPagar, { timeout: 20_000 }).toBe(antes - ABONO);

    // The demo goes back to absorbing the fee.
    const actual = (
      await api<{ pasarela: { llavePublica: string; ambiente: string } }>(
        baseUrl,
        'GET',
        `/ph/${phId}/pasarela`,
        undefined,
        admin.token,
      )
    ).body.pasarela;
    const restaurada = await api(
      baseUrl,
      'PUT',
      `/ph/${phId}/pasarela`,
      { proveedor: 'wompi', llavePublica: actual.llavePublica, ambiente: actual.ambiente, trasladarComision: false },
      admin.token,
    );
    expect(restaurada.status, JSON.stringify(restaurada.body)).toBe(200);
  });
});
