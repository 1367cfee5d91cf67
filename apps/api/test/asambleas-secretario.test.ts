// The secretario of an asamblea (issue 26): the administration designates, for one meeting, a person of the
// complex (an owner here, then the consejera) who records the votes of the room at the mesa while it is in
// session — the same hash chain, `via: mesa`, recorded by them — and reads what the mesa needs (the present
// units without a vote, the tally); nothing else of the administration's. Refused: anyone not designated
// (403), a person of another complex (422), a withdrawn designation (403), a change once it ended (409).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ASAMBLEA_MSG } from '@horizonte/contracts';

import { asistir, convocar, crear, createConjunto, message, setClock, type Conjunto } from './asambleas-fixture.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import type { TestUser } from './support/sessions.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let c: Conjunto;
let asamblea: { id: string; puntos: { id: string; titulo: string }[] };
let presupuesto: string;
let secretaria: TestUser;

const designar = (token: string | undefined, userId: string | null) =>
  t.rest('PUT', `/api/asambleas/${asamblea.id}/secretario`, { token, body: { userId } });
const designarTrpc = (token: string | undefined, userId: string | null) =>
  t.trpc('mutation', 'asambleas.secretario.designar', { id: asamblea.id, userId }, token);
const registrarRest = (token: string | undefined, apartamentoId: string, opcion = 'si') =>
  t.rest('POST', `/api/puntos/${presupuesto}/votos-mesa`, { token, body: { votos: [{ apartamentoId, opcion }] } });
const registrarTrpc = (token: string | undefined, apartamentoId: string, opcion = 'si') =>
  t.trpc('mutation', 'asambleas.mesa.votar', { id: presupuesto, votos: [{ apartamentoId, opcion }] }, token);
const pendientes = (token: string | undefined) => t.trpc('query', 'asambleas.mesa.list', { id: presupuesto }, token);
const secretarioId = async () => (await t.db.asamblea.findUniqueOrThrow({ where: { id: asamblea.id } })).secretarioId;

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  c = await createConjunto(t, x);
  secretaria = c.owners[2]!;
  await setClock(t, x, '2027-03-01T09:00:00-05:00');
  asamblea = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Asamblea con secretaria' });
  await convocar(t, asamblea.id, x.tokens.adminA!);
  presupuesto = asamblea.puntos.find((p) => p.titulo === 'Presupuesto 2027')!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('the administration designates the secretario', () => {
  it('only the administration designates (403 for the consejo, an owner, another complex), nothing changes', async () => {
    for (const token of [c.consejo.token, secretaria.token, x.tokens.adminB]) {
      expect((await designar(token, secretaria.user.id)).status).toBe(403);
      expect((await designarTrpc(token, secretaria.user.id)).status).toBe(403);
    }
    expect(await secretarioId()).toBeNull();
  });

  it('refuses a person of another complex or without an account there (422, in Spanish), on both facades', async () => {
    for (const userId of [x.users.residenteA.user.id, x.users.noRole.user.id]) {
      const rest = await designar(x.tokens.adminA, userId);
      expect(rest.status).toBe(422);
      expect(message(rest)).toBe(ASAMBLEA_MSG.secretarioSinRol);
      const trpc = await designarTrpc(x.tokens.adminA, userId);
      expect(trpc.status).toBe(422);
      expect(message(trpc)).toBe(ASAMBLEA_MSG.secretarioSinRol);
    }
    expect(await secretarioId()).toBeNull();
  });

  it('designates an owner of the complex (REST), tells it in the asamblea and audits it', async () => {
    const res = await designar(x.tokens.adminA, secretaria.user.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.asamblea.secretarioId).toBe(secretaria.user.id);
    // The secretaria reads it in her own asamblea.
    const vista = await t.rest('GET', `/api/asambleas/${asamblea.id}`, { token: secretaria.token });
    expect(vista.body.asamblea.secretarioId).toBe(secretaria.user.id);
    const auditoria = await t.db.auditLog.findFirst({
      where: { action: 'asamblea.secretario.designar', entityId: asamblea.id },
    });
    expect(auditoria).toMatchObject({
      actorId: x.users.adminA.user.id,
      details: { secretarioId: secretaria.user.id, anterior: null },
    });
  });
});

