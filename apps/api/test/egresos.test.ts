// Egresos (issue 29) on both facades: retención en la fuente computed on the server from the complex's
// table (figures worked out by hand with the UVT of 2026, $ 52.374), the rubro of the approved budget
// or the fondo de imprevistos, Idempotency-Key, the soporte file, annulment (a reversal that stays
// listed), the comprobante and the certificado as PDF, the editable table and the monthly totals.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EGRESOS_MSG, RUBRO_IMPREVISTOS } from '@horizonte/contracts';

import { PDF } from './support/files.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTenants, type Tenants } from './support/tenants.ts';
import { presupuestoAprobado } from './support/tesoreria.ts';

let t: TestApp;
let x: Tenants;
let juridica: string;
let natural: string;
let proveedorB: string;

async function pdfText(base64: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64')));
  return (await extractText(pdf, { mergePages: true })).text;
}

async function proveedor(phId: string, token: string | undefined, body: Record<string, unknown>): Promise<string> {
  const res = await t.rest('POST', `/api/ph/${phId}/proveedores`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.proveedor.id;
}

const egreso = (over: Record<string, unknown> = {}) => ({
  proveedorId: juridica,
  rubro: 'Aseo',
  concepto: 'servicios',
  descripcion: 'Mantenimiento de ascensores, octubre',
  valorBruto: 1_000_000,
  fecha: '2026-10-15',
  medio: 'transferencia',
  ...over,
});

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  expect(
    (await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: '2026-11-02T09:00:00-05:00' } })).status,
  ).toBe(200);
  await presupuestoAprobado(t, x.phA.id, x.tokens.adminA!);
  juridica = await proveedor(x.phA.id, x.tokens.adminA, { razonSocial: 'Ascensores Andinos S.A.S.', nit: '900481516', dv: 6 });
  natural = await proveedor(x.phA.id, x.tokens.adminA, {
    razonSocial: 'Pedro Pérez',
    nit: '800123456',
    dv: 5,
    declarante: false,
    personaNatural: true,
  });
  proveedorB = await proveedor(x.phB.id, x.tokens.adminB, {
    razonSocial: 'Aguas Limpias Servicios S.A.S.',
    nit: '901234567',
    dv: 7,
  });
});
afterAll(async () => {
  await t?.close();
});

