// Issue 25, findings 3 and 13 («poderes are proven, not claimed»): the apoderado named by email gets a
// single-use link; the poder binds to the signed-in account of that email that accepts it, before it
// expires, and grants nothing before. An apoderado from outside the complex then reads only the meeting
// (convocatoria, puntos, quórum, results, their own votes), never the padrón, the acta or others' poderes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ASAMBLEA_MSG } from '@horizonte/contracts';

import {
  asistir,
  convocar,
  crear,
  createConjunto,
  message,
  setClock,
  tokenDelPoder,
  type Conjunto,
} from '../asambleas-fixture.ts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { createTestUser, type TestUser } from '../support/sessions.ts';
import { createTenants, type Tenants } from '../support/tenants.ts';

let t: TestApp;
let x: Tenants;
let c: Conjunto;
let carla: TestUser;
let dana: TestUser;

const LUNES = '2027-03-01T09:00:00-05:00';
const otorgar = (asambleaId: string, unidad: number, apoderado: TestUser) =>
  t.rest('POST', `/api/asambleas/${asambleaId}/poderes`, {
    token: c.owners[unidad]!.token,
    body: {
      apartamentoId: c.units[unidad]!.id,
      apoderado: { nombre: apoderado.user.nombre, tipo_documento: 'CC', numero_documento: '123456', email: apoderado.user.email },
    },
  });
const aceptar = (token: string, user: TestUser) => t.rest('POST', '/api/poderes/aceptar', { token: user.token, body: { token } });

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  c = await createConjunto(t, x);
  // Neither has any role in the complex.
  carla = await createTestUser(t.db, { nombre: 'Carla Apoderada' });
  dana = await createTestUser(t.db, { nombre: 'Dana Apoderada' });
  await setClock(t, x, LUNES);
});
afterAll(async () => {
  await t?.close();
});

