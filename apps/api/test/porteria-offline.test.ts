// The gate works offline (issue 32): its three POSTs (walk-in, package, minuta) honour an
// Idempotency-Key on both facades, so a queued request re-sent after a lost answer creates exactly
// one row and repeats the first answer; the same key with another body is a 409. An entry queued
// offline keeps the guard's time (`registradoEn`) within the last 24 h, never in the future, audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG, PORTERIA_MSG } from '@horizonte/contracts';

import { startTestApp, type JsonResponse, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let guardia: TestUser;

const message = (res: JsonResponse) => (res.body.message as string | undefined) ?? res.body.error?.message;
let n = 0;
const key = (name: string) => `${name}-${++n}-${Date.now()}`;

async function trpcWithKey(procedure: string, input: unknown, idempotencyKey: string): Promise<JsonResponse> {
  const res = await t.app.request(`/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${guardia.token}`, 'idempotency-key': idempotencyKey },
    body: JSON.stringify(input),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
const restWithKey = (path: string, body: unknown, idempotencyKey: string) =>
  t.rest('POST', path, { token: guardia.token, body, headers: { 'idempotency-key': idempotencyKey } });

/** Each gate POST: its REST path and tRPC procedure, a body per variant, and the rows it creates. */
const operaciones = [
  {
    nombre: 'ingreso sin código',
    path: () => `/api/ph/${x.phA.id}/accesos`,
    procedure: 'porteria.accesos.create',
    body: (v: string) => ({
      apartamentoId: x.unitA.id,
      nombreVisitante: `Visitante ${v}`,
      autorizadoPor: 'Residente A por citófono',
    }),
    count: () => t.db.acceso.count({ where: { phId: x.phA.id } }),
    answer: (b: JsonResponse['body']) => (b.acceso ?? b.result.data.acceso) as { id: string },
  },
  {
    nombre: 'paquete',
    path: () => `/api/ph/${x.phA.id}/paquetes`,
    procedure: 'porteria.paquetes.recibir',
    body: (v: string) => ({ apartamentoId: x.unitA.id, descripcion: `Caja ${v}`, remitente: 'Servientrega' }),
    count: () => t.db.paquete.count({ where: { phId: x.phA.id } }),
    answer: (b: JsonResponse['body']) => (b.paquete ?? b.result.data.paquete) as { id: string },
  },
  {
    nombre: 'minuta',
    path: () => `/api/ph/${x.phA.id}/minuta`,
    procedure: 'porteria.minuta.create',
    body: (v: string) => ({ tipo: 'novedad', texto: `Novedad ${v}` }),
    count: () => t.db.minutaEntrada.count({ where: { phId: x.phA.id } }),
    answer: (b: JsonResponse['body']) => (b.entrada ?? b.result.data.entrada) as { id: string },
  },
];

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  guardia = await createTestUser(t.db, { nombre: 'Guarda Offline', roles: [{ phId: x.phA.id, rol: 'porteria' }] });
  await t.db.session.updateMany({
    data: { expiresAt: new Date('2100-01-01T00:00:00Z'), absoluteExpiresAt: new Date('2100-01-01T00:00:00Z') },
  });
  // Wednesday 10 March 2027, 10:00 in Bogotá.
  const res = await t.rest('PUT', '/api/test/reloj', {
    token: x.tokens.superAdmin,
    body: { ahora: '2027-03-10T10:00:00-05:00' },
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe.each(operaciones)('$nombre with an Idempotency-Key', (op) => {
  it('REST: re-sent with the same key, one row and the same answer; another body with that key is a 409', async () => {
    const k = key('rest');
    const before = await op.count();
    const first = await restWithKey(op.path(), op.body('r1'), k);
    expect(first.status).toBe(200);
    const again = await restWithKey(op.path(), op.body('r1'), k);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await op.count()).toBe(before + 1);
    const other = await restWithKey(op.path(), op.body('r2'), k);
    expect(other.status).toBe(409);
    expect(message(other)).toBe(MSG.idempotencyKeyReused);
    expect(await op.count()).toBe(before + 1);
  });

  it('tRPC: the same, and three concurrent resends still make one row', async () => {
    const k = key('trpc');
    const before = await op.count();
    const answers = await Promise.all([1, 2, 3].map(() => trpcWithKey(op.procedure, { id: x.phA.id, ...op.body('t1') }, k)));
    expect(await op.count()).toBe(before + 1);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => op.answer(a.body).id)).size).toBe(1);
    for (const a of answers.filter((r) => r.status !== 200)) expect(a.status).toBe(409);
    const replay = await trpcWithKey(op.procedure, { id: x.phA.id, ...op.body('t1') }, k);
    expect(replay.status).toBe(200);
    expect(op.answer(replay.body).id).toBe(op.answer(ok[0]!.body).id);
    const other = await trpcWithKey(op.procedure, { id: x.phA.id, ...op.body('t2') }, k);
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe(MSG.idempotencyKeyReused);
    expect(await op.count()).toBe(before + 1);
  });

  it('keeps the time the guard registered it offline (≤ 24 h, not future), audited; outside the window a 400', async () => {
    const registradoEn = '2027-03-09T18:30:00-05:00';
    const res = await t.rest('POST', op.path(), { token: guardia.token, body: { ...op.body('offline'), registradoEn } });
    expect(res.status).toBe(200);
    const row = op.answer(res.body) as { id: string; entradaEn?: string; recibidoEn?: string; createdAt?: string };
    expect(row.entradaEn ?? row.recibidoEn ?? row.createdAt).toBe('2027-03-09T23:30:00.000Z');
    const log = await t.db.auditLog.findFirstOrThrow({ where: { entityId: row.id } });
    expect(log.details).toMatchObject({ registradoEn: '2027-03-09T23:30:00.000Z' });

    const before = await op.count();
    for (const fuera of ['2027-03-09T09:59:00-05:00', '2027-03-10T10:05:00-05:00']) {
      const refused = await t.rest('POST', op.path(), {
        token: guardia.token,
        body: { ...op.body('fuera'), registradoEn: fuera },
      });
      expect(refused.status).toBe(400);
      expect(message(refused)).toBe(PORTERIA_MSG.registroFueraDePlazo);
    }
    expect(await op.count()).toBe(before);
  });
});

it('a code is validated at the moment: an entry by code with registradoEn is refused', async () => {
  const res = await t.rest('POST', `/api/ph/${x.phA.id}/accesos`, {
    token: guardia.token,
    body: { codigo: 'K7P2-M9QX', registradoEn: '2027-03-10T09:00:00-05:00' },
  });
  expect(res.status).toBe(422);
  expect(JSON.stringify(res.body)).toContain(PORTERIA_MSG.registroConCodigo);
});
