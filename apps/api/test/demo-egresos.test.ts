// The demo of `pnpm start` (issue 29): altos has its two proveedores with contracts and documents (one
// of Aguas Limpias' expiring within 30 days), the proveedor account sees its own, and three months of
// egresos with retención en la fuente show in Egresos and in the retenciones to declare.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sumarMeses } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';

import { demoToken, startDemoApp } from './support/demo.ts';
import type { TestApp } from './support/index.ts';

let t: TestApp;
let phId: string;
const now = new Date('2026-11-28T15:00:00Z');

beforeAll(async () => {
  ({ t, phId } = await startDemoApp({ now, documentos: true }));
});
afterAll(async () => {
  await t?.close();
});

describe('demo: proveedores and egresos of altos', () => {
  it('lists the two proveedores with contracts and documents, one of them about to expire', async () => {
    const token = await demoToken(t, 'admin@horizonte.co');
    const res = await t.rest('GET', `/api/ph/${phId}/proveedores`, { token });
    expect(res.status).toBe(200);
    const porNit = new Map(res.body.proveedores.map((p: { nit: string }) => [p.nit, p]));
    const ascensores = porNit.get('900481516') as any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads the body
    const aguas = porNit.get('901234567') as any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads the body
    expect(ascensores).toMatchObject({ razonSocial: 'Ascensores Andinos S.A.S.', dv: 6, documentosFaltantes: [] });
    expect(ascensores.contratos).toHaveLength(1);
    expect(aguas).toMatchObject({
      razonSocial: 'Aguas Limpias Servicios S.A.S.',
      dv: 7,
      documentosFaltantes: ['certificacion_bancaria'],
    });
    expect(aguas.documentos.find((d: { tipo: string }) => d.tipo === 'poliza').estado).toBe('por_vencer');
    const doc = await t.app.request(`/api/documentos-proveedor/${aguas.documentos[0].id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(doc.headers.get('content-type')).toBe('application/pdf');
  });

  it('the proveedor account sees its own proveedor', async () => {
    const res = await t.rest('GET', `/api/ph/${phId}/proveedores/mio`, { token: await demoToken(t, 'proveedor@horizonte.co') });
    expect(res.status).toBe(200);
    expect(res.body.proveedor.razonSocial).toBe('Ascensores Andinos S.A.S.');
  });

  it('has egresos with retención in each of the last three months, and their totals to declare', async () => {
    const token = await demoToken(t, 'consejo@horizonte.co');
    const anio = Number(bogotaDate(now).slice(0, 4));
    const res = await t.rest('GET', `/api/ph/${phId}/egresos?anio=${anio}`, { token });
    expect(res.status).toBe(200);
    const periodos = [3, 2, 1].map((k) => sumarMeses(bogotaDate(now).slice(0, 7), -k));
    for (const periodo of periodos)
      expect(res.body.egresos.some((e: { fecha: string }) => e.fecha.startsWith(periodo))).toBe(true);
    // 200.000 of ascensores in 2026: base 2 UVT = $ 105.000, 4 % = 8.000.
    expect(res.body.egresos.find((e: { valorBruto: number }) => e.valorBruto === 200_000)).toMatchObject({
      retencion: 8_000,
      neto: 192_000,
    });
    const ret = await t.rest('GET', `/api/ph/${phId}/retenciones?anio=${anio}`, { token });
    for (const periodo of periodos)
      expect(ret.body.meses.find((m: { periodo: string }) => m.periodo === periodo).total).toBeGreaterThan(0);
  });
});