describe('accepting a poder', () => {
  let asamblea: { id: string; puntos: { id: string; titulo: string }[] };
  let token: string;

  it('mails a link whose preview shows only to the account of that email what is accepted (both facades)', async () => {
    asamblea = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Asamblea ordinaria' });
    await convocar(t, asamblea.id, x.tokens.adminA!);
    const poder = await otorgar(asamblea.id, 4, carla);
    expect(poder.body.poder).toMatchObject({ estado: 'validado', aceptadoEn: null });
    token = await tokenDelPoder(t, carla.user.email);
    // Until accepted, the poder grants nothing.
    expect((await t.rest('GET', `/api/asambleas/${asamblea.id}`, { token: carla.token })).status).toBe(403);

    const rest = await t.rest('POST', '/api/poderes/consultar', { token: carla.token, body: { token } });
    expect(rest.status).toBe(200);
    expect(rest.body.aceptacion).toMatchObject({
      conjunto: { nombre: c.ph.nombre },
      asamblea: { id: asamblea.id, titulo: 'Asamblea ordinaria', fechaHora: '2027-03-17T00:00:00.000Z' },
      unidad: '1-501',
      poderdante: 'Propietaria 5',
      apoderado: { nombre: 'Carla Apoderada', email: carla.user.email },
      aceptadoEn: null,
      venceEn: '2027-03-18T00:00:00.000Z',
    });
    const trpc = await t.trpc('mutation', 'asambleas.poderes.consultar', { token }, carla.token);
    expect(trpc.body.result.data.aceptacion.unidad).toBe('1-501');

    // Another account holding the link (a forwarded mail), nobody signed in, or a made-up token: nothing.
    for (const res of [
      await t.rest('POST', '/api/poderes/consultar', { token: c.owners[0]!.token, body: { token } }),
      await aceptar(token, dana),
    ]) {
      expect(res.status).toBe(403);
      expect(message(res)).toBe(ASAMBLEA_MSG.poderOtroCorreo);
    }
    expect((await t.trpc('mutation', 'asambleas.poderes.aceptar', { token }, dana.token)).status).toBe(403);
    expect((await t.rest('POST', '/api/poderes/aceptar', { body: { token } })).status).toBe(401);
    const inventado = await aceptar('abcdefghijklmnopqrstuvwxyz234567', carla);
    expect(inventado.status).toBe(404);
    expect(message(inventado)).toBe(ASAMBLEA_MSG.poderEnlaceInvalido);
    expect(await t.db.asambleaPoder.count({ where: { asambleaId: asamblea.id, apoderadoUserId: { not: null } } })).toBe(0);
  });

  it('binds to the account once: of three parallel acceptances one wins, the others get 409 (both facades)', async () => {
    const results = await Promise.all([
      aceptar(token, carla),
      t.trpc('mutation', 'asambleas.poderes.aceptar', { token }, carla.token),
      aceptar(token, carla),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const perdedora = results.find((r) => r.status === 409)!;
    expect(message(perdedora)).toBe(ASAMBLEA_MSG.poderYaAceptado);
    const poder = await t.db.asambleaPoder.findFirstOrThrow({ where: { asambleaId: asamblea.id } });
    expect(poder.apoderadoUserId).toBe(carla.user.id);
    expect(
      (await t.rest('POST', '/api/poderes/consultar', { token: carla.token, body: { token } })).body.aceptacion.aceptadoEn,
    ).toBe(poder.aceptadoEn!.toISOString());
  });

  it('lets the outside apoderado read only the meeting, attend and vote for the unit', async () => {
    const leer = (path: string) => t.rest('GET', path, { token: carla.token });
    expect((await leer(`/api/ph/${c.ph.id}/asambleas`)).body.asambleas.map((a: { id: string }) => a.id)).toEqual([asamblea.id]);
    expect((await leer(`/api/asambleas/${asamblea.id}`)).body.asamblea.puntos).toHaveLength(4);
    expect((await leer(`/api/asambleas/${asamblea.id}/quorum`)).status).toBe(200);
    for (const path of ['padron', 'acta', 'acta.pdf', 'evidencia'])
      expect((await leer(`/api/asambleas/${asamblea.id}/${path}`)).status, path).toBe(403);
    for (const procedure of ['asambleas.padron.get', 'asambleas.acta.get', 'asambleas.acta.pdf'])
      expect((await t.trpc('query', procedure, { id: asamblea.id }, carla.token)).status, procedure).toBe(403);
    // A paper poder of another unit exists: she sees only hers.
    expect(
      (
        await t.rest('POST', `/api/asambleas/${asamblea.id}/poderes`, {
          token: x.tokens.adminA,
          body: {
            apartamentoId: c.units[3]!.id,
            apoderado: { nombre: 'Otro', tipo_documento: 'CC', numero_documento: '9', email: 'otro@example.com' },
          },
        })
      ).status,
    ).toBe(200);
    const poderes = await leer(`/api/asambleas/${asamblea.id}/poderes`);
    expect(poderes.body.poderes).toMatchObject([{ unidad: '1-501', aceptadoPorTi: true, presente: false }]);

    await setClock(t, x, '2027-03-16T19:00:00-05:00');
    await asistir(t, asamblea.id, c.owners[0]!.token, c.units[0]!.id);
    await asistir(t, asamblea.id, c.owners[1]!.token, c.units[1]!.id);
    const suya = await asistir(t, asamblea.id, carla.token, c.units[4]!.id);
    expect(suya).toMatchObject({ calidad: 'apoderado', nombre: 'Carla Apoderada' });
    expect((await leer(`/api/asambleas/${asamblea.id}/poderes`)).body.poderes).toMatchObject([
      { unidad: '1-501', presente: true },
    ]);
    expect((await t.rest('PUT', `/api/asambleas/${asamblea.id}/instalar`, { token: x.tokens.adminA })).status).toBe(200);
    const eleccion = asamblea.puntos.find((p) => p.titulo === 'Elección del consejo')!.id;
    expect((await t.rest('PUT', `/api/puntos/${eleccion}/abrir`, { token: x.tokens.adminA })).status).toBe(200);
    await t.rest('POST', `/api/puntos/${eleccion}/votos`, {
      token: c.owners[0]!.token,
      body: { apartamentoId: c.units[0]!.id, opcion: 'si' },
    });
    const voto = await t.trpc(
      'mutation',
      'asambleas.puntos.votar',
      { id: eleccion, apartamentoId: c.units[4]!.id, opcion: 'no' },
      carla.token,
    );
    expect(voto.body.result.data.voto).toMatchObject({ calidad: 'apoderado', unidad: '1-501' });
    expect((await leer(`/api/puntos/${eleccion}/votos`)).body.votos.map((v: { unidad: string }) => v.unidad)).toEqual(['1-501']);
    expect((await leer(`/api/puntos/${eleccion}/resultados`)).status).toBe(200);
  });

  it('refuses the link of a revoked poder and an expired link', async () => {
    await setClock(t, x, LUNES);
    const a = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Otra asamblea' });
    await convocar(t, a.id, x.tokens.adminA!);
    const revocable = await otorgar(a.id, 2, dana);
    const revocado = await tokenDelPoder(t, dana.user.email);
    expect((await t.rest('PUT', `/api/poderes/${revocable.body.poder.id}/revocar`, { token: c.owners[2]!.token })).status).toBe(
      200,
    );
    const res = await aceptar(revocado, dana);
    expect(res.status).toBe(409);
    expect(message(res)).toBe(ASAMBLEA_MSG.poderNoVigente);

    expect((await otorgar(a.id, 3, dana)).status).toBe(200);
    const tarde = await tokenDelPoder(t, dana.user.email);
    // The meeting was on 16 March at 19:00: the link served until 17 March at 19:00.
    await setClock(t, x, '2027-03-17T19:00:00-05:00');
    const vencido = await aceptar(tarde, dana);
    expect(vencido.status).toBe(400);
    expect(message(vencido)).toBe(ASAMBLEA_MSG.poderEnlaceVencido);
    expect(await t.db.asambleaPoder.count({ where: { asambleaId: a.id, apoderadoUserId: dana.user.id } })).toBe(0);
  });

  it("carries a pending poder's link to the second call (art. 41), serving until the day after it", async () => {
    await setClock(t, x, LUNES);
    const a = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Sin quórum' });
    await convocar(t, a.id, x.tokens.adminA!);
    expect((await otorgar(a.id, 2, dana)).status).toBe(200);
    const enlace = await tokenDelPoder(t, dana.user.email);
    await setClock(t, x, '2027-03-16T19:30:00-05:00');
    const sinQuorum = await t.rest('PUT', `/api/asambleas/${a.id}/sin-quorum`, { token: x.tokens.adminA });
    expect(sinQuorum.status).toBe(200);
    // Past the first call's term (17 March, 19:00), before the second call's (Friday 19 March, 20:00, + 1 day).
    await setClock(t, x, '2027-03-18T10:00:00-05:00');
    const res = await aceptar(enlace, dana);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.poder).toMatchObject({ asambleaId: sinQuorum.body.segunda.id, unidad: '1-301' });
  });
});
