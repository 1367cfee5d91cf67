// The demo of `pnpm start` (issue 28): outside production the demo complexes take online payments
// through the simulator this same process serves, so the demo owner pays in three clicks — «Pagar en
// línea» (the intent), «Aprobar» on the simulator's checkout, and back to the return page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoToken, sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';
import { listen, type Listening } from '../support/listen.ts';
import { createApp } from '../support/validated-app.ts';

let t: TestApp;
let server: Listening;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ({ t } = sharedDemoApp());
  // As `pnpm start`: APP_URL is the address the process listens on.
  server = await listen((request) => app.fetch(request));
  app = createApp({ ...t.services, config: { ...t.config, appUrl: server.base } });
});
afterAll(async () => {
  await server?.close();
});

async function api(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever came back
}

describe('demo: pagos en línea through the simulator', () => {
  it('both demo complexes use the simulator in pruebas, with a Bre-B llave', async () => {
    const rows = await t.db.pasarelaConfig.findMany({ include: { ph: { select: { identificador: true } } } });
    expect(rows.map((r) => r.ph.identificador).sort()).toEqual(['altos', 'prados']);
    for (const r of rows)
      expect(r).toMatchObject({ ambiente: 'pruebas', urlApi: 'simulador', llaveBreB: `@${r.ph.identificador}ph` });
  });

  it('the demo owner pays the unit’s total in three clicks', async () => {
    const token = await demoToken(t, 'propietario@horizonte.co');
    const ph = await t.db.pH.findFirstOrThrow({ where: { identificador: 'altos' } });
    const unidad = await t.db.apartamento.findFirstOrThrow({ where: { phId: ph.id, torre: '1', numero: '101' } });
    const antes = await api('GET', `/api/apartamentos/${unidad.id}/pagos-en-linea/opciones`, token);
    expect(antes.status).toBe(200);
    if (antes.body.totalAPagar < 5_000)
      await t.db.cargo.create({
        data: {
          phId: ph.id,
          apartamentoId: unidad.id,
          tipo: 'ordinaria',
          concepto: 'Cuota de prueba',
          periodo: '2099-01',
          fecha: new Date('2026-01-01T00:00:00Z'),
          fechaVencimiento: new Date('2099-01-10T00:00:00Z'),
          valor: 250_000,
          generaMora: false,
          estado: 'vigente',
        },
      });
    // 1. «Pagar en línea»
    const creado = await api('POST', `/api/apartamentos/${unidad.id}/pagos-en-linea`, token, {});
    expect(creado.status, JSON.stringify(creado.body)).toBe(200);
    const intento = creado.body.intento;
    expect(intento.urlPago.startsWith(`${server.base}/dev/pasarela/checkout?`)).toBe(true);
    // 2. The checkout page, then «Aprobar»
    const page = await fetch(intento.urlPago);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Aprobar');
    const url = new URL(intento.urlPago);
    const choice = await fetch(`${server.base}/dev/pasarela/checkout`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        reference: url.searchParams.get('reference')!,
        'amount-in-cents': url.searchParams.get('amount-in-cents')!,
        'redirect-url': url.searchParams.get('redirect-url')!,
        estado: 'APPROVED',
      }),
    });
    expect(choice.status).toBe(303);
    // 3. Back on the return page, which polls the intent until the recibo is there.
    const vuelta = new URL(choice.headers.get('location')!);
    expect(vuelta.pathname).toBe(`/pagos-en-linea/${intento.id}`);
    await t.jobs.settle();
    const final = await api('GET', `/api/pagos-en-linea/${intento.id}?transaccion=${vuelta.searchParams.get('id')}`, token);
    expect(final.body.intento).toMatchObject({ estado: 'aprobado', valor: intento.valor });
    expect(final.body.intento.numeroRecibo).toBeGreaterThan(0);
    const despues = await api('GET', `/api/apartamentos/${unidad.id}/estado-cuenta`, token);
    expect(despues.body.totalAPagar).toBe(0);
  });
});
