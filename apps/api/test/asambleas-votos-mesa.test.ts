// Votes in the room (issue 26, point 3) through both facades: four units registered at the mesa, one owner
// votes Sí from the phone, the mesa records the rest by show of hands and paper ballots — one by one and in
// bulk — in the same hash chain and under the same one-vote-per-unit rule. Rejected: a unit that voted by
// phone, a unit not present, a repeated papeleta; a unit recorded by the mesa cannot vote by phone (409);
// only the administration; the live stream hears the votes; the acta names the abstentions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ASAMBLEA_MSG, VOTOS_MESA_MAX } from '@horizonte/contracts';

import type { EventoRecibido } from '../src/modules/asambleas/eventos/notifier.ts';
import { asistir, convocar, crear, createConjunto, message, setClock, type Conjunto } from './asambleas-fixture.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let c: Conjunto;
let asamblea: { id: string; puntos: { id: string; titulo: string }[] };
let presupuesto: string;

const registrar = (token: string | undefined, votos: unknown[]) =>
  t.rest('POST', `/api/puntos/${presupuesto}/votos-mesa`, { token, body: { votos } });

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  c = await createConjunto(t, x);
  await setClock(t, x, '2027-03-01T09:00:00-05:00');
  asamblea = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Asamblea en el salón' });
  await convocar(t, asamblea.id, x.tokens.adminA!);
  await setClock(t, x, '2027-03-16T19:00:00-05:00');
  // At the mesa: 1-101 (30 %), 1-201 (25 %), 1-301 (20 %), 1-401 (15 %) = 90 %. 1-501 (10 %) never came.
  for (const i of [0, 1, 2, 3]) await asistir(t, asamblea.id, x.tokens.adminA!, c.units[i]!.id);
  expect((await t.rest('PUT', `/api/asambleas/${asamblea.id}/instalar`, { token: x.tokens.adminA })).status).toBe(200);
  presupuesto = asamblea.puntos.find((p) => p.titulo === 'Presupuesto 2027')!.id;
  expect((await t.rest('PUT', `/api/puntos/${presupuesto}/abrir`, { token: x.tokens.adminA })).status).toBe(200);
  // One owner votes from the phone.
  expect(
    (
      await t.rest('POST', `/api/puntos/${presupuesto}/votos`, {
        token: c.owners[0]!.token,
        body: { apartamentoId: c.units[0]!.id, opcion: 'si' },
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('the mesa records the votes of the room', () => {
  it('only the administration records them or reads what is missing; nothing is written on a refusal', async () => {
    for (const token of [c.consejo.token, c.owners[1]!.token, x.tokens.adminB]) {
      expect((await registrar(token, [{ apartamentoId: c.units[1]!.id, opcion: 'si' }])).status).toBe(403);
      expect((await t.trpc('query', 'asambleas.mesa.list', { id: presupuesto }, token)).status).toBe(403);
    }
    expect(await t.db.asambleaVoto.count({ where: { puntoId: presupuesto, via: 'mesa' } })).toBe(0);
  });

  it('bounds the batch with a Spanish message', async () => {
    const vacio = await registrar(x.tokens.adminA, []);
    expect(vacio.status).toBe(422);
    expect(vacio.body.errors).toContain(ASAMBLEA_MSG.votosMesaVacio);
    const enorme = await registrar(
      x.tokens.adminA,
      Array.from({ length: VOTOS_MESA_MAX + 1 }, () => ({ apartamentoId: c.units[1]!.id, opcion: 'si' })),
    );
    expect(enorme.status).toBe(422);
    expect(enorme.body.errors).toContain('Se registran como máximo 800 votos a la vez');
  });

  it('lists the present units that have not voted, with their coeficiente', async () => {
    const res = await t.trpc('query', 'asambleas.mesa.list', { id: presupuesto }, x.tokens.adminA);
    expect(res.status).toBe(200);
    const pendientes = res.body.result.data.pendientes;
    expect(pendientes).toMatchObject({ unidades: 3, coeficiente: 60 });
    expect(pendientes.lista.map((u: { unidad: string }) => u.unidad)).toEqual(['1-201', '1-301', '1-401']);
  });

  it('in bulk: registers the present units, rejects the phone-voted one and the absent one, in the live stream', async () => {
    const eventos: EventoRecibido[] = [];
    const dejar = t.services.eventos.subscribe(asamblea.id, (e) => eventos.push(e));
    const res = await registrar(x.tokens.adminA, [
      { apartamentoId: c.units[0]!.id, opcion: 'si' },
      { apartamentoId: c.units[1]!.id, opcion: 'si', papeleta: '7' },
      { apartamentoId: c.units[4]!.id, opcion: 'si' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      success: true,
      registrados: 1,
      rechazados: [
        { apartamentoId: c.units[0]!.id, motivo: ASAMBLEA_MSG.votoRepetido },
        { apartamentoId: c.units[4]!.id, motivo: ASAMBLEA_MSG.sinAsistencia },
      ],
    });
    await expect.poll(() => eventos.some((e) => e.tipo === 'resultado' && e.data.puntoId === presupuesto)).toBe(true);
    dejar();
  });

  it('one by one (tRPC): a repeated papeleta is rejected, a new one is recorded', async () => {
    const repetida = await t.trpc(
      'mutation',
      'asambleas.mesa.votar',
      { id: presupuesto, votos: [{ apartamentoId: c.units[2]!.id, opcion: 'no', papeleta: '7' }] },
      x.tokens.adminA,
    );
    expect(repetida.body.result.data).toEqual({
      success: true,
      registrados: 0,
      rechazados: [{ apartamentoId: c.units[2]!.id, motivo: 'La papeleta 7 ya se registró en este punto' }],
    });
    const nueva = await t.trpc(
      'mutation',
      'asambleas.mesa.votar',
      { id: presupuesto, votos: [{ apartamentoId: c.units[2]!.id, opcion: 'abstencion', papeleta: '8' }] },
      x.tokens.adminA,
    );
    expect(nueva.body.result.data).toEqual({ success: true, registrados: 1, rechazados: [] });
  });

  it('a unit recorded by the mesa cannot vote again from the phone (409)', async () => {
    const res = await t.rest('POST', `/api/puntos/${presupuesto}/votos`, {
      token: c.owners[1]!.token,
      body: { apartamentoId: c.units[1]!.id, opcion: 'no' },
    });
    expect(res.status).toBe(409);
    expect(message(res)).toBe(ASAMBLEA_MSG.votoRepetido);
  });

  it('the warning before closing: 1 present unit (15 %) has not voted; closed, the punto is approved (55 of 90 %)', async () => {
    const pendientes = await t.rest('GET', `/api/puntos/${presupuesto}/votos-mesa`, { token: x.tokens.adminA });
    expect(pendientes.body.pendientes).toMatchObject({
      unidades: 1,
      coeficiente: 15,
      lista: [{ unidad: '1-401', calidad: 'propietario' }],
    });
    expect((await t.rest('PUT', `/api/puntos/${presupuesto}/cerrar`, { token: x.tokens.adminA })).status).toBe(200);
    const resultado = await t.rest('GET', `/api/puntos/${presupuesto}/resultados`, { token: x.tokens.adminA });
    expect(resultado.body.resultado).toMatchObject({
      ponderacion: 'coeficiente',
      base: 90,
      votos: { si: 55, no: 0, abstencion: 20 },
      aprobado: true,
    });
  });

  it('the chain verifies, and the evidence says who recorded each mesa vote and its papeleta', async () => {
    const res = await t.rest('GET', `/api/asambleas/${asamblea.id}/evidencia`, { token: x.tokens.adminA });
    expect(res.body.evidencia.cadenaValida).toBe(true);
    expect(
      res.body.evidencia.votos.map(
        (v: { unidad: string; via: string; papeleta: string | null; registradoPor: string | null }) => [
          v.unidad,
          v.via,
          v.papeleta,
          v.registradoPor,
        ],
      ),
    ).toEqual([
      ['1-101', 'plataforma', null, null],
      ['1-201', 'mesa', '7', x.users.adminA.user.nombre],
      ['1-301', 'mesa', '8', x.users.adminA.user.nombre],
    ]);
    const votos = await t.rest('GET', `/api/puntos/${presupuesto}/votos`, { token: x.tokens.adminA });
    expect(votos.body.votos.map((v: { via: string }) => v.via)).toEqual(['plataforma', 'mesa', 'mesa']);
  });

  it('the acta names the abstentions and the present units that did not vote', async () => {
    const acta = await t.rest('GET', `/api/asambleas/${asamblea.id}/acta`, { token: x.tokens.adminA });
    expect(acta.body.acta.decisiones).toEqual([
      expect.objectContaining({ titulo: 'Presupuesto 2027', aprobado: true, abstenciones: ['1-301'], sinVoto: ['1-401'] }),
    ]);
  });

  it('once closed, nothing more is recorded (409)', async () => {
    const res = await registrar(x.tokens.adminA, [{ apartamentoId: c.units[3]!.id, opcion: 'si' }]);
    expect(res.status).toBe(409);
    expect(message(res)).toBe(ASAMBLEA_MSG.puntoNoAbierto);
  });
});
