// Pagos en línea (issue 28), on both facades and through real HTTP: the app listens on a loopback port,
// the complexes' gateway points at the local simulator (/dev/pasarela, which speaks Wompi's protocol),
// and every event reaches the webhook as a gateway's would. Covers the gateway config (secrets
// write-only and encrypted), the owner's intent (default valor, limits, Idempotency-Key), authentic,
// forged, replayed and concurrent events, mismatches, declined, error, voided, expired intents, the
// daily query against the simulator, the conciliación and the simulator itself.
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  calcularComision,
  etiquetaMedioPasarela,
  PAGO_EN_LINEA_MARGEN_SOBRE_DEUDA,
  PAGO_EN_LINEA_MINIMO,
  PAGOS_EN_LINEA_MSG,
  valorDeCobros,
} from '@horizonte/contracts';

import { checksumEvento } from '../src/modules/pagos-en-linea/wompi.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { listen, type Listening } from './support/listen.ts';
import { createMoroso } from './support/moroso.ts';
import { createProperty, createResidente, createTenants, nextId, type Tenants } from './support/tenants.ts';
import { presupuestoAprobado } from './support/tesoreria.ts';
import { createApp } from './support/validated-app.ts';

let t: TestApp;
let x: Tenants;
let server: Listening;

const SECRETO_INTEGRIDAD = 'test_integrity_A1b2C3d4E5f6';
const SECRETO_EVENTOS = 'test_events_Z9y8X7w6V5u4';
const SECRETO_EVENTOS_B = 'test_events_B_otro_conjunto';

const configA = {
  proveedor: 'wompi',
  llavePublica: 'pub_test_conjuntoA1234',
  secretoIntegridad: SECRETO_INTEGRIDAD,
  secretoEventos: SECRETO_EVENTOS,
  ambiente: 'pruebas',
  llaveBreB: '@conjuntoa',
  banco: 'Bancolombia',
  tipoCuenta: 'ahorros',
  numeroCuenta: '123-456789-01',
  titularCuenta: 'Conjunto A P.H.',
} as const;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  server = await listen((request) => t.app.fetch(request));
  const a = await t.rest('PUT', `/api/ph/${x.phA.id}/pasarela`, { token: x.tokens.adminA, body: configA });
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  const b = await t.rest('PUT', `/api/ph/${x.phB.id}/pasarela`, {
    token: x.tokens.adminB,
    body: { ...configA, llavePublica: 'pub_test_conjuntoB1234', secretoEventos: SECRETO_EVENTOS_B },
  });
  expect(b.status, JSON.stringify(b.body)).toBe(200);
  // As the demo seed does: the gateway is the simulator this process serves.
  await t.db.pasarelaConfig.updateMany({ data: { urlApi: `${server.base}/dev/pasarela` } });
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

/** A charge without mora, due in the future: the unit owes exactly `valor`. */
async function deber(apartamentoId: string, phId: string, valor: number) {
  await t.db.cargo.create({
    data: {
      phId,
      apartamentoId,
      tipo: 'ordinaria',
      concepto: `Cuota ${nextId()}`,
      periodo: '2099-01',
      fecha: new Date('2026-01-01T00:00:00Z'),
      fechaVencimiento: new Date('2099-01-10T00:00:00Z'),
      valor,
      generaMora: false,
      estado: 'vigente',
    },
  });
}

/** A fresh unit of complex A, linked to residenteA, owing `valor`. */
async function unidadConDeuda(valor: number) {
  const unidad = await t.db.apartamento.create({ data: { phId: x.phA.id, torre: '2', numero: `${nextId()}`, coeficiente: 1 } });
  await t.db.residente.create({
    data: {
      apartamentoId: unidad.id,
      userId: x.users.residenteA.user.id,
      nombre: 'Residente A',
      tipoDocumento: 'CC',
      numeroDocumento: `8${nextId()}`,
      email: x.users.residenteA.user.email,
      tipo: 'propietario',
    },
  });
  if (valor > 0) await deber(unidad.id, x.phA.id, valor);
  return unidad;
}