describe('egresos', () => {
  let primero: string;

  it('registers an egreso with the retención computed on the server (REST, Idempotency-Key)', async () => {
    const headers = { 'idempotency-key': 'egreso-1' };
    // Servicios, declarante: base 2 UVT = $ 105.000; 4 % of 1.000.000 = 40.000; neto 960.000.
    const res = await t.rest('POST', `/api/ph/${x.phA.id}/egresos`, { token: x.tokens.adminA, body: egreso(), headers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.egreso).toMatchObject({
      numero: 1,
      rubro: 'Aseo',
      fondoImprevistos: false,
      valorBruto: 1_000_000,
      baseUvt: 2,
      tarifaBp: 400,
      retencion: 40_000,
      neto: 960_000,
      estado: 'registrado',
      proveedorNit: '900481516-6',
    });
    primero = res.body.egreso.id;
    const repetido = await t.rest('POST', `/api/ph/${x.phA.id}/egresos`, { token: x.tokens.adminA, body: egreso(), headers });
    expect(repetido.body.egreso.id).toBe(primero);
    expect(await t.db.egreso.count({ where: { phId: x.phA.id } })).toBe(1);
    const otroCuerpo = await t.rest('POST', `/api/ph/${x.phA.id}/egresos`, {
      token: x.tokens.adminA,
      body: egreso({ valorBruto: 2 }),
      headers,
    });
    expect(otroCuerpo.status).toBe(409);
    expect(await t.db.auditLog.count({ where: { action: 'egreso.create', entityId: primero } })).toBe(1);
  });

  it('computes each case by hand on tRPC: below the base, no declarante, honorarios, fondo de imprevistos', async () => {
    const crear = async (over: Record<string, unknown>) => {
      const res = await t.trpc('mutation', 'egresos.create', { id: x.phA.id, ...egreso(over) }, x.tokens.adminA);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.result.data.egreso;
    };
    // Compras: base 10 UVT = $ 524.000; one peso below, nothing.
    expect(await crear({ concepto: 'compras', valorBruto: 523_999 })).toMatchObject({
      retencion: 0,
      neto: 523_999,
      tarifaBp: 250,
      numero: 2,
    });
    // At the base: 2,5 % of 524.000 = 13.100.
    expect(await crear({ concepto: 'compras', valorBruto: 524_000 })).toMatchObject({ retencion: 13_100, neto: 510_900 });
    // Servicios to a no declarante: 6 % of 300.000 = 18.000.
    expect(await crear({ proveedorId: natural, valorBruto: 300_000 })).toMatchObject({
      tarifaBp: 600,
      retencion: 18_000,
      neto: 282_000,
    });
    // Honorarios to a persona natural: 10 % of 2.000.000 = 200.000.
    expect(
      await crear({ proveedorId: natural, concepto: 'honorarios', valorBruto: 2_000_000, fecha: '2026-09-30' }),
    ).toMatchObject({
      retencion: 200_000,
      neto: 1_800_000,
    });
    // Aseo y vigilancia: 2 % of the AIU, not of the bruto — 2 % of 800.000 = 16.000.
    expect(
      await crear({ concepto: 'aseo_vigilancia', valorBruto: 8_000_000, baseRetencion: 800_000, fecha: '2026-08-10' }),
    ).toMatchObject({ baseRetencion: 800_000, tarifaBp: 200, retencion: 16_000, neto: 7_984_000 });
    // The fondo de imprevistos (art. 35) instead of a rubro.
    expect(await crear({ rubro: undefined, fondoImprevistos: true, concepto: 'no_sujeto', valorBruto: 80_000 })).toMatchObject({
      rubro: RUBRO_IMPREVISTOS,
      fondoImprevistos: true,
      retencion: 0,
    });
  });

  it('refuses a rubro outside the budget, a year without budget, a future date and another complex’s proveedor', async () => {
    const post = (over: Record<string, unknown>) =>
      t.rest('POST', `/api/ph/${x.phA.id}/egresos`, { token: x.tokens.adminA, body: egreso(over) });
    const rubro = await post({ rubro: 'Piscina' });
    expect(rubro.status).toBe(400);
    expect(rubro.body.message).toBe(EGRESOS_MSG.rubroNoExiste('Piscina', 2026));
    expect((await post({ fecha: '2025-12-31' })).body.message).toBe(EGRESOS_MSG.sinPresupuesto(2025));
    expect((await post({ fecha: '2026-11-03' })).body.message).toBe(EGRESOS_MSG.fechaFutura('2026-11-02'));
    expect((await post({ proveedorId: proveedorB })).body.message).toBe(EGRESOS_MSG.proveedorNotFound);
    expect((await post({ rubro: undefined })).status).toBe(422);
    expect((await post({ valorBruto: 10.5 })).status).toBe(422);
    const aiu = await post({ concepto: 'aseo_vigilancia', valorBruto: 100_000, baseRetencion: 200_000 });
    expect(aiu.status).toBe(422);
    expect(aiu.body.message).toContain(EGRESOS_MSG.aiu);
  });

  it('stores the soporte and serves it to the treasury readers', async () => {
    const form = new FormData();
    form.append('archivo', new Blob([new Uint8Array(PDF)]), 'factura-123.pdf');
    const up = await t.app.request(`/api/egresos/${primero}/soporte`, {
      method: 'POST',
      headers: { authorization: `Bearer ${x.tokens.adminA}` },
      body: form,
    });
    expect(up.status).toBe(200);
    expect(((await up.json()) as { egreso: { soporte: unknown } }).egreso.soporte).toEqual({
      nombre: 'factura-123.pdf',
      mime: 'application/pdf',
      tamano: PDF.length,
    });
    const file = await t.app.request(`/api/egresos/${primero}/soporte`, {
      headers: { authorization: `Bearer ${x.tokens.consejoA}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      (await t.app.request(`/api/egresos/${primero}/soporte`, { headers: { authorization: `Bearer ${x.tokens.adminB}` } }))
        .status,
    ).toBe(403);
    const consejo = new FormData();
    consejo.append('archivo', new Blob([new Uint8Array(PDF)]), 'x.pdf');
    expect(
      (
        await t.app.request(`/api/egresos/${primero}/soporte`, {
          method: 'POST',
          headers: { authorization: `Bearer ${x.tokens.consejoA}` },
          body: consejo,
        })
      ).status,
    ).toBe(403);
  });

  it('the comprobante de egreso is a PDF with its number and figures', async () => {
    const res = await t.trpc('query', 'egresos.pdf', { id: primero }, x.tokens.consejoA);
    expect(res.status).toBe(200);
    expect(res.body.result.data.archivo).toMatchObject({ tipo: 'application/pdf', nombre: 'comprobante-egreso-1.pdf' });
    const text = await pdfText(res.body.result.data.archivo.base64);
    expect(text).toContain('Comprobante de egreso N.º 1');
    expect(text).toContain('$ 40.000');
    expect(text).toContain('$ 960.000');
    const raw = await t.app.request(`/api/egresos/${primero}/comprobante.pdf`, {
      headers: { authorization: `Bearer ${x.tokens.adminA}` },
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(Buffer.from(await raw.arrayBuffer()).toString('base64'))).toContain('Comprobante de egreso N.º 1');
  });

  it('annuls with a motivo: stays listed, once only, out of the retenciones', async () => {
    const res = await t.trpc('mutation', 'egresos.anular', { id: primero, motivo: 'Factura duplicada' }, x.tokens.adminA);
    expect(res.status).toBe(200);
    expect(res.body.result.data.egreso).toMatchObject({
      estado: 'anulado',
      motivoAnulacion: 'Factura duplicada',
      retencion: 40_000,
    });
    const again = await t.rest('PUT', `/api/egresos/${primero}/anular`, { token: x.tokens.adminA, body: { motivo: 'Otra vez' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(EGRESOS_MSG.yaAnulado);
    const list = await t.rest('GET', `/api/ph/${x.phA.id}/egresos?anio=2026`, { token: x.tokens.consejoA });
    expect(list.body.total).toBe(7);
    expect(list.body.egresos.find((e: { id: string }) => e.id === primero).estado).toBe('anulado');
    const pdf = await t.trpc('query', 'egresos.pdf', { id: primero }, x.tokens.adminA);
    expect(await pdfText(pdf.body.result.data.archivo.base64)).toContain('ANULADO: Factura duplicada');
  });

  it('lists the retenciones to declare each month, every month even at zero', async () => {
    const res = await t.rest('GET', `/api/ph/${x.phA.id}/retenciones?anio=2026`, { token: x.tokens.consejoA });
    expect(res.status).toBe(200);
    expect(res.body.meses).toHaveLength(12);
    // October: compras 13.100 + servicios 18.000 (the annulled 40.000 is out). September: honorarios 200.000.
    const octubre = res.body.meses.find((m: { periodo: string }) => m.periodo === '2026-10');
    expect(octubre.total).toBe(31_100);
    expect(octubre.porConcepto).toEqual([
      { concepto: 'servicios', base: 300_000, retencion: 18_000 },
      { concepto: 'compras', base: 524_000, retencion: 13_100 },
    ]);
    expect(res.body.meses.find((m: { periodo: string }) => m.periodo === '2026-09').total).toBe(200_000);
    expect(res.body.meses.find((m: { periodo: string }) => m.periodo === '2026-01')).toEqual({
      periodo: '2026-01',
      total: 0,
      porConcepto: [],
    });
    expect(res.body.meses.find((m: { periodo: string }) => m.periodo === '2026-08').porConcepto).toEqual([
      { concepto: 'aseo_vigilancia', base: 800_000, retencion: 16_000 },
    ]);
    expect(res.body.total).toBe(247_100);
    const trpc = await t.trpc('query', 'egresos.retenciones.get', { id: x.phA.id, anio: 2026 }, x.tokens.adminA);
    expect(trpc.body.result.data.total).toBe(247_100);
  });

  it('the certificado de retenciones of a proveedor is a PDF with its totals', async () => {
    const res = await t.trpc(
      'query',
      'egresos.certificado.pdf',
      { id: x.phA.id, proveedorId: natural, anio: 2026 },
      x.tokens.adminA,
    );
    expect(res.status).toBe(200);
    const archivo = res.body.result.data.archivo;
    expect(archivo.tipo).toBe('application/pdf');
    const text = await pdfText(archivo.base64);
    expect(text).toContain('Certificado de retención en la fuente 2026');
    expect(text).toContain('Pedro Pérez · NIT 800123456-5');
    expect(text).toContain('$ 218.000'); // 18.000 + 200.000
    const rest = await t.rest('GET', `/api/ph/${x.phA.id}/proveedores/${proveedorB}/certificado-retenciones.pdf?anio=2026`, {
      token: x.tokens.adminA,
    });
    expect(rest.status).toBe(404);
  });

  it('the table starts with the defaults; the administration edits it and new egresos follow it', async () => {
    const get = await t.rest('GET', `/api/ph/${x.phA.id}/retencion/tarifas?anio=2026`, { token: x.tokens.consejoA });
    expect(get.status).toBe(200);
    expect(get.body).toMatchObject({ anio: 2026, uvt: 52_374, guardada: false });
    expect(get.body.tarifas.find((f: { concepto: string }) => f.concepto === 'servicios')).toMatchObject({
      basePesos: 105_000,
      tarifaDeclaranteBp: 400,
    });
    expect(
      (
        await t.rest('PUT', `/api/ph/${x.phA.id}/retencion/tarifas`, {
          token: x.tokens.consejoA,
          body: {
            anio: 2026,
            uvt: 52_374,
            tarifas: [{ concepto: 'servicios', baseUvt: 2, tarifaDeclaranteBp: 400, tarifaNoDeclaranteBp: 600 }],
          },
        })
      ).status,
    ).toBe(403);
    const put = await t.trpc(
      'mutation',
      'egresos.tarifas.update',
      {
        id: x.phA.id,
        anio: 2026,
        uvt: 52_374,
        tarifas: [
          { concepto: 'servicios', baseUvt: 4, tarifaDeclaranteBp: 600, tarifaNoDeclaranteBp: 600, fuente: 'Acta del contador' },
        ],
      },
      x.tokens.adminA,
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.result.data.guardada).toBe(true);
    expect(put.body.result.data.tarifas.find((f: { concepto: string }) => f.concepto === 'servicios')).toMatchObject({
      baseUvt: 4,
      basePesos: 209_000,
    });
    // 4 UVT = 209.496 → $ 209.000; 6 % of 300.000 = 18.000 (the old egresos keep what they stored).
    const nuevo = await t.rest('POST', `/api/ph/${x.phA.id}/egresos`, {
      token: x.tokens.adminA,
      body: egreso({ valorBruto: 300_000 }),
    });
    expect(nuevo.body.egreso).toMatchObject({ tarifaBp: 600, retencion: 18_000 });
    expect(
      (await t.rest('POST', `/api/ph/${x.phA.id}/egresos`, { token: x.tokens.adminA, body: egreso({ valorBruto: 208_999 }) }))
        .body.egreso.retencion,
    ).toBe(0);
  });
});
