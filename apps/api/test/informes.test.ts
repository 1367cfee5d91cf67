// Ejecución presupuestal and the consejo's monthly report (issue 29): GET /api/ph/{id}/ejecucion, GET
// /api/ph/{id}/informe-mensual.pdf, POST/GET /api/ph/{id}/informes, on both facades, with figures
// worked out by hand. The egresos, órdenes, planes and PQRS are inserted directly (their modules are
// written alongside). The clock stands at 2026-04-10 (Bogotá).
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PH, Proveedor } from '@horizonte/db';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createProperty, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let admin: TestUser;
let consejo: TestUser[];
let ph: PH;
let proveedor: Proveedor;
let numero = 0;

const d = (fecha: string) => new Date(`${fecha}T00:00:00Z`);

async function pdfText(base64: string): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64'))), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

function egreso(rubro: string, fecha: string, valor: number, extra: { fondoImprevistos?: boolean; anuladoEn?: Date } = {}) {
  numero += 1;
  return t.db.egreso.create({
    data: {
      phId: ph.id,
      numero,
      proveedorId: proveedor.id,
      rubro,
      fondoImprevistos: extra.fondoImprevistos ?? false,
      concepto: 'servicios',
      descripcion: `Pago ${numero}`,
      valorBruto: valor,
      tarifaBp: 0,
      retencion: 0,
      neto: valor,
      fecha: d(fecha),
      medio: 'transferencia',
      estado: extra.anuladoEn ? 'anulado' : 'registrado',
      anuladoEn: extra.anuladoEn ?? null,
      motivoAnulacion: extra.anuladoEn ? 'Valor errado' : null,
      createdAt: d(fecha),
    },
  });
}

async function pqrs(n: number, vence: string, respondida: string | null) {
  const solicitante = admin.user.id;
  await t.db.pqrs.create({
    data: {
      phId: ph.id,
      anio: 2026,
      numero: n,
      radicado: `PQRS-2026-${n}`,
      tipo: 'peticion',
      subtipo: 'general',
      asunto: `Asunto ${n}`,
      descripcion: 'Descripción',
      solicitanteId: solicitante,
      estado: respondida ? 'respondida' : 'en_tramite',
      fechaRadicacion: new Date('2026-02-20T15:00:00Z'),
      fechaInicio: d('2026-02-20'),
      terminoDias: 15,
      fechaVencimiento: d(vence),
      respondidaEn: respondida ? new Date(respondida) : null,
    },
  });
}

