// Votación (issue 18) through both facades: one punto open at a time, votes by the owner or the
// apoderado of a unit with asistencia, weights only from the padrón, final votes (UNIQUE and a trigger),
// the hash chain, 20 concurrent copies of one vote, results live and at closing with hand-computed
// figures (the same votes approved by coeficiente and rejected by unit; art. 46 at exactly 70 %), and
// the written modality (art. 43).
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aceptarPoder, asistir, convocar, crear, createConjunto, message, setClock, type Conjunto } from './asambleas-fixture.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let c: Conjunto;
let apoderado: TestUser;
let asamblea: { id: string; puntos: { id: string; titulo: string; ponderacion: string }[] };

const punto = (titulo: string) => asamblea.puntos.find((p) => p.titulo === titulo)!.id;
const votar = (puntoId: string, token: string, apartamentoId: string, opcion = 'si') =>
  t.rest('POST', `/api/puntos/${puntoId}/votos`, { token, body: { apartamentoId, opcion } });

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  c = await createConjunto(t, x);
  // The apoderado has no role in the complex: the poder alone lets them in.
  apoderado = await createTestUser(t.db, { nombre: 'Apoderado Externo' });
  await setClock(t, x, '2027-03-01T09:00:00-05:00');
  asamblea = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Votación' });
  await convocar(t, asamblea.id, x.tokens.adminA!);
  const poder = await t.rest('POST', `/api/asambleas/${asamblea.id}/poderes`, {
    token: c.owners[4]!.token,
    body: {
      apartamentoId: c.units[4]!.id,
      apoderado: {
        nombre: 'Apoderado Externo',
        tipo_documento: 'CC',
        numero_documento: apoderado.user.numeroDocumento,
        email: apoderado.user.email,
      },
    },
  });
  expect(poder.body.poder.estado).toBe('validado');
  await aceptarPoder(t, apoderado);
  await setClock(t, x, '2027-03-16T19:00:00-05:00');
  // Present: 1-101 (30 %), 1-201 (25 %), 1-401 (15 %) and 1-501 by its apoderado (10 %) = 80 %, 4 units. 1-301 (20 %) is absent.
  await asistir(t, asamblea.id, c.owners[0]!.token, c.units[0]!.id);
  await asistir(t, asamblea.id, c.owners[1]!.token, c.units[1]!.id);
  await asistir(t, asamblea.id, c.owners[3]!.token, c.units[3]!.id);
  const delApoderado = await asistir(t, asamblea.id, apoderado.token, c.units[4]!.id);
  expect(delApoderado).toMatchObject({ calidad: 'apoderado', nombre: 'Apoderado Externo' });
  expect((await t.rest('PUT', `/api/asambleas/${asamblea.id}/instalar`, { token: x.tokens.adminA })).body.asamblea.estado).toBe(
    'en_curso',
  );
});
afterAll(async () => {
  await t?.close();
});

describe('opening and closing puntos', () => {
  it('opens one at a time (409), never an informativo, only the administration', async () => {
    expect((await t.rest('PUT', `/api/puntos/${punto('Informe de gestión')}/abrir`, { token: x.tokens.adminA })).status).toBe(
      409,
    );
    expect((await t.rest('PUT', `/api/puntos/${punto('Elección del consejo')}/abrir`, { token: c.consejo.token })).status).toBe(
      403,
    );
    expect((await t.rest('PUT', `/api/puntos/${punto('Elección del consejo')}/abrir`, { token: x.tokens.adminB })).status).toBe(
      403,
    );
    expect(
      (await t.rest('PUT', '/api/puntos/00000000-0000-4000-8000-000000000000/abrir', { token: x.tokens.adminA })).status,
    ).toBe(404);
    const abierto = await t.trpc('mutation', 'asambleas.puntos.abrir', { id: punto('Elección del consejo') }, x.tokens.adminA);
    expect(abierto.body.result.data.punto).toMatchObject({ estado: 'abierto', ponderacion: 'unidad' });
    const otro = await t.rest('PUT', `/api/puntos/${punto('Presupuesto 2027')}/abrir`, { token: x.tokens.adminA });
    expect(otro.status).toBe(409);
    expect(message(otro)).toBe('Ya hay un punto en votación: ciérralo antes de abrir otro');
    const cerrarAsamblea = await t.rest('PUT', `/api/asambleas/${asamblea.id}/cerrar`, { token: x.tokens.adminA });
    expect(message(cerrarAsamblea)).toBe('Cierra la votación del punto abierto antes de cerrar la asamblea');
  });
});

