// Issue 26 #11, «ISO dates beside long Spanish dates» and «the recibo does not name the payer»: the
// recibo de caja read «Fecha del pago: 2026-11-10 … Valor recibido: $1.234.567» without saying who
// paid, and the estado de cuenta «Corte: 2026-11-26 · Coeficiente: 8.25 %». Now every treasury PDF
// writes money, dates and percentages as the screens do (es-CO: «$ 1.234.567», «10 de nov de 2026»,
// «8,25 %»), and the recibo names the unit's owner as the payer.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createProperty, createResidente } from './support/tenants.ts';

let t: TestApp;
let admin: TestUser;
let dueno: TestUser;
let unidad: { id: string };
let phId: string;

const ISO = /\b\d{4}-\d{2}-\d{2}\b/;

async function pdfText(base64: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64')));
  return (await extractText(pdf, { mergePages: true })).text;
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  admin = await createTestUser(t.db, { nombre: 'Administradora' });
  const ph = await createProperty(t.db, 'Conjunto Recibos', admin.user.id);
  phId = ph.id;
  dueno = await createTestUser(t.db, { nombre: 'Marta Gómez', roles: [{ phId, rol: 'propietario' }] });
  unidad = await t.db.apartamento.create({ data: { phId, torre: '1', numero: '101', coeficiente: '8.25' } });
  const registro = await createResidente(t.db, unidad.id, dueno.user.id);
  await t.db.residente.update({ where: { id: registro.id }, data: { tipo: 'propietario', nombre: 'Marta Gómez' } });
  await t.db.cargo.create({
    data: {
      phId,
      apartamentoId: unidad.id,
      tipo: 'ordinaria',
      concepto: 'Cuota de administración 2026-11',
      periodo: '2026-11',
      fecha: new Date('2026-11-01T00:00:00Z'),
      fechaVencimiento: new Date('2026-11-30T00:00:00Z'),
      valor: 1_234_567,
      generaMora: false,
      estado: 'vigente',
    },
  });
  const superAdmin = await createTestUser(t.db, { platformRole: 'SUPER_ADMIN' });
  expect(
    (await t.rest('PUT', '/api/test/reloj', { token: superAdmin.token, body: { ahora: '2026-11-26T15:04:00-05:00' } })).status,
  ).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('treasury PDFs in es-CO', () => {
  it('the recibo de caja names the payer and writes the amount and the date as people read them', async () => {
    const pago = await t.rest('POST', `/api/ph/${phId}/pagos`, {
      token: admin.token,
      body: { apartamentoId: unidad.id, valor: 1_234_567, fecha: '2026-11-10', medio: 'transferencia' },
    });
    expect(pago.status).toBe(200);
    const recibo = await t.trpc('query', 'tesoreria.pagos.pdf', { id: pago.body.pago.id }, dueno.token);
    expect(recibo.status).toBe(200);
    const text = await pdfText(recibo.body.result.data.archivo.base64);
    expect(text).toContain('Recibido de: Marta Gómez');
    expect(text).toContain('Fecha del pago: 10 de nov de 2026');
    expect(text).toContain('Valor recibido: $ 1.234.567');
    expect(text).not.toMatch(ISO);
  });

  it('the estado de cuenta writes its cut-off date, coeficiente, movements and balances in es-CO', async () => {
    const res = await t.trpc('query', 'tesoreria.estadoCuenta.pdf', { id: unidad.id }, dueno.token);
    expect(res.status).toBe(200);
    const text = await pdfText(res.body.result.data.archivo.base64);
    expect(text).toContain('Coeficiente: 8,25 %');
    expect(text).toContain('Corte: 26 de nov de 2026');
    expect(text).toContain('1 de nov de 2026');
    expect(text).toContain('$ 1.234.567');
    expect(text).toContain('Total a pagar: $ 0');
    expect(text).not.toMatch(ISO);
  });
});