async function orden(n: number, creada: string, extra: Record<string, unknown> = {}) {
  return t.db.ordenTrabajo.create({
    data: {
      phId: ph.id,
      numero: n,
      titulo: `Orden ${n}`,
      createdAt: new Date(creada),
      updatedAt: new Date(creada),
      ...extra,
    },
  });
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  expect(
    (await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: '2026-04-10T15:00:00.000Z' } })).status,
  ).toBe(200);
  admin = await createTestUser(t.db, { nombre: 'Administradora Informes' });
  ph = await createProperty(t.db, 'Conjunto Informes', admin.user.id);
  consejo = [
    await createTestUser(t.db, { nombre: 'Consejera Uno', roles: [{ phId: ph.id, rol: 'consejo' }] }),
    await createTestUser(t.db, { nombre: 'Consejero Dos', roles: [{ phId: ph.id, rol: 'consejo' }] }),
  ];
  // Vigilancia 12.000.000 (1.000.000 a month), Aseo 6.000.000 (500.000); fondo 1 % = 180.000 (15.000 a month).
  await t.db.presupuesto.create({
    data: {
      phId: ph.id,
      anio: 2026,
      porcentajeImprevistos: '1',
      rubros: [
        { nombre: 'Vigilancia', valorAnual: 12_000_000 },
        { nombre: 'Aseo', valorAnual: 6_000_000 },
      ],
      totalRubros: 18_000_000,
      valorImprevistos: 180_000,
      totalAnual: 18_180_000,
      cuotaMensualTotal: 1_515_000,
      estado: 'aprobado',
      aprobadoEn: new Date('2026-01-05T15:00:00Z'),
    },
  });
  const ahora = new Date('2026-01-02T15:00:00Z');
  proveedor = await t.db.proveedor.create({
    data: { phId: ph.id, razonSocial: 'Vigilancia Segura S.A.S.', nit: '900123456', dv: 8, createdAt: ahora, updatedAt: ahora },
  });
  await egreso('Vigilancia', '2026-01-31', 1_000_000);
  await egreso('Vigilancia', '2026-02-28', 1_100_000);
  await egreso('Vigilancia', '2026-03-31', 950_000);
  await egreso('Aseo', '2026-03-15', 450_000);
  // Annulled in March: not executed. Annulled in April: still executed at the end of March.
  await egreso('Aseo', '2026-03-16', 300_000, { anuladoEn: new Date('2026-03-20T15:00:00Z') });
  await egreso('Aseo', '2026-03-17', 200_000, { anuladoEn: new Date('2026-04-02T15:00:00Z') });
  await egreso('Fondo de imprevistos', '2026-03-20', 40_000, { fondoImprevistos: true });
  await egreso('Vigilancia', '2026-04-05', 1_000_000);
  // One unit billed 1.515.000 on 1 March (due the 10th), 1.000.000 paid on the 15th.
  const unidad = await t.db.apartamento.create({ data: { phId: ph.id, torre: '1', numero: '101', coeficiente: '100' } });
  const cargo = await t.db.cargo.create({
    data: {
      phId: ph.id,
      apartamentoId: unidad.id,
      tipo: 'ordinaria',
      concepto: 'Cuota de administración 2026-03',
      periodo: '2026-03',
      fecha: d('2026-03-01'),
      fechaVencimiento: d('2026-03-10'),
      valor: 1_515_000,
      generaMora: false,
      estado: 'vigente',
    },
  });
  const pago = await t.db.pago.create({
    data: {
      phId: ph.id,
      apartamentoId: unidad.id,
      numeroRecibo: 1,
      valor: 1_000_000,
      fecha: d('2026-03-15'),
      medio: 'transferencia',
    },
  });
  await t.db.aplicacionPago.create({ data: { pagoId: pago.id, cargoId: cargo.id, valor: 1_000_000, fecha: d('2026-03-15') } });
  // PQRS: answered in March on its due date (in term), answered in March after it, due in March and unanswered.
  await pqrs(1, '2026-03-12', '2026-03-12T22:00:00Z');
  await pqrs(2, '2026-03-05', '2026-03-09T15:00:00Z');
  await pqrs(3, '2026-03-18', null);
  // Órdenes: two opened in March (one verified in March), one opened in February and cancelled in March.
  await orden(1, '2026-03-02T15:00:00Z', { estado: 'verificada', verificadaEn: new Date('2026-03-25T15:00:00Z') });
  await orden(2, '2026-03-03T15:00:00Z');
  await orden(3, '2026-02-10T15:00:00Z', { estado: 'cancelada', canceladaEn: new Date('2026-03-04T15:00:00Z') });
  // A legal obligation whose orden was due on 1 March and is still open: vencida.
  const plan = await t.db.planMantenimiento.create({
    data: {
      phId: ph.id,
      titulo: 'Lavado y desinfección de tanques',
      frecuencia: 'meses',
      intervalo: 6,
      fechaInicio: d('2025-09-01'),
      obligacionLegal: true,
      fuente: 'Decreto 1575 de 2007',
      createdAt: ahora,
      updatedAt: ahora,
    },
  });
  await orden(4, '2026-02-15T15:00:00Z', { planId: plan.id, fechaProgramada: d('2026-03-01') });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/ph/{id}/ejecucion', () => {
  it('compares each rubro with its budget to today, by month, and the fondo de imprevistos (REST)', async () => {
    const res = await t.rest('GET', `/api/ph/${ph.id}/ejecucion`, { token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, anio: 2026, hasta: '2026-04-10' });
    const [vigilancia, aseo] = res.body.rubros;
    // 1.000.000 + 1.100.000 + 950.000 + 1.000.000 of 4 × 1.000.000 (January–April).
    expect(vigilancia).toMatchObject({
      rubro: 'Vigilancia',
      enPresupuesto: true,
      presupuestadoAnual: 12_000_000,
      presupuestadoALaFecha: 4_000_000,
      ejecutado: 4_050_000,
      porcentaje: 101.25,
      variacion: 50_000,
    });
    expect(vigilancia.meses.map((m: { ejecutado: number }) => m.ejecutado)).toEqual([1_000_000, 1_100_000, 950_000, 1_000_000]);
    // Today both Aseo anulaciones are past: only the 450.000 counts.
    expect(aseo).toMatchObject({
      rubro: 'Aseo',
      presupuestadoALaFecha: 2_000_000,
      ejecutado: 450_000,
      porcentaje: 22.5,
      variacion: -1_550_000,
    });
    expect(res.body.fondo).toMatchObject({
      porcentaje: 1,
      valorAnual: 180_000,
      asignadoALaFecha: 60_000,
      ejecutado: 40_000,
      saldo: 20_000,
    });
  });

  it('cuts at a date: the end of March on tRPC, for the consejo, counts the egreso annulled in April', async () => {
    const res = await t.trpc(
      'query',
      'informes.ejecucion.get',
      { id: ph.id, anio: 2026, hasta: '2026-03-31' },
      consejo[0]!.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const e = res.body.result.data;
    expect(e.rubros.map((r: { rubro: string; ejecutado: number }) => [r.rubro, r.ejecutado])).toEqual([
      ['Vigilancia', 3_050_000],
      ['Aseo', 650_000],
    ]);
    // 3.700.000 of 4.500.000 = 82,22 %.
    expect(e.totales).toEqual({
      presupuestadoAnual: 18_000_000,
      presupuestadoALaFecha: 4_500_000,
      ejecutado: 3_700_000,
      porcentaje: 82.22,
      variacion: -800_000,
    });
    expect(e.fondo).toMatchObject({ asignadoALaFecha: 45_000, ejecutado: 40_000, saldo: 5_000 });
  });

  it('answers 404 without an approved budget and 400 for a cut outside the year, in Spanish', async () => {
    const sin = await t.rest('GET', `/api/ph/${ph.id}/ejecucion?anio=2025`, { token: admin.token });
    expect([sin.status, sin.body.message]).toEqual([404, 'No hay un presupuesto aprobado para 2025']);
    const fuera = await t.rest('GET', `/api/ph/${ph.id}/ejecucion?anio=2026&hasta=2025-12-31`, { token: admin.token });
    expect([fuera.status, fuera.body.message]).toEqual([400, 'La fecha de corte debe estar dentro de 2026']);
  });
});