describe('votes', () => {
  it('the same votes: rejected by unit (2 of 4 is not more than half), approved by coeficiente (55 of 80 %)', async () => {
    const eleccion = punto('Elección del consejo');
    const propio = await votar(eleccion, c.owners[0]!.token, c.units[0]!.id, 'si');
    expect(propio.status).toBe(200);
    expect(propio.body).toMatchObject({
      success: true,
      message: 'Voto registrado. Es definitivo.',
      voto: { apartamentoId: c.units[0]!.id, unidad: '1-101', opcion: 'si', peso: 1, calidad: 'propietario' },
    });
    expect(propio.body.voto.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      (
        await t.trpc(
          'mutation',
          'asambleas.puntos.votar',
          { id: eleccion, apartamentoId: c.units[1]!.id, opcion: 'si' },
          c.owners[1]!.token,
        )
      ).status,
    ).toBe(200);
    expect((await votar(eleccion, c.owners[3]!.token, c.units[3]!.id, 'no')).status).toBe(200);
    const delApoderado = await votar(eleccion, apoderado.token, c.units[4]!.id, 'no');
    expect(delApoderado.body.voto).toMatchObject({ calidad: 'apoderado', peso: 1 });
    const vivo = await t.rest('GET', `/api/puntos/${eleccion}/resultados`, { token: c.consejo.token });
    expect(vivo.body.resultado).toEqual({
      ponderacion: 'unidad',
      mayoria: 'simple',
      baseTipo: 'presentes',
      base: 4,
      votos: { si: 2, no: 2, abstencion: 0 },
      porcentajeSi: 50,
      aprobado: null,
    });
    await t.rest('PUT', `/api/puntos/${eleccion}/cerrar`, { token: x.tokens.adminA });
    const cerrado = await t.trpc('query', 'asambleas.resultados.get', { id: eleccion }, c.owners[2]!.token);
    expect(cerrado.body.result.data.resultado).toMatchObject({ base: 4, votos: { si: 2, no: 2 }, aprobado: false });

    const presupuesto = punto('Presupuesto 2027');
    await t.rest('PUT', `/api/puntos/${presupuesto}/abrir`, { token: x.tokens.adminA });
    const conPeso = await votar(presupuesto, c.owners[0]!.token, c.units[0]!.id, 'si');
    // The weight is the padrón's 30 %, whatever the voter sends.
    expect(conPeso.body.voto.peso).toBe(30);
    await votar(presupuesto, c.owners[3]!.token, c.units[3]!.id, 'no');
    await votar(presupuesto, apoderado.token, c.units[4]!.id, 'no');
    // 20 copies of the same vote at once: exactly one is accepted.
    const copias = await Promise.all(
      Array.from({ length: 20 }, () => votar(presupuesto, c.owners[1]!.token, c.units[1]!.id, 'si')),
    );
    expect(copias.filter((r) => r.status === 200)).toHaveLength(1);
    expect(copias.filter((r) => r.status === 409)).toHaveLength(19);
    expect(message(copias.find((r) => r.status === 409)!)).toBe('Esta unidad ya votó este punto: el voto es definitivo');
    expect(await t.db.asambleaVoto.count({ where: { puntoId: presupuesto, apartamentoId: c.units[1]!.id } })).toBe(1);
    await t.rest('PUT', `/api/puntos/${presupuesto}/cerrar`, { token: x.tokens.adminA });
    const r = (await t.rest('GET', `/api/puntos/${presupuesto}/resultados`, { token: x.tokens.adminA })).body.resultado;
    // si 30 + 25 = 55 % of the 80 % present: 55 > 40 → approved; 55 / 80 = 68.75 %.
    expect(r).toEqual({
      ponderacion: 'coeficiente',
      mayoria: 'simple',
      baseTipo: 'presentes',
      base: 80,
      votos: { si: 55, no: 25, abstencion: 0 },
      porcentajeSi: 68.75,
      aprobado: true,
    });
  });

  it('art. 46: exactly 70 % of ALL the coeficientes approves, with the absent 20 % in the base', async () => {
    const reforma = punto('Reforma del reglamento');
    await t.rest('PUT', `/api/puntos/${reforma}/abrir`, { token: x.tokens.adminA });
    await votar(reforma, c.owners[0]!.token, c.units[0]!.id, 'si');
    await votar(reforma, c.owners[1]!.token, c.units[1]!.id, 'si');
    await votar(reforma, c.owners[3]!.token, c.units[3]!.id, 'si');
    await votar(reforma, apoderado.token, c.units[4]!.id, 'abstencion');
    await t.rest('PUT', `/api/puntos/${reforma}/cerrar`, { token: x.tokens.adminA });
    const r = (await t.rest('GET', `/api/puntos/${reforma}/resultados`, { token: x.tokens.adminA })).body.resultado;
    expect(r).toEqual({
      ponderacion: 'coeficiente',
      mayoria: 'calificada_70',
      baseTipo: 'total',
      base: 100,
      votos: { si: 70, no: 0, abstencion: 10 },
      porcentajeSi: 70,
      aprobado: true,
    });
  });

  it('refuses residents, other units, units without asistencia, closed puntos and second votes', async () => {
    const presupuesto = punto('Presupuesto 2027');
    const eleccion = punto('Elección del consejo');
    // All closed now: reopen none; a closed punto refuses votes.
    const cerrado = await votar(presupuesto, c.owners[2]!.token, c.units[2]!.id);
    expect(cerrado.status).toBe(409);
    const residente = await votar(eleccion, c.residente.token, c.units[0]!.id);
    expect(residente.status).toBe(403);
    expect(message(residente)).toBe('No tienes permiso para realizar esta acción');
    const otraUnidad = await votar(eleccion, c.owners[0]!.token, c.units[1]!.id);
    expect(otraUnidad.status).toBe(403);
    expect(message(otraUnidad)).toBe('Solo los propietarios de la unidad o su apoderado pueden hacer esto');
    expect((await votar(eleccion, x.tokens.adminA!, c.units[0]!.id)).status).toBe(403);
    expect((await votar(eleccion, x.tokens.adminB!, c.units[0]!.id)).status).toBe(403);
    expect((await votar('00000000-0000-4000-8000-000000000000', c.owners[0]!.token, c.units[0]!.id)).status).toBe(404);
    const invalido = await t.rest('POST', `/api/puntos/${eleccion}/votos`, {
      token: c.owners[0]!.token,
      body: { apartamentoId: c.units[0]!.id, opcion: 'tal vez' },
    });
    expect(invalido.status).toBe(422);
    expect(invalido.body.errors).toContain('El voto debe ser si, no o abstencion');
  });

  it('lists every vote to the administration and the consejo, and only their own to an owner', async () => {
    const presupuesto = punto('Presupuesto 2027');
    const todos = await t.rest('GET', `/api/puntos/${presupuesto}/votos`, { token: c.consejo.token });
    expect(todos.body.votos.map((v: { unidad: string; opcion: string; peso: number }) => [v.unidad, v.opcion, v.peso])).toEqual([
      ['1-101', 'si', 30],
      ['1-401', 'no', 15],
      ['1-501', 'no', 10],
      ['1-201', 'si', 25],
    ]);
    const propios = await t.trpc('query', 'asambleas.votos.list', { id: presupuesto }, c.owners[0]!.token);
    expect(propios.body.result.data.votos.map((v: { unidad: string }) => v.unidad)).toEqual(['1-101']);
    expect(
      (await t.rest('GET', `/api/puntos/${presupuesto}/votos`, { token: apoderado.token })).body.votos.map(
        (v: { unidad: string }) => v.unidad,
      ),
    ).toEqual(['1-501']);
  });
});

