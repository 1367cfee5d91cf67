// Finding 17 (issue 25): the same POST /api/ph/{id}/pagos sent twice (a double click, a retried
// request), with or without an Idempotency-Key, made two payments and two recibos. Every POST that
// moves money or issues a document now honours the header on both facades: the same key and body
// within 24 h give the first answer again and create nothing; the same key with another body is a 409
// in Spanish; of ten concurrent duplicates exactly one runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { purgeExpired } from '../../src/jobs/purge.ts';
import { startTestApp, type JsonResponse, type TestApp } from '../support/index.ts';
import { createTenants, type Tenants } from '../support/tenants.ts';

let t: TestApp;
let x: Tenants;
let admin: string;

const message = (res: JsonResponse) => (res.body.message as string | undefined) ?? res.body.error?.message;
const key = (() => {
  let n = 0;
  return (name: string) => `${name.replace(/[^A-Za-z0-9]+/g, '-')}-${++n}-${Date.now()}`;
})();

/** A tRPC mutation carrying an Idempotency-Key, as the web's link sends it. */
async function trpcWithKey(procedure: string, input: unknown, idempotencyKey: string, token = admin): Promise<JsonResponse> {
  const res = await t.app.request(`/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey },
    body: JSON.stringify(input),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
const restWithKey = (method: string, path: string, body: unknown, idempotencyKey: string, token = admin) =>
  t.rest(method, path, { token, body, headers: { 'idempotency-key': idempotencyKey } });

async function setClock(iso: string) {
  await t.db.session.updateMany({
    data: { expiresAt: new Date('2100-01-01T00:00:00Z'), absoluteExpiresAt: new Date('2100-01-01T00:00:00Z') },
  });
  expect((await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: iso } })).status).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  admin = x.tokens.adminA!;
  await t.db.apartamento.updateMany({ where: { phId: x.phA.id }, data: { coeficiente: 50 } });
  // Monday 16 March 2026, 09:00 in Bogotá.
  await setClock('2026-03-16T09:00:00-05:00');
  const p = await t.rest('POST', `/api/ph/${x.phA.id}/presupuestos`, {
    token: admin,
    body: { anio: 2026, porcentajeImprevistos: 1, rubros: [{ nombre: 'Aseo', valorAnual: 12_000_000 }] },
  });
  expect(
    (
      await t.rest('PUT', `/api/presupuestos/${p.body.presupuesto.id}/aprobar`, {
        token: admin,
        body: { actaReferencia: 'Acta 1' },
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/ph/{id}/pagos with an Idempotency-Key', () => {
  const path = () => `/api/ph/${x.phA.id}/pagos`;
  const body = () => ({
    apartamentoId: x.unitA.id,
    valor: 250_000,
    fecha: '2026-03-16',
    medio: 'transferencia',
    referencia: 'TRX-77',
  });

  it('sent twice: one payment, the same recibo and the same answer', async () => {
    const k = key('pago');
    const first = await restWithKey('POST', path(), body(), k);
    expect(first.status).toBe(200);
    const second = await restWithKey('POST', path(), body(), k);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await t.db.pago.count({ where: { phId: x.phA.id } })).toBe(1);
  });

  it('the same key with another body: 409 in Spanish, nothing created', async () => {
    const k = key('pago');
    expect((await restWithKey('POST', path(), body(), k)).status).toBe(200);
    const other = await restWithKey('POST', path(), { ...body(), valor: 260_000 }, k);
    expect(other.status).toBe(409);
    expect(message(other)).toBe(MSG.idempotencyKeyReused);
    expect(await t.db.pago.count({ where: { phId: x.phA.id } })).toBe(2);
  });

  it('ten concurrent requests with one key: exactly one payment; the others repeat it or are told it is in progress', async () => {
    const k = key('pago');
    const before = await t.db.pago.count({ where: { phId: x.phA.id } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => restWithKey('POST', path(), body(), k)));
    expect(await t.db.pago.count({ where: { phId: x.phA.id } })).toBe(before + 1);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.body.pago.numeroRecibo)).size).toBe(1);
    for (const a of answers.filter((r) => r.status !== 200)) {
      expect(a.status).toBe(409);
      expect(message(a)).toBe(MSG.idempotencyInProgress);
    }
  });

  it('on tRPC too; a malformed key is a 400', async () => {
    const k = key('pago-trpc');
    const before = await t.db.pago.count({ where: { phId: x.phA.id } });
    const first = await trpcWithKey('tesoreria.pagos.create', { id: x.phA.id, ...body() }, k);
    const second = await trpcWithKey('tesoreria.pagos.create', { id: x.phA.id, ...body() }, k);
    expect(first.status).toBe(200);
    expect(second.body.result.data.pago.numeroRecibo).toBe(first.body.result.data.pago.numeroRecibo);
    expect(await t.db.pago.count({ where: { phId: x.phA.id } })).toBe(before + 1);
    const bad = await restWithKey('POST', path(), body(), 'clave con espacios');
    expect(bad.status).toBe(400);
    expect(message(bad)).toBe(MSG.idempotencyKeyInvalid);
  });

  it('a key answers for 24 h; then the purge job deletes it', async () => {
    expect(await t.db.idempotencyKey.count()).toBeGreaterThan(0);
    await setClock('2026-03-17T12:00:00-05:00');
    await purgeExpired(t.services);
    expect(await t.db.idempotencyKey.count()).toBe(0);
    await setClock('2026-03-16T09:00:00-05:00');
  });
});

/** Each money POST: its request with a key (`variant` tells the REST and tRPC calls apart), and what it creates. */
interface Operacion {
  nombre: string;
  rest: (variant: number, k: string) => Promise<JsonResponse>;
  trpc: (variant: number, k: string) => Promise<JsonResponse>;
  count: () => Promise<number>;
}

const operaciones: Operacion[] = [
  {
    nombre: 'paz y salvo',
    rest: (_v, k) => restWithKey('POST', `/api/apartamentos/${x.unitA2.id}/paz-y-salvo`, undefined, k),
    trpc: (_v, k) => trpcWithKey('tesoreria.pazYSalvo.emitir', { id: x.unitA2.id }, k),
    count: () => t.db.pazYSalvo.count(),
  },
  {
    nombre: 'cuota extraordinaria',
    rest: (v, k) =>
      restWithKey(
        'POST',
        `/api/ph/${x.phA.id}/cuotas-extraordinarias`,
        { concepto: `Fachada ${v}`, valorTotal: 1_200_000, cuotas: 2, desde: '2026-05', actaReferencia: 'Acta 2' },
        k,
      ),
    trpc: (v, k) =>
      trpcWithKey(
        'tesoreria.cuotasExtraordinarias.create',
        { id: x.phA.id, concepto: `Fachada ${v}`, valorTotal: 1_200_000, cuotas: 2, desde: '2026-05', actaReferencia: 'Acta 2' },
        k,
      ),
    count: () => t.db.cuotaExtraordinaria.count(),
  },
  {
    nombre: 'facturación',
    rest: (v, k) =>
      restWithKey('POST', `/api/ph/${x.phA.id}/facturacion`, { periodo: `2026-0${v}`, fechaVencimiento: `2026-0${v}-20` }, k),
    trpc: (v, k) =>
      trpcWithKey(
        'tesoreria.facturaciones.create',
        { id: x.phA.id, periodo: `2026-0${v}`, fechaVencimiento: `2026-0${v}-20` },
        k,
      ),
    count: () => t.db.facturacion.count(),
  },
  {
    nombre: 'emitir',
    rest: async (v, k) => restWithKey('PUT', `/api/facturaciones/${await facturacionDe(v)}/emitir`, undefined, k),
    trpc: async (v, k) => trpcWithKey('tesoreria.facturaciones.emitir', { id: await facturacionDe(v) }, k),
    count: () => t.db.cuentaCobro.count(),
  },
  {
    nombre: 'reserva con tarifa',
    rest: async (v, k) =>
      restWithKey('POST', `/api/zonas/${await zonaConTarifa()}/reservas`, reservaBody(v), k, x.tokens.residenteA),
    trpc: async (v, k) =>
      trpcWithKey('reservas.create', { id: await zonaConTarifa(), ...reservaBody(v) }, k, x.tokens.residenteA),
    count: () => t.db.cargo.count({ where: { concepto: { startsWith: 'Reserva' } } }),
  },
  {
    nombre: 'pagos/importar',
    rest: (v, k) => restWithKey('POST', `/api/ph/${x.phA.id}/pagos/importar`, { csv: extracto(v) }, k),
    trpc: (v, k) => trpcWithKey('tesoreria.pagos.importar', { id: x.phA.id, csv: extracto(v) }, k),
    count: () => t.db.pago.count({ where: { importKey: { not: null } } }),
  },
];

const facturacionDe = async (mes: number) =>
  (await t.db.facturacion.findFirstOrThrow({ where: { phId: x.phA.id, periodo: `2026-0${mes}` } })).id;
let zonaId: string | undefined;
async function zonaConTarifa(): Promise<string> {
  if (zonaId) return zonaId;
  const res = await t.rest('POST', `/api/ph/${x.phA.id}/zonas`, {
    token: admin,
    body: {
      nombre: 'Salón',
      aforo: 20,
      duracionSlotMin: 120,
      horario: [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '08:00', hasta: '22:00' })),
      anticipacionMinHoras: 1,
      anticipacionMaxDias: 30,
      maxReservasPorUnidadMes: 4,
      tarifa: 60_000,
    },
  });
  zonaId = res.body.zona.id as string;
  return zonaId;
}
const reservaBody = (v: number) => ({
  apartamentoId: x.unitA.id,
  inicio: `2026-03-2${v}T10:00:00-05:00`,
  fin: `2026-03-2${v}T12:00:00-05:00`,
  asistentes: 5,
});
const extracto = (v: number) => `fecha,valor,referencia,descripcion\n2026-03-16,${10_000 + v},1-101,Consignación ${v}\n`;

describe.each(operaciones)('$nombre accepts an Idempotency-Key', (op) => {
  it.each([
    ['REST', 3, op.rest],
    ['tRPC', 4, op.trpc],
  ] as const)('%s: sent twice, created once with the same answer', async (_facade, variant, send) => {
    const k = key(op.nombre);
    const before = await op.count();
    const first = await send(variant, k);
    expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(200);
    const after = await op.count();
    expect(after).toBeGreaterThan(before);
    const second = await send(variant, k);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-codigo-verificacion')).toBe(first.headers.get('x-codigo-verificacion'));
    if (first.headers.get('content-type')?.includes('json')) expect(second.body).toEqual(first.body);
    expect(await op.count()).toBe(after);
  });
});

describe('OpenAPI', () => {
  it('documents the Idempotency-Key header on each of these operations', async () => {
    const doc = (await t.rest('GET', '/api/openapi.json')).body;
    const operations: [string, string][] = [
      ['/ph/{id}/pagos', 'post'],
      ['/ph/{id}/pagos/importar', 'post'],
      ['/ph/{id}/facturacion', 'post'],
      ['/facturaciones/{id}/emitir', 'put'],
      ['/ph/{id}/cuotas-extraordinarias', 'post'],
      ['/apartamentos/{id}/paz-y-salvo', 'post'],
      ['/zonas/{id}/reservas', 'post'],
      ['/ph/{id}/egresos', 'post'],
    ];
    for (const [path, method] of operations) {
      const params = doc.paths[path][method].parameters as { name: string; in: string }[];
      expect(
        params.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
        `${method} ${path}`,
      ).toBe(true);
    }
  });
});