describe('GET /api/ph/{id}/informe-mensual.pdf', () => {
  it('is the consejo pack of March as a PDF file on REST, with the figures of the month', async () => {
    const res = await t.app.request(`/api/ph/${ph.id}/informe-mensual.pdf?periodo=2026-03`, {
      headers: { authorization: `Bearer ${consejo[1]!.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('informe-mensual-2026-03.pdf');
    const text = await pdfText(Buffer.from(await res.arrayBuffer()).toString('base64'));
    expect(text).toContain('Informe mensual al consejo de administración: marzo de 2026');
    // Recaudo: 1.000.000 of 1.515.000 = 66,01 %.
    expect(text).toContain('Facturado en el mes: $ 1.515.000');
    expect(text).toContain('Recaudado en el mes: $ 1.000.000 (66,01 % de lo facturado)');
    // Cartera: 515.000 owed 21 days after its due date.
    expect(text).toContain('Cartera total al 31 de mar de 2026: $ 515.000');
    expect(text).toMatch(/1–30 días \$ 515\.000/);
    // Egresos of March: 950.000 + 650.000 (Aseo, one annulled only in April) + 40.000 = 1.640.000.
    expect(text).toMatch(/Vigilancia \$ 950\.000/);
    expect(text).toMatch(/Total \$ 1\.640\.000/);
    // Aseo: 650.000 of 1.500.000 = 43,33 %, 850.000 under its budget (a hyphen: the PDF font has no minus sign).
    expect(text).toContain('Aseo $ 6.000.000 $ 1.500.000 $ 650.000 43,33 % -$ 850.000');
    expect(text).toContain('Saldo: $ 5.000');
    expect(text).toMatch(/Lavado y desinfección de tanques Decreto 1575 de 2007 Vencido/);
    expect(text).toContain('Respondidas en el mes: 2 (1 dentro del término, 1 fuera del término)');
    expect(text).toContain('Vencidas sin respuesta al cierre del mes: 1');
    expect(text).toContain('Abiertas en el mes: 2. Cerradas (verificadas): 1. Canceladas: 1.');
    expect(text).toContain('Pendientes al cierre del mes: 2.');
  });

  it('is the same document as base64 on tRPC, and refuses a month that has not begun', async () => {
    const res = await t.trpc('query', 'informes.pdf', { id: ph.id, periodo: '2026-03' }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.result.data.archivo).toMatchObject({ nombre: 'informe-mensual-2026-03.pdf', tipo: 'application/pdf' });
    expect(await pdfText(res.body.result.data.archivo.base64)).toContain('marzo de 2026');
    const futuro = await t.rest('GET', `/api/ph/${ph.id}/informe-mensual.pdf?periodo=2026-05`, { token: admin.token });
    expect([futuro.status, futuro.body.message]).toEqual([400, 'El periodo 2026-05 aún no ha comenzado']);
  });

  it('is documented as application/pdf', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths['/ph/{id}/informe-mensual.pdf'].get.responses['200'].content)).toEqual(['application/pdf']);
    expect(doc.body.paths['/ph/{id}/ejecucion'].get).toBeDefined();
  });
});

describe('POST /api/ph/{id}/informes', () => {
  it('publishes a month once, mails the PDF to each consejo member, and lists it', async () => {
    const headers = { 'idempotency-key': 'informe-2026-03' };
    const res = await t.rest('POST', `/api/ph/${ph.id}/informes`, { token: admin.token, body: { periodo: '2026-03' }, headers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      destinatarios: 2,
      informe: {
        periodo: '2026-03',
        publicadoPor: 'Administradora Informes',
        publicadoEn: expect.stringMatching(/^2026-04-10T15:/),
      },
    });
    // The same request again answers the same, creating nothing; another request is a conflict.
    const replay = await t.rest('POST', `/api/ph/${ph.id}/informes`, {
      token: admin.token,
      body: { periodo: '2026-03' },
      headers,
    });
    expect(replay.body.informe.id).toBe(res.body.informe.id);
    const again = await t.rest('POST', `/api/ph/${ph.id}/informes`, { token: admin.token, body: { periodo: '2026-03' } });
    expect([again.status, again.body.message]).toEqual([409, 'El informe de 2026-03 ya fue publicado']);
    const trpcAgain = await t.trpc('mutation', 'informes.publicar', { id: ph.id, periodo: '2026-03' }, admin.token);
    expect([trpcAgain.status, trpcAgain.body.error.message]).toEqual([409, 'El informe de 2026-03 ya fue publicado']);
    expect(await t.db.informeMensual.count({ where: { phId: ph.id } })).toBe(1);
    expect(await t.db.auditLog.count({ where: { phId: ph.id, action: 'informe.publicar' } })).toBe(1);

    for (const miembro of consejo) {
      const mail = await t.smtp.waitFor(miembro.user.email, { subject: /Informe mensual de marzo de 2026/ });
      expect(mail.subject).toBe('Informe mensual de marzo de 2026 (Conjunto Informes)');
      expect(mail.text).toContain(`Hola ${miembro.user.nombre}`);
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ['informe-mensual-2026-03.pdf', 'application/pdf'],
      ]);
      expect(await pdfText(mail.attachments[0]!.content.toString('base64'))).toContain('Saldo: $ 5.000');
    }

    const feb = await t.trpc('mutation', 'informes.publicar', { id: ph.id, periodo: '2026-02' }, admin.token);
    expect(feb.status).toBe(200);
    const list = await t.rest('GET', `/api/ph/${ph.id}/informes`, { token: consejo[0]!.token });
    expect(list.status).toBe(200);
    expect(list.body.informes.map((i: { periodo: string }) => i.periodo)).toEqual(['2026-03', '2026-02']);
    const viaTrpc = await t.trpc('query', 'informes.list', { id: ph.id }, admin.token);
    expect(viaTrpc.body.result.data.total).toBe(2);
  });

  it('refuses the consejo (it reads but does not publish) and a month that has not begun', async () => {
    const consejoRes = await t.rest('POST', `/api/ph/${ph.id}/informes`, {
      token: consejo[0]!.token,
      body: { periodo: '2026-01' },
    });
    expect(consejoRes.status).toBe(403);
    const futuro = await t.rest('POST', `/api/ph/${ph.id}/informes`, { token: admin.token, body: { periodo: '2026-06' } });
    expect([futuro.status, futuro.body.message]).toEqual([400, 'El periodo 2026-06 aún no ha comenzado']);
    const malo = await t.rest('POST', `/api/ph/${ph.id}/informes`, { token: admin.token, body: { periodo: '2026-13' } });
    expect([malo.status, malo.body.message]).toEqual([422, 'El periodo debe tener el formato AAAA-MM']);
  });
});