describe('the evidence', () => {
  it('keeps votes final in the database itself: UPDATE and DELETE are refused by the trigger', async () => {
    await expect(
      t.db.$executeRawUnsafe(`UPDATE asamblea_votos SET opcion = 'no' WHERE asamblea_id = '${asamblea.id}'`),
    ).rejects.toThrow(/no se puede modificar ni eliminar/);
    await expect(t.db.$executeRawUnsafe(`DELETE FROM asamblea_votos WHERE asamblea_id = '${asamblea.id}'`)).rejects.toThrow(
      /no se puede modificar ni eliminar/,
    );
    expect(await t.db.asambleaVoto.count({ where: { asambleaId: asamblea.id, opcion: 'si' } })).toBe(7);
  });

  it('chains every vote: each hash is SHA-256 of the previous hash and the canonical vote (art. 42)', async () => {
    const res = await t.rest('GET', `/api/asambleas/${asamblea.id}/evidencia`, { token: x.tokens.adminA });
    const { cadenaValida, votos } = res.body.evidencia;
    expect(cadenaValida).toBe(true);
    expect(votos).toHaveLength(12);
    expect(votos.map((v: { secuencia: number }) => v.secuencia)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(votos[0]).toMatchObject({
      punto: 'Elección del consejo',
      unidad: '1-101',
      votante: 'Propietaria 1',
      calidad: 'propietario',
      opcion: 'si',
      hashAnterior: '0'.repeat(64),
    });
    const row = await t.db.asambleaVoto.findFirstOrThrow({ where: { asambleaId: asamblea.id, secuencia: 1 } });
    const canonico = JSON.stringify([
      1,
      asamblea.id,
      row.puntoId,
      row.apartamentoId,
      row.userId,
      'propietario',
      'si',
      1,
      row.emitidoEn.toISOString(),
    ]);
    expect(votos[0].hash).toBe(
      createHash('sha256')
        .update('0'.repeat(64) + canonico)
        .digest('hex'),
    );
    for (let i = 1; i < votos.length; i++) expect(votos[i].hashAnterior).toBe(votos[i - 1].hash);
    // Each vote is written with its audit entry, which seals its hash.
    const entradas = await t.db.auditLog.findMany({ where: { action: 'asamblea.voto', entityId: row.puntoId } });
    expect(entradas.find((e) => (e.details as { hash?: string }).hash === row.hash)).toMatchObject({
      actorId: row.userId,
      entity: 'asamblea_punto',
      details: { apartamentoId: row.apartamentoId, calidad: 'propietario', hash: row.hash },
    });
    expect((await t.rest('GET', `/api/asambleas/${asamblea.id}/evidencia`, { token: c.owners[0]!.token })).status).toBe(403);
    expect((await t.rest('GET', `/api/asambleas/${asamblea.id}/evidencia`, { token: c.consejo.token })).status).toBe(200);
  });
});

describe('decisión por comunicación escrita (art. 43)', () => {
  it('takes votes without asistencia over the whole padrón for one month from the convocatoria', async () => {
    await setClock(t, x, '2027-04-01T09:00:00-05:00');
    const escrita = await crear(t, c.ph.id, x.tokens.adminA!, {
      modalidad: 'escrita',
      titulo: 'Consulta escrita',
      fechaHora: '2027-04-16T09:00:00-05:00',
      puntos: [{ titulo: 'Cambio de horario de la piscina', tipo: 'decision' }],
    });
    await convocar(t, escrita.id, x.tokens.adminA!);
    await setClock(t, x, '2027-04-16T09:00:00-05:00');
    expect((await t.rest('PUT', `/api/asambleas/${escrita.id}/instalar`, { token: x.tokens.adminA })).body.asamblea.estado).toBe(
      'en_curso',
    );
    const p = escrita.puntos[0]!.id;
    await t.rest('PUT', `/api/puntos/${p}/abrir`, { token: x.tokens.adminA });
    expect((await votar(p, c.owners[0]!.token, c.units[0]!.id, 'si')).status).toBe(200);
    expect((await votar(p, c.owners[1]!.token, c.units[1]!.id, 'si')).status).toBe(200);
    // Convened 1 April → votes until 1 May; 2 May is late.
    await setClock(t, x, '2027-05-02T09:00:00-05:00');
    const tarde = await votar(p, c.owners[2]!.token, c.units[2]!.id, 'si');
    expect(tarde.status).toBe(409);
    expect(message(tarde)).toBe('El plazo de un mes para votar por escrito ya venció (art. 43, Ley 675 de 2001)');
    const r = (await t.rest('GET', `/api/puntos/${p}/resultados`, { token: x.tokens.adminA })).body.resultado;
    // Unidad weighting, the whole padrón as base: 2 of 5 units → not more than half.
    expect(r).toMatchObject({
      ponderacion: 'unidad',
      baseTipo: 'total',
      base: 5,
      votos: { si: 2 },
      porcentajeSi: 40,
      aprobado: null,
    });
  });
});