async function iniciar(apartamentoId: string, body: Record<string, unknown> = {}) {
  const res = await t.rest('POST', `/api/apartamentos/${apartamentoId}/pagos-en-linea`, { token: x.tokens.residenteA, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.intento as { id: string; referencia: string; valor: number; urlPago: string; estado: string };
}

async function simular(referencia: string, body: Record<string, unknown>) {
  const res = await fetch(`${server.base}/dev/pasarela/transacciones/${referencia}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { transaccion: { id: string }; webhook: number | null } };
}

function evento(
  tx: { id: string; reference: string; amount_in_cents: number; currency?: string; status: string },
  secreto: string,
) {
  const data = { transaction: { currency: 'COP', payment_method_type: 'CARD', ...tx } };
  const properties = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
  const timestamp = 1_764_000_000;
  return {
    event: 'transaction.updated',
    data,
    environment: 'test',
    signature: { properties, checksum: checksumEvento(data, properties, timestamp, secreto) },
    timestamp,
    sent_at: '2026-11-28T15:00:00.000Z',
  };
}

async function webhook(body: unknown) {
  const res = await fetch(`${server.base}/api/pasarela/wompi/eventos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function totalAPagar(apartamentoId: string): Promise<number> {
  const res = await t.rest('GET', `/api/apartamentos/${apartamentoId}/estado-cuenta`, { token: x.tokens.residenteA });
  return res.body.totalAPagar as number;
}

/** Waits for the queue; on a timeout, says which job is still there and why (its last error). */
async function settle() {
  await t.jobs.settle().catch(async (error: unknown) => {
    const jobs = await t.db.$queryRawUnsafe<unknown[]>(
      "SELECT name, state, retry_count, output::text FROM pgboss.job WHERE state < 'completed'",
    );
    throw new Error(`${String(error)}: ${JSON.stringify(jobs)}`);
  });
}

const pagosDe = (apartamentoId: string) => t.db.pago.findMany({ where: { apartamentoId, medio: 'pasarela' } });

describe('the complex’s gateway (PUT/GET /ph/{id}/pasarela)', () => {
  it('never answers a secret, stores them encrypted, audits the change', async () => {
    for (const res of [
      await t.rest('GET', `/api/ph/${x.phA.id}/pasarela`, { token: x.tokens.adminA }),
      await t.trpc('query', 'pagosEnLinea.pasarela.get', { id: x.phA.id }, x.tokens.adminA),
    ]) {
      expect(res.status).toBe(200);
      const pasarela = res.body.pasarela ?? res.body.result.data.pasarela;
      expect(JSON.stringify(res.body)).not.toContain(SECRETO_EVENTOS);
      expect(JSON.stringify(res.body)).not.toContain(SECRETO_INTEGRIDAD);
      expect(pasarela).toMatchObject({
        configurada: true,
        proveedor: 'wompi',
        llavePublica: 'pub_test_conjuntoA1234',
        ambiente: 'pruebas',
        secretoIntegridadDefinido: true,
        secretoEventosDefinido: true,
        urlEventos: 'http://horizonte.test/api/pasarela/wompi/eventos',
        transferencia: { llaveBreB: '@conjuntoa', numeroCuenta: '123-456789-01', tipoCuenta: 'ahorros' },
      });
    }
    const row = await t.db.pasarelaConfig.findUniqueOrThrow({ where: { phId: x.phA.id } });
    expect(row.secretoEventos).not.toContain(SECRETO_EVENTOS);
    expect(row.secretoEventos).toMatch(/^v1\./);
    const audits = await t.db.auditLog.findMany({ where: { phId: x.phA.id, action: { startsWith: 'pasarela.' } } });
    expect(audits.map((a) => a.action)).toContain('pasarela.create');
    expect(JSON.stringify(audits)).not.toContain(SECRETO_EVENTOS);
  });

  it('keeps the stored secrets when a change omits them; asks them the first time; checks the key against the ambiente', async () => {
    const { secretoIntegridad: _i, secretoEventos: _e, ...sinSecretos } = configA;
    const res = await t.rest('PUT', `/api/ph/${x.phA.id}/pasarela`, {
      token: x.tokens.adminA,
      body: { ...sinSecretos, banco: 'Davivienda' },
    });
    expect(res.status).toBe(200);
    expect(res.body.pasarela.secretoEventosDefinido).toBe(true);
    expect(res.body.pasarela.transferencia.banco).toBe('Davivienda');
    const otro = await t.db.pH.create({
      data: {
        nombre: 'Sin pasarela',
        nit: `8${nextId()}`,
        direccion: 'Calle 1',
        ciudad: 'Cali',
        identificador: `sp${nextId()}x`,
        searchText: 'x',
      },
    });
    await t.db.userRole.create({ data: { userId: x.users.adminA.user.id, phId: otro.id, rol: 'admin' } });
    const primera = await t.rest('PUT', `/api/ph/${otro.id}/pasarela`, { token: x.tokens.adminA, body: sinSecretos });
    expect(primera.status).toBe(400);
    expect(primera.body.message).toBe('El secreto de integridad es obligatorio la primera vez');
    const ambiente = await t.trpc(
      'mutation',
      'pagosEnLinea.pasarela.update',
      { id: x.phA.id, ...configA, ambiente: 'produccion' },
      x.tokens.adminA,
    );
    expect(ambiente.status).toBe(422);
    expect(JSON.stringify(ambiente.body)).toContain('La llave pública no corresponde al ambiente elegido');
  });
});

describe('the owner starts a payment (POST /apartamentos/{id}/pagos-en-linea)', () => {
  it('defaults to the total a pagar and signs Wompi’s checkout URL', async () => {
    const unidad = await unidadConDeuda(364_780);
    const intento = await iniciar(unidad.id);
    expect(intento).toMatchObject({ valor: 364_780, estado: 'pendiente' });
    const url = new URL(intento.urlPago);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.base}/dev/pasarela/checkout`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'public-key': 'pub_test_conjuntoA1234',
      currency: 'COP',
      'amount-in-cents': '36478000',
      reference: intento.referencia,
      'redirect-url': `http://horizonte.test/pagos-en-linea/${intento.id}`,
      'signature:integrity': createHash('sha256').update(`${intento.referencia}36478000COP${SECRETO_INTEGRIDAD}`).digest('hex'),
    });
    expect(intento.referencia.startsWith(x.phA.id.replace(/-/g, '').slice(0, 12))).toBe(true);
  });

  it('refuses more than the debt plus the margin, less than the minimum, nothing owed, no gateway', async () => {
    const unidad = await unidadConDeuda(100_000);
    const mas = await t.rest('POST', `/api/apartamentos/${unidad.id}/pagos-en-linea`, {
      token: x.tokens.residenteA,
      body: { valor: 100_000 + PAGO_EN_LINEA_MARGEN_SOBRE_DEUDA + 1 },
    });
    expect(mas.status).toBe(400);
    expect(mas.body.message).toBe('El valor no puede superar lo que debe la unidad ($ 101.000)');
    const menos = await t.trpc(
      'mutation',
      'pagosEnLinea.create',
      { id: unidad.id, valor: PAGO_EN_LINEA_MINIMO - 1 },
      x.tokens.residenteA,
    );
    expect(menos.status).toBe(400);
    expect(menos.body.error.message).toBe('El valor mínimo de un pago en línea es $ 5.000');
    expect((await iniciar(unidad.id, { valor: 100_500 })).valor).toBe(100_500);
    const alDia = await unidadConDeuda(0);
    const nada = await t.rest('POST', `/api/apartamentos/${alDia.id}/pagos-en-linea`, { token: x.tokens.residenteA, body: {} });
    expect(nada.status).toBe(400);
    expect(nada.body.message).toBe('La unidad no tiene saldo pendiente por pagar');
    // Complex B's unit, linked to residenteA for this test: B's gateway is removed first.
    const enB = await t.db.apartamento.create({ data: { phId: x.phB.id, torre: '9', numero: `${nextId()}`, coeficiente: 1 } });
    await t.db.residente.create({
      data: {
        apartamentoId: enB.id,
        userId: x.users.residenteA.user.id,
        nombre: 'R',
        tipoDocumento: 'CC',
        numeroDocumento: `6${nextId()}`,
      },
    });
    await deber(enB.id, x.phB.id, 50_000);
    const guardada = await t.db.pasarelaConfig.findUniqueOrThrow({ where: { phId: x.phB.id } });
    await t.db.pasarelaConfig.delete({ where: { phId: x.phB.id } });
    const sin = await t.rest('POST', `/api/apartamentos/${enB.id}/pagos-en-linea`, { token: x.tokens.residenteA, body: {} });
    await t.db.pasarelaConfig.create({ data: guardada });
    expect(sin.status).toBe(409);
    expect(sin.body.message).toBe('El conjunto todavía no recibe pagos en línea');
  });

  it('honours Idempotency-Key: the same key answers the same intent and creates one', async () => {
    const unidad = await unidadConDeuda(80_000);
    const key = `pago-${nextId()}`;
    const call = () =>
      t.rest('POST', `/api/apartamentos/${unidad.id}/pagos-en-linea`, {
        token: x.tokens.residenteA,
        body: {},
        headers: { 'idempotency-key': key },
      });
    const [a, b] = [await call(), await call()];
    expect(a.status).toBe(200);
    expect(b.body.intento.id).toBe(a.body.intento.id);
    expect(await t.db.intentoPago.count({ where: { apartamentoId: unidad.id } })).toBe(1);
  });

  it('shows the owner the Bre-B llave and account with the unit’s own transfer reference', async () => {
    const unidad = await unidadConDeuda(70_000);
    const res = await t.trpc('query', 'pagosEnLinea.opciones.get', { id: unidad.id }, x.tokens.residenteA);
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({
      totalAPagar: 70_000,
      pasarela: { proveedor: 'wompi', ambiente: 'pruebas' },
      rango: { minimo: PAGO_EN_LINEA_MINIMO, maximo: 70_000 + PAGO_EN_LINEA_MARGEN_SOBRE_DEUDA },
      transferencia: { llaveBreB: '@conjuntoa', referencia: `2-${unidad.numero}` },
    });
  });
});

describe('paying some of the charges owed', () => {
  it('lists the capital still owed in the order a payment pays it, with the interest and the saldo a favor, on both facades', async () => {
    const unidad = await unidadConDeuda(70_000);
    // An older charge, half paid by hand: it comes first, with what is left of it.
    await t.db.cargo.create({
      data: {
        phId: x.phA.id,
        apartamentoId: unidad.id,
        tipo: 'ordinaria',
        concepto: 'Cuota anterior',
        periodo: '2098-12',
        fecha: new Date('2026-01-01T00:00:00Z'),
        fechaVencimiento: new Date('2098-12-10T00:00:00Z'),
        valor: 40_000,
        generaMora: false,
        estado: 'vigente',
      },
    });
    const rest = await t.rest('GET', `/api/apartamentos/${unidad.id}/pagos-en-linea/opciones`, { token: x.tokens.residenteA });
    const trpc = await t.trpc('query', 'pagosEnLinea.opciones.get', { id: unidad.id }, x.tokens.residenteA);
    for (const o of [rest.body, trpc.body.result.data]) {
      expect(o).toMatchObject({
        totalAPagar: 110_000,
        intereses: 0,
        saldoAFavor: 0,
        cobros: [
          { concepto: 'Cuota anterior', periodo: '2098-12', vence: '2098-12-10', pendiente: 40_000 },
          { periodo: '2099-01', vence: '2099-01-10', pendiente: 70_000 },
        ],
      });
      // The oldest alone is 40.000; both are the total (valorDeCobros, C.C. art. 1653).
      expect(valorDeCobros(o, 1)).toBe(40_000);
      expect(valorDeCobros(o, 2)).toBe(110_000);
    }
  });
});

describe('the cuenta de cobro', () => {
  it('links «Pagar ahora» in the mail when the complex takes online payments', async () => {
    const ph = await createProperty(t.db, 'Conjunto Cobro', x.users.adminA.user.id);
    const unidad = await t.db.apartamento.create({ data: { phId: ph.id, torre: '', numero: '1', coeficiente: 100 } });
    const email = `cobro${nextId()}@example.com`;
    await t.db.residente.update({
      where: { id: (await createResidente(t.db, unidad.id)).id },
      data: { email, tipo: 'propietario' },
    });
    await t.rest('PUT', `/api/ph/${ph.id}/pasarela`, { token: x.tokens.adminA, body: configA });
    await presupuestoAprobado(t, ph.id, x.tokens.adminA!);
    const run = await t.rest('POST', `/api/ph/${ph.id}/facturacion`, {
      token: x.tokens.adminA,
      body: { periodo: '2026-12', fechaVencimiento: '2026-12-20' },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect((await t.rest('PUT', `/api/facturaciones/${run.body.facturacion.id}/emitir`, { token: x.tokens.adminA })).status).toBe(
      200,
    );
    const mail = await t.smtp.waitFor(email, { subject: /Cuenta de cobro/, timeoutMs: 15_000 });
    expect(mail.text).toContain(`Pagar ahora: http://horizonte.test/pagar/${unidad.id}`);
  });
});

describe('Bre-B and bank transfers', () => {
  it('the bank-statement import applies a transfer that carries the unit’s reference', async () => {
    const unidad = await unidadConDeuda(65_000);
    const { referencia } = (
      await t.rest('GET', `/api/apartamentos/${unidad.id}/pagos-en-linea/opciones`, { token: x.tokens.residenteA })
    ).body.transferencia;
    const hoy = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    const csv = `fecha,valor,referencia,descripcion\n${hoy},65.000,${referencia},Transferencia Bre-B @conjuntoa`;
    const res = await t.rest('POST', `/api/ph/${x.phA.id}/pagos/importar`, { token: x.tokens.adminA, body: { csv } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.aplicados).toHaveLength(1);
    expect(res.body.aplicados[0]).toMatchObject({ apartamentoId: unidad.id, valor: 65_000 });
    expect(await totalAPagar(unidad.id)).toBe(0);
  });
});

describe('the gateway’s events (POST /api/pasarela/wompi/eventos)', () => {
  it('bounds the body', async () => {
    const res = await webhook({ relleno: 'x'.repeat(40 * 1024) });
    expect(res.status).toBe(413);
  });

  it('an authentic APPROVED event applies one pago (medio pasarela), settles the intent and mails the recibo', async () => {
    const unidad = await unidadConDeuda(250_000);
    const intento = await iniciar(unidad.id);
    const sim = await simular(intento.referencia, { estado: 'APPROVED' });
    expect(sim.body.webhook).toBe(200);
    await settle();
    const [pago] = await pagosDe(unidad.id);
    expect(pago).toMatchObject({ valor: 250_000, medio: 'pasarela', referencia: sim.body.transaccion.id, estado: 'aplicado' });
    expect(await totalAPagar(unidad.id)).toBe(0);
    const rest = await t.rest('GET', `/api/pagos-en-linea/${intento.id}`, { token: x.tokens.residenteA });
    const trpc = await t.trpc('query', 'pagosEnLinea.get', { id: intento.id }, x.tokens.residenteA);
    for (const i of [rest.body.intento, trpc.body.result.data.intento])
      expect(i).toMatchObject({
        estado: 'aprobado',
        pagoId: pago!.id,
        transaccionId: sim.body.transaccion.id,
        numeroRecibo: pago!.numeroRecibo,
      });
    const mail = await t.smtp.waitFor(x.users.residenteA.user.email, { subject: /Recibimos tu pago en línea/ });
    expect(mail.text).toContain(`recibo de caja es el N.º ${pago!.numeroRecibo}`);
    // The recibo itself travels with the mail.
    expect(mail.attachments.map((f) => [f.filename, f.contentType])).toEqual([
      [`recibo-${pago!.numeroRecibo}.pdf`, 'application/pdf'],
    ]);
    // Tesorería → Pagos lists it with the gateway's transaction id and its method (the simulator pays by PSE).
    const lista = await t.rest('GET', `/api/ph/${x.phA.id}/pagos?apartamentoId=${unidad.id}`, { token: x.tokens.adminA });
    const listaTrpc = await t.trpc('query', 'tesoreria.pagos.list', { id: x.phA.id, apartamentoId: unidad.id }, x.tokens.adminA);
    for (const p of [lista.body.pagos[0], listaTrpc.body.result.data.pagos[0]])
      expect(p).toMatchObject({ medio: 'pasarela', referencia: sim.body.transaccion.id, medioPasarela: 'PSE' });
    expect(etiquetaMedioPasarela(lista.body.pagos[0].medioPasarela)).toBe('PSE');
    expect(pago!.medioPasarela).toBe('PSE');
  });

  it('applies interest first (art. 30), as any payment', async () => {
    const m = await createMoroso(t.db);
    await t.rest('PUT', `/api/ph/${m.ph.id}/pasarela`, {
      token: m.admin.token,
      body: { ...configA, secretoEventos: 'otro_secreto_de_eventos' },
    });
    await t.db.pasarelaConfig.update({ where: { phId: m.ph.id }, data: { urlApi: `${server.base}/dev/pasarela` } });
    const res = await t.rest('POST', `/api/apartamentos/${m.unidad.id}/pagos-en-linea`, {
      token: m.propietario.token,
      body: { valor: 10_000 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await simular(res.body.intento.referencia, { estado: 'APPROVED' });
    await settle();
    const pago = await t.db.pago.findFirstOrThrow({
      where: { apartamentoId: m.unidad.id },
      include: { aplicaciones: { include: { cargo: true } } },
    });
    expect(pago.aplicaciones.length).toBeGreaterThan(0);
    expect(pago.aplicaciones.every((a) => a.cargo.tipo === 'interes')).toBe(true);
  });

  it('a forged checksum is 401 and changes nothing', async () => {
    const unidad = await unidadConDeuda(90_000);
    const intento = await iniciar(unidad.id);
    const antes = await t.db.eventoPasarela.count();
    const tx = { id: `forged-${nextId()}`, reference: intento.referencia, amount_in_cents: 9_000_000, status: 'APPROVED' };
    const firmado = evento(tx, 'no_es_el_secreto');
    expect((await webhook(firmado)).status).toBe(401);
    // Tampering with a signed event breaks its checksum too.
    const alterado = evento({ ...tx, amount_in_cents: 100 }, SECRETO_EVENTOS);
    alterado.data.transaction.amount_in_cents = 9_000_000;
    const res = await webhook(alterado);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Firma del evento no válida');
    expect((await webhook('{no es json')).status).toBe(400);
    await settle();
    expect(await t.db.eventoPasarela.count()).toBe(antes);
    expect(await pagosDe(unidad.id)).toHaveLength(0);
    expect((await t.db.intentoPago.findUniqueOrThrow({ where: { id: intento.id } })).estado).toBe('pendiente');
  });

  it('compares the checksum case-insensitively', async () => {
    const unidad = await unidadConDeuda(60_000);
    const intento = await iniciar(unidad.id);
    const e = evento(
      { id: `upper-${nextId()}`, reference: intento.referencia, amount_in_cents: 6_000_000, status: 'APPROVED' },
      SECRETO_EVENTOS,
    );
    e.signature.checksum = e.signature.checksum.toUpperCase();
    expect((await webhook(e)).status).toBe(200);
    await settle();
    expect(await pagosDe(unidad.id)).toHaveLength(1);
  });

  it('a replayed event and concurrent copies make exactly one pago', async () => {
    const unidad = await unidadConDeuda(120_000);
    const intento = await iniciar(unidad.id);
    const e = evento(
      { id: `dup-${nextId()}`, reference: intento.referencia, amount_in_cents: 12_000_000, status: 'APPROVED' },
      SECRETO_EVENTOS,
    );
    expect((await webhook(e)).status).toBe(200);
    const copias = await Promise.all(Array.from({ length: 8 }, () => webhook(e)));
    expect(copias.map((c) => c.status)).toEqual(Array(8).fill(200));
    await settle();
    expect((await webhook(e)).status).toBe(200); // days later
    await settle();
    expect(await pagosDe(unidad.id)).toHaveLength(1);
    const resultados = await t.db.eventoPasarela.findMany({
      where: { referencia: intento.referencia },
      select: { resultado: true },
    });
    expect(resultados.filter((r) => r.resultado === 'aplicado')).toHaveLength(1);
    expect(resultados.filter((r) => r.resultado === 'duplicado')).toHaveLength(9);
    expect(await totalAPagar(unidad.id)).toBe(0);
  });

  it('an amount or currency mismatch is a descuadre for the admin and leaves the ledger alone', async () => {
    const unidad = await unidadConDeuda(150_000);
    const intento = await iniciar(unidad.id);
    await simular(intento.referencia, { estado: 'APPROVED', amount_in_cents: 100 });
    await simular(intento.referencia, { estado: 'APPROVED', currency: 'USD' });
    await settle();
    expect(await pagosDe(unidad.id)).toHaveLength(0);
    expect(await totalAPagar(unidad.id)).toBe(150_000);
    const descuadres = await t.db.descuadrePasarela.findMany({ where: { intentoId: intento.id }, orderBy: { creadoEn: 'asc' } });
    expect(descuadres.map((d) => d.motivo).sort()).toEqual(['moneda', 'valor']);
    expect((await t.db.intentoPago.findUniqueOrThrow({ where: { id: intento.id } })).estado).toBe('pendiente');
  });

  it('an unknown reference of the complex is a descuadre; one naming no complex is 401', async () => {
    const prefijo = x.phA.id.replace(/-/g, '').slice(0, 12);
    const referencia = `${prefijo}-DESCONOCIDA${nextId()}`;
    const e = evento(
      { id: `unk-${nextId()}`, reference: referencia, amount_in_cents: 500_000, status: 'APPROVED' },
      SECRETO_EVENTOS,
    );
    expect((await webhook(e)).status).toBe(200);
    expect((await webhook(e)).status).toBe(200); // replayed: recorded once
    await settle();
    expect(await t.db.descuadrePasarela.count({ where: { referencia } })).toBe(1);
    expect(await t.db.descuadrePasarela.findFirst({ where: { referencia } })).toMatchObject({
      motivo: 'referencia_desconocida',
      phId: x.phA.id,
    });
    expect(await t.db.pago.count({ where: { referencia: e.data.transaction.id } })).toBe(0);
    const nadie = evento(
      { id: `unk-${nextId()}`, reference: 'ffffffffffff-NADIE1234567', amount_in_cents: 500_000, status: 'APPROVED' },
      SECRETO_EVENTOS,
    );
    expect((await webhook(nadie)).status).toBe(401);
  });

  it("another complex's secret does not authenticate an event for this complex's reference", async () => {
    const unidad = await unidadConDeuda(40_000);
    const intento = await iniciar(unidad.id);
    const e = evento(
      { id: `b-${nextId()}`, reference: intento.referencia, amount_in_cents: 4_000_000, status: 'APPROVED' },
      SECRETO_EVENTOS_B,
    );
    expect((await webhook(e)).status).toBe(401);
    await settle();
    expect(await pagosDe(unidad.id)).toHaveLength(0);
  });

  it('DECLINED and ERROR settle the intent without a payment; a later APPROVED is a descuadre', async () => {
    const unidad = await unidadConDeuda(30_000);
    const rechazado = await iniciar(unidad.id);
    await simular(rechazado.referencia, { estado: 'DECLINED' });
    const fallido = await iniciar(unidad.id);
    await simular(fallido.referencia, { estado: 'ERROR' });
    await settle();
    expect((await t.db.intentoPago.findUniqueOrThrow({ where: { id: rechazado.id } })).estado).toBe('rechazado');
    expect((await t.db.intentoPago.findUniqueOrThrow({ where: { id: fallido.id } })).estado).toBe('error');
    await simular(rechazado.referencia, { estado: 'APPROVED' });
    await settle();
    expect(await pagosDe(unidad.id)).toHaveLength(0);
    expect(await t.db.descuadrePasarela.findFirst({ where: { intentoId: rechazado.id } })).toMatchObject({
      motivo: 'intento_cerrado',
    });
  });

  it('VOIDED after APPROVED annuls the pago by reversal: the saldo is back, the admin is told', async () => {
    const unidad = await unidadConDeuda(200_000);
    const intento = await iniciar(unidad.id);
    const aprobado = await simular(intento.referencia, { estado: 'APPROVED' });
    await settle();
    expect(await totalAPagar(unidad.id)).toBe(0);
    await simular(intento.referencia, { estado: 'VOIDED', transaccionId: aprobado.body.transaccion.id });
    await settle();
    const [pago] = await pagosDe(unidad.id);
    expect(pago).toMatchObject({ estado: 'anulado' });
    expect(pago!.motivoAnulacion).toContain(aprobado.body.transaccion.id);
    expect(await totalAPagar(unidad.id)).toBe(200_000);
    expect((await t.db.intentoPago.findUniqueOrThrow({ where: { id: intento.id } })).estado).toBe('anulado');
    const mail = await t.smtp.waitFor(x.users.adminA.user.email, { subject: /se anuló un pago en línea/ });
    expect(mail.text).toContain(aprobado.body.transaccion.id);
    // A void without a pago is a descuadre.
    const otro = await iniciar(await unidadConDeuda(10_000).then((u) => u.id));
    await simular(otro.referencia, { estado: 'VOIDED' });
    await settle();
    expect(await t.db.descuadrePasarela.findFirst({ where: { intentoId: otro.id } })).toMatchObject({
      motivo: 'anulacion_sin_pago',
    });
  });
});

describe('the daily job (pagos-en-linea.pendientes)', () => {
  it('settles a pending intent whose event was lost by asking the gateway (GET /v1/transactions/{id})', async () => {
    const unidad = await unidadConDeuda(75_000);
    const intento = await iniciar(unidad.id);
    const perdido = await simular(intento.referencia, { estado: 'APPROVED', enviar: false });
    expect(perdido.body.webhook).toBeNull();
    // The payer came back with ?id=<transaction>: the return page passes it on.
    const ret = await t.rest('GET', `/api/pagos-en-linea/${intento.id}?transaccion=${perdido.body.transaccion.id}`, {
      token: x.tokens.residenteA,
    });
    expect(ret.body.intento.estado).toBe('pendiente');
    await t.db.intentoPago.update({ where: { id: intento.id }, data: { creadoEn: new Date(Date.now() - 3_600_000) } });
    await t.jobs.send(t.db, 'pagos-en-linea.pendientes', undefined);
    await settle();
    expect((await t.db.intentoPago.findUniqueOrThrow({ where: { id: intento.id } })).estado).toBe('aprobado');
    expect(await pagosDe(unidad.id)).toHaveLength(1);
  });

  it('expires intents past their vigencia that the gateway never settled', async () => {
    const unidad = await unidadConDeuda(55_000);
    const viejo = await iniciar(unidad.id);
    const reciente = await iniciar(unidad.id);
    await t.db.intentoPago.update({
      where: { id: viejo.id },
      data: { creadoEn: new Date(Date.now() - 3 * 86_400_000), expiraEn: new Date(Date.now() - 2 * 86_400_000) },
    });
    await t.jobs.send(t.db, 'pagos-en-linea.pendientes', undefined);
    await settle();
    expect((await t.db.intentoPago.findUniqueOrThrow({ where: { id: viejo.id } })).estado).toBe('expirado');
    expect((await t.db.intentoPago.findUniqueOrThrow({ where: { id: reciente.id } })).estado).toBe('pendiente');
    // An approval arriving after the expiry is recorded, never applied.
    await simular(viejo.referencia, { estado: 'APPROVED' });
    await settle();
    expect(await pagosDe(unidad.id)).toHaveLength(0);
  });
});

describe('conciliación', () => {
  it('lists the month’s intents, events and descuadres; a descuadre is resolved once, with a note, audited', async () => {
    const periodo = new Date().toISOString().slice(0, 7);
    const rest = await t.rest('GET', `/api/ph/${x.phA.id}/pagos-en-linea/conciliacion?periodo=${periodo}`, {
      token: x.tokens.consejoA,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.intentos.length).toBeGreaterThan(5);
    expect(rest.body.eventos.length).toBeGreaterThan(5);
    const abierto = rest.body.descuadres.find((d: { resuelto: boolean }) => !d.resuelto);
    expect(abierto).toBeDefined();
    const consejo = await t.rest('PUT', `/api/pagos-en-linea/descuadres/${abierto.id}/resolver`, {
      token: x.tokens.consejoA,
      body: { nota: 'x' },
    });
    expect(consejo.status).toBe(403);
    const vacia = await t.rest('PUT', `/api/pagos-en-linea/descuadres/${abierto.id}/resolver`, {
      token: x.tokens.adminA,
      body: { nota: ' ' },
    });
    expect(vacia.status).toBe(422);
    const res = await t.trpc(
      'mutation',
      'pagosEnLinea.descuadres.resolver',
      { id: abierto.id, nota: 'Devuelto al pagador' },
      x.tokens.adminA,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.data.descuadre).toMatchObject({ resuelto: true, nota: 'Devuelto al pagador' });
    const otra = await t.rest('PUT', `/api/pagos-en-linea/descuadres/${abierto.id}/resolver`, {
      token: x.tokens.adminA,
      body: { nota: 'otra' },
    });
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe('El descuadre ya está resuelto');
    expect(await t.db.auditLog.count({ where: { action: 'pasarela.descuadre.resolver', entityId: abierto.id } })).toBe(1);
  });
});

describe('the simulator (/dev/pasarela)', () => {
  it('shows the checkout in Spanish, then redirects back and sends the signed event', async () => {
    const unidad = await unidadConDeuda(45_000);
    const intento = await iniciar(unidad.id);
    const page = await fetch(intento.urlPago);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('$ 45.000');
    expect(html).toContain(intento.referencia);
    expect(html).toMatch(/Aprobar[\s\S]*Rechazar[\s\S]*Error/);
    const tampered = await fetch(intento.urlPago.replace('amount-in-cents=4500000', 'amount-in-cents=100'));
    expect(tampered.status).toBe(400);
    const choice = await fetch(`${server.base}/dev/pasarela/checkout`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        reference: intento.referencia,
        'amount-in-cents': '4500000',
        'redirect-url': `http://horizonte.test/pagos-en-linea/${intento.id}`,
        estado: 'APPROVED',
      }),
    });
    expect(choice.status).toBe(303);
    expect(choice.headers.get('location')).toMatch(
      new RegExp(`^http://horizonte.test/pagos-en-linea/${intento.id}\\?id=sim-[0-9a-f]+&env=test$`),
    );
    await settle();
    expect(await pagosDe(unidad.id)).toHaveLength(1);
  });

  it('is not mounted in production', async () => {
    const app = createApp({ ...t.services, config: { ...t.config, pasarelaSimulador: false } });
    expect(await (await app.request('/dev/pasarela/checkout')).text()).not.toContain('Pasarela de pagos simulada');
    // Whatever answers (the web app's fallback page, or 404), it is not the simulator.
    expect(await (await app.request('/dev/pasarela/v1/transactions/x')).text()).not.toContain('NOT_FOUND_ERROR');
    const post = await app.request('/dev/pasarela/transacciones/x', { method: 'POST', body: '{"estado":"APPROVED"}' });
    expect(await post.text()).not.toContain('Referencia desconocida');
  });
});

describe('access and the OpenAPI document', () => {
  it('someone of another complex gets 404 for an intent; other complexes’ admins too', async () => {
    const unidad = await unidadConDeuda(20_000);
    const intento = await iniciar(unidad.id);
    expect((await t.rest('GET', `/api/pagos-en-linea/${intento.id}`, { token: x.tokens.adminB })).status).toBe(404);
    expect((await t.rest('GET', `/api/pagos-en-linea/${intento.id}`, { token: x.tokens.adminA })).status).toBe(200);
  });

  it('documents every new path', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/ph/{id}/pasarela',
        '/apartamentos/{id}/pagos-en-linea',
        '/apartamentos/{id}/pagos-en-linea/opciones',
        '/pagos-en-linea/{id}',
        '/ph/{id}/pagos-en-linea/conciliacion',
        '/pagos-en-linea/descuadres/{id}/resolver',
        '/pasarela/wompi/eventos',
      ]),
    );
    expect(doc.body.paths['/pasarela/wompi/eventos'].post.security).toEqual([]);
    const params = doc.body.paths['/apartamentos/{id}/pagos-en-linea'].post.parameters as { name: string; in: string }[];
    expect(params.some((p) => p.in === 'header' && p.name === 'idempotency-key')).toBe(true);
  });
});

describe('the fee, when the complex passes it on to the payer', () => {
  const comision = { porcentajeBp: 265, fijo: 700, iva: true };
  const trasladar = (body: Record<string, unknown>) =>
    t.rest('PUT', `/api/ph/${x.phA.id}/pasarela`, { token: x.tokens.adminA, body: { ...configA, ...body } });
  afterAll(async () => {
    await trasladar({ trasladarComision: false });
  });

  it('PUT/GET carry the fee on both facades; passing on no fee, or a wrong one, is refused in Spanish', async () => {
    const sinComision = await trasladar({ comision: null, trasladarComision: true });
    expect(sinComision.status).toBe(400);
    expect(JSON.stringify(sinComision.body)).toContain(PAGOS_EN_LINEA_MSG.comisionRequerida);
    const mala = await trasladar({ comision: { ...comision, porcentajeBp: 10_001 } });
    expect(mala.status).toBe(422);
    expect(JSON.stringify(mala.body)).toContain(PAGOS_EN_LINEA_MSG.comisionPorcentajeInvalido);
    const soloComision = await trasladar({ comision });
    expect(soloComision.body.pasarela).toMatchObject({ comision, trasladarComision: false });
    const rest = await trasladar({ trasladarComision: true });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const trpc = await t.trpc('query', 'pagosEnLinea.pasarela.get', { id: x.phA.id }, x.tokens.adminA);
    for (const p of [rest.body.pasarela, trpc.body.result.data.pasarela])
      expect(p).toMatchObject({ comision, trasladarComision: true });
    const auditado = await t.db.auditLog.findFirst({
      where: { phId: x.phA.id, action: 'pasarela.update' },
      orderBy: { createdAt: 'desc' },
    });
    expect(auditado?.details).toMatchObject({ comision, trasladarComision: true });
  });

  it('the payer is charged valor + fee (checkout and event), the unit is credited valor only; an event without the fee is a descuadre', async () => {
    await trasladar({ comision, trasladarComision: true });
    const unidad = await unidadConDeuda(364_780);
    const opciones = await t.rest('GET', `/api/apartamentos/${unidad.id}/pagos-en-linea/opciones`, {
      token: x.tokens.residenteA,
    });
    const opcionesTrpc = await t.trpc('query', 'pagosEnLinea.opciones.get', { id: unidad.id }, x.tokens.residenteA);
    for (const o of [opciones.body, opcionesTrpc.body.result.data]) expect(o).toMatchObject({ totalAPagar: 364_780, comision });
    expect(calcularComision(364_780, opciones.body.comision)).toBe(12_336);

    // REST: the fee on top of the default valor; the checkout and its signature are for the total.
    const intento = await iniciar(unidad.id);
    expect(intento).toMatchObject({ valor: 364_780, comision: 12_336, totalCobrado: 377_116, estado: 'pendiente' });
    const url = new URL(intento.urlPago);
    expect(url.searchParams.get('amount-in-cents')).toBe('37711600');
    expect(url.searchParams.get('signature:integrity')).toBe(
      createHash('sha256').update(`${intento.referencia}37711600COP${SECRETO_INTEGRIDAD}`).digest('hex'),
    );
    // tRPC: a chosen valor, its own fee.
    const otro = await t.trpc('mutation', 'pagosEnLinea.create', { id: unidad.id, valor: 100_000 }, x.tokens.residenteA);
    expect(otro.body.result.data.intento).toMatchObject({ valor: 100_000, comision: 3_987, totalCobrado: 103_987 });

    // An APPROVED event for valor alone (the fee left out) does not match: a descuadre, the ledger untouched.
    const sinComision = await webhook(
      evento(
        { id: `tx-sin-comision-${nextId()}`, reference: intento.referencia, amount_in_cents: 36_478_000, status: 'APPROVED' },
        SECRETO_EVENTOS,
      ),
    );
    expect(sinComision.status).toBe(200);
    await settle();
    expect(await pagosDe(unidad.id)).toEqual([]);
    const descuadre = await t.db.descuadrePasarela.findFirstOrThrow({ where: { intentoId: intento.id } });
    expect(descuadre).toMatchObject({ motivo: 'valor' });
    expect(descuadre.detalle).toContain('$ 377.116');
    expect((await t.db.intentoPago.findUniqueOrThrow({ where: { id: intento.id } })).estado).toBe('pendiente');

    // The full amount matches: the unit is credited 364 780 (the fee is the gateway's), the debt is settled.
    const sim = await simular(intento.referencia, { estado: 'APPROVED' });
    expect(sim.body.webhook).toBe(200);
    await settle();
    const [pago] = await pagosDe(unidad.id);
    expect(pago).toMatchObject({ valor: 364_780, estado: 'aplicado', referencia: sim.body.transaccion.id });
    expect(await totalAPagar(unidad.id)).toBe(0);
    const aplicado = await t.rest('GET', `/api/pagos-en-linea/${intento.id}`, { token: x.tokens.residenteA });
    expect(aplicado.body.intento).toMatchObject({ estado: 'aprobado', valor: 364_780, comision: 12_336, totalCobrado: 377_116 });
  });
});