describe('the secretario at the mesa, while the asamblea is in session', () => {
  beforeAll(async () => {
    await setClock(t, x, '2027-03-16T19:00:00-05:00');
    // Present: 1-101 (30 %), 1-201 (25 %), 1-301 (20 %), 1-401 (15 %).
    for (const i of [0, 1, 2, 3]) await asistir(t, asamblea.id, x.tokens.adminA!, c.units[i]!.id);
    expect((await t.rest('PUT', `/api/asambleas/${asamblea.id}/instalar`, { token: x.tokens.adminA })).status).toBe(200);
    expect((await t.rest('PUT', `/api/puntos/${presupuesto}/abrir`, { token: x.tokens.adminA })).status).toBe(200);
  });

  it('reads the present units without a vote and the tally', async () => {
    const res = await pendientes(secretaria.token);
    expect(res.status).toBe(200);
    expect(res.body.result.data.pendientes).toMatchObject({ unidades: 4, coeficiente: 90 });
    const rest = await t.rest('GET', `/api/puntos/${presupuesto}/votos-mesa`, { token: secretaria.token });
    expect(rest.body.pendientes.lista.map((u: { unidad: string }) => u.unidad)).toEqual(['1-101', '1-201', '1-301', '1-401']);
    expect((await t.rest('GET', `/api/puntos/${presupuesto}/resultados`, { token: secretaria.token })).status).toBe(200);
  });

  it('records a vote of the room (REST): via mesa, recorded by her, in the chain', async () => {
    const res = await registrarRest(secretaria.token, c.units[0]!.id, 'si');
    expect(res.body).toEqual({ success: true, registrados: 1, rechazados: [] });
    const voto = await t.db.asambleaVoto.findFirstOrThrow({ where: { puntoId: presupuesto, apartamentoId: c.units[0]!.id } });
    expect(voto).toMatchObject({ via: 'mesa', registradoPorId: secretaria.user.id, userId: null, opcion: 'si' });
    const evidencia = await t.rest('GET', `/api/asambleas/${asamblea.id}/evidencia`, { token: x.tokens.adminA });
    expect(evidencia.body.evidencia.cadenaValida).toBe(true);
    expect(evidencia.body.evidencia.votos).toEqual([
      expect.objectContaining({ unidad: '1-101', via: 'mesa', registradoPor: secretaria.user.nombre }),
    ]);
  });

  it('and through tRPC', async () => {
    const res = await registrarTrpc(secretaria.token, c.units[1]!.id, 'no');
    expect(res.body.result.data).toEqual({ success: true, registrados: 1, rechazados: [] });
  });

  it('an owner who is not the secretario gets 403 on both facades, and nothing is written', async () => {
    for (const token of [c.owners[1]!.token, c.consejo.token, c.residente.token]) {
      expect((await registrarRest(token, c.units[2]!.id)).status).toBe(403);
      expect((await registrarTrpc(token, c.units[2]!.id)).status).toBe(403);
      expect((await pendientes(token)).status).toBe(403);
    }
    expect(await t.db.asambleaVoto.count({ where: { puntoId: presupuesto } })).toBe(2);
  });

  it('nothing else of the administration’s: no closing the punto or the asamblea, no designating, no attendance desk', async () => {
    expect((await t.rest('PUT', `/api/puntos/${presupuesto}/cerrar`, { token: secretaria.token })).status).toBe(403);
    expect((await t.rest('PUT', `/api/asambleas/${asamblea.id}/cerrar`, { token: secretaria.token })).status).toBe(403);
    expect((await designar(secretaria.token, c.consejo.user.id)).status).toBe(403);
    const otra = await t.rest('POST', `/api/asambleas/${asamblea.id}/asistencias`, {
      token: secretaria.token,
      body: { apartamentoId: c.units[4]!.id },
    });
    expect(otra.status).toBe(403);
  });

  it('another secretario (the consejera, tRPC) takes over; the former one gets 403', async () => {
    const res = await designarTrpc(x.tokens.adminA, c.consejo.user.id);
    expect(res.status).toBe(200);
    expect(res.body.result.data.asamblea.secretarioId).toBe(c.consejo.user.id);
    expect((await registrarRest(secretaria.token, c.units[2]!.id)).status).toBe(403);
    const consejera = await registrarTrpc(c.consejo.token, c.units[2]!.id, 'abstencion');
    expect(consejera.body.result.data).toEqual({ success: true, registrados: 1, rechazados: [] });
    const voto = await t.db.asambleaVoto.findFirstOrThrow({ where: { puntoId: presupuesto, apartamentoId: c.units[2]!.id } });
    expect(voto.registradoPorId).toBe(c.consejo.user.id);
  });

  it('a withdrawn designation (userId null) is 403 at once, audited', async () => {
    expect((await designar(x.tokens.adminA, null)).status).toBe(200);
    for (const res of [
      await registrarRest(c.consejo.token, c.units[3]!.id),
      await registrarTrpc(c.consejo.token, c.units[3]!.id),
    ])
      expect(res.status).toBe(403);
    expect((await pendientes(c.consejo.token)).status).toBe(403);
    expect(await t.db.auditLog.count({ where: { action: 'asamblea.secretario.retirar', entityId: asamblea.id } })).toBe(1);
    expect(await t.db.asambleaVoto.count({ where: { puntoId: presupuesto } })).toBe(3);
  });

  it('a designated person who no longer holds a role in the complex gets 403, and cannot be designated again (422)', async () => {
    const otra = c.owners[3]!;
    expect((await designar(x.tokens.adminA, otra.user.id)).status).toBe(200);
    await t.db.userRole.deleteMany({ where: { userId: otra.user.id, phId: c.ph.id } });
    expect((await registrarRest(otra.token, c.units[3]!.id)).status).toBe(403);
    expect((await pendientes(otra.token)).status).toBe(403);
    expect((await designar(x.tokens.adminA, otra.user.id)).status).toBe(422);
    expect((await designar(x.tokens.adminA, null)).status).toBe(200);
  });

  it('the tally counts the secretarios’ votes: Sí 30, No 25, abstención 20 of 90 %', async () => {
    const res = await t.rest('GET', `/api/puntos/${presupuesto}/resultados`, { token: x.tokens.adminA });
    expect(res.body.resultado).toMatchObject({ votos: { si: 30, no: 25, abstencion: 20 } });
  });

  it('once the asamblea is closed the designation cannot change (409, both facades)', async () => {
    expect((await designar(x.tokens.adminA, secretaria.user.id)).status).toBe(200);
    expect((await t.rest('PUT', `/api/puntos/${presupuesto}/cerrar`, { token: x.tokens.adminA })).status).toBe(200);
    const cerrada = await t.rest('PUT', `/api/asambleas/${asamblea.id}/cerrar`, { token: x.tokens.adminA });
    expect(cerrada.status, JSON.stringify(cerrada.body)).toBe(200);
    const rest = await designar(x.tokens.adminA, c.consejo.user.id);
    expect(rest.status).toBe(409);
    expect(message(rest)).toBe(ASAMBLEA_MSG.secretarioTerminada);
    expect((await designarTrpc(x.tokens.adminA, null)).status).toBe(409);
    // Nor does the secretaria record anything any more: the asamblea is no longer in session.
    expect((await registrarRest(secretaria.token, c.units[3]!.id)).status).toBe(409);
    expect(await secretarioId()).toBe(secretaria.user.id);
  });
});
