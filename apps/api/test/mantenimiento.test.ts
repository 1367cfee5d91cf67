// Mantenimiento (issue 29, «activos, plan preventivo, calendario legal y cumplimiento») on both facades:
// the legal obligations a complex starts with, activos and plans with their Spanish 400/404/409 answers,
// the cumplimiento's estados with the evidence of the last time, and the daily job crossing dates with
// the test clock (órdenes opened ahead once, the administrators' digest once a day).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MANTENIMIENTO_MSG, OBLIGACIONES_LEGALES } from '@horizonte/contracts';

import { abrirOrden } from '../src/modules/ordenes/abrir.ts';
import { createProveedor, subir } from './ordenes-fixture.ts';
import { PDF, PNG } from './support/files.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser } from './support/sessions.ts';
import { createProperty, createTenants, nextId, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let admin: string;

const fecha = (civil: string) => new Date(`${civil}T00:00:00Z`);

async function setClock(ahora: string) {
  expect((await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora } })).status).toBe(200);
}
async function runJob() {
  await t.jobs.send(t.db, 'mantenimiento.diario', {});
  await t.jobs.settle(20_000);
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  admin = x.tokens.adminA!;
  await setClock('2026-11-28T09:00:00-05:00');
});
afterAll(async () => {
  await t?.close();
});

describe('the legal obligations a complex starts with', () => {
  it('pre-loads them on complex creation, the lifts only in Bogotá, each citing its norm', async () => {
    const creador = await createTestUser(t.db);
    const res = await t.rest('POST', '/api/ph', {
      token: creador.token,
      body: {
        nombre: 'Torres del Parque',
        nit: '800197268-4',
        direccion: 'Cra 5 # 26-1',
        ciudad: 'Bogotá',
        identificador: `tp${nextId()}x`,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const planes = await t.rest('GET', `/api/ph/${res.body.property.id}/planes`, { token: creador.token });
    expect(planes.status).toBe(200);
    expect(planes.body.planes.map((p: { clave: string }) => p.clave).sort()).toEqual(
      OBLIGACIONES_LEGALES.map((o) => o.clave).sort(),
    );
    const tanques = planes.body.planes.find((p: { clave: string }) => p.clave === 'lavado_tanques');
    expect(tanques).toMatchObject({
      obligacionLegal: true,
      fuente: 'Decreto 1575 de 2007, art. 10',
      frecuencia: 'meses',
      intervalo: 6,
      fechaInicio: '2026-12-28', // a month out from 28 Nov: the complex records the real date
    });
  });

  it('gives a complex created earlier its obligations the first time it is read, once, and never re-creates an archived one', async () => {
    const trpc = await t.trpc('query', 'mantenimiento.planes.list', { id: x.phA.id }, admin);
    expect(trpc.status).toBe(200);
    const claves = trpc.body.result.data.planes.map((p: { clave: string }) => p.clave);
    expect(claves).not.toContain('inspeccion_ascensores'); // Medellín
    expect(claves).toHaveLength(OBLIGACIONES_LEGALES.length - 1);
    const sst = trpc.body.result.data.planes.find((p: { clave: string }) => p.clave === 'sg_sst');
    expect((await t.rest('DELETE', `/api/planes/${sst.id}`, { token: admin })).status).toBe(200);
    await t.rest('GET', `/api/ph/${x.phA.id}/cumplimiento`, { token: admin });
    expect(await t.db.planMantenimiento.count({ where: { phId: x.phA.id, clave: { not: null } } })).toBe(
      OBLIGACIONES_LEGALES.length - 1,
    );
    const lista = await t.rest('GET', `/api/ph/${x.phA.id}/planes`, { token: admin });
    expect(lista.body.planes.map((p: { clave: string }) => p.clave)).not.toContain('sg_sst');
  });
});

describe('activos (POST/GET /ph/{id}/activos, PUT/DELETE /activos/{id})', () => {
  it('creates, lists, updates and archives an activo on both facades', async () => {
    const creado = await t.rest('POST', `/api/ph/${x.phA.id}/activos`, {
      token: admin,
      body: {
        nombre: 'Ascensor torre 1',
        categoria: 'ascensor',
        marca: 'Otis',
        fechaInstalacion: '2015-03-01',
        garantiaHasta: '2017-03-01',
      },
    });
    expect(creado.status, JSON.stringify(creado.body)).toBe(200);
    expect(creado.body.activo).toMatchObject({
      nombre: 'Ascensor torre 1',
      categoria: 'ascensor',
      fechaInstalacion: '2015-03-01',
      adjuntos: 0,
    });
    const id = creado.body.activo.id;
    const viaTrpc = await t.trpc(
      'mutation',
      'mantenimiento.activos.create',
      { id: x.phA.id, nombre: 'Bomba 1', categoria: 'bomba' },
      admin,
    );
    expect(viaTrpc.status).toBe(200);

    const editado = await t.trpc('mutation', 'mantenimiento.activos.update', { id, ubicacion: 'Torre 1' }, admin);
    expect(editado.body.result.data.activo).toMatchObject({ ubicacion: 'Torre 1', marca: 'Otis' });

    const archivado = await t.rest('DELETE', `/api/activos/${id}`, { token: admin });
    expect(archivado.status).toBe(200);
    expect(archivado.body.activo.archivadoEn).not.toBeNull();
    expect(await t.db.activo.count({ where: { id } })).toBe(1); // archived, never deleted
    const otraVez = await t.rest('DELETE', `/api/activos/${id}`, { token: admin });
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.message).toBe(MANTENIMIENTO_MSG.activoArchivado);
    const editarArchivado = await t.trpc('mutation', 'mantenimiento.activos.update', { id, nombre: 'X' }, admin);
    expect(editarArchivado.status).toBe(409);

    const vivos = await t.rest('GET', `/api/ph/${x.phA.id}/activos`, { token: admin });
    expect(vivos.body.activos.map((a: { id: string }) => a.id)).not.toContain(id);
    const todos = await t.rest('GET', `/api/ph/${x.phA.id}/activos?archivados=true`, { token: admin });
    expect(todos.body.activos.map((a: { id: string }) => a.id)).toContain(id);
  });

  it('reads one activo with its proveedor and its photos and documents, newest first (GET /activos/{id})', async () => {
    const proveedor = await createProveedor(t.db, x.phA.id, 'Ascensores Andinos S.A.S.');
    const creado = await t.trpc(
      'mutation',
      'mantenimiento.activos.create',
      { id: x.phA.id, nombre: 'Ascensor torre 2', categoria: 'ascensor', proveedorId: proveedor.id },
      admin,
    );
    const id: string = creado.body.result.data.activo.id;
    expect((await subir(t, `/api/activos/${id}/adjuntos`, admin, [{ name: 'placa.png', bytes: PNG }])).status).toBe(200);
    await setClock('2026-11-28T09:05:00-05:00');
    expect((await subir(t, `/api/activos/${id}/adjuntos`, admin, [{ name: 'manual.pdf', bytes: PDF }])).status).toBe(200);
    await setClock('2026-11-28T09:00:00-05:00');

    const rest = await t.rest('GET', `/api/activos/${id}`, { token: admin });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.activo).toMatchObject({
      id,
      adjuntos: 2,
      proveedor: { id: proveedor.id, razonSocial: 'Ascensores Andinos S.A.S.' },
    });
    expect(rest.body.adjuntos.map((a: { nombre: string }) => a.nombre)).toEqual(['manual.pdf', 'placa.png']);
    expect(rest.body.adjuntos[0]).toMatchObject({
      tipo: 'application/pdf',
      url: `/api/adjuntos-mantenimiento/${rest.body.adjuntos[0].id}`,
    });

    const viaTrpc = await t.trpc('query', 'mantenimiento.activos.get', { id }, x.tokens.consejoA);
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.body.result.data.adjuntos).toHaveLength(2);

    // An archived activo keeps its files in sight (its history).
    expect((await t.rest('DELETE', `/api/activos/${id}`, { token: admin })).status).toBe(200);
    const archivado = await t.rest('GET', `/api/activos/${id}`, { token: admin });
    expect(archivado.body.activo.archivadoEn).not.toBeNull();
    expect(archivado.body.adjuntos).toHaveLength(2);

    const noExiste = await t.rest('GET', '/api/activos/00000000-0000-4000-8000-000000000000', { token: admin });
    expect(noExiste.status).toBe(404);
    expect(noExiste.body.message).toBe(MANTENIMIENTO_MSG.activoNotFound);
  });

  it('refuses invalid data with Spanish messages (422 from the schema)', async () => {
    const sinNombre = await t.rest('POST', `/api/ph/${x.phA.id}/activos`, { token: admin, body: { categoria: 'bomba' } });
    expect(sinNombre.status).toBe(422);
    expect(JSON.stringify(sinNombre.body)).toContain(MANTENIMIENTO_MSG.nombreRequerido);
    const categoria = await t.trpc(
      'mutation',
      'mantenimiento.activos.create',
      { id: x.phA.id, nombre: 'X', categoria: 'nave' },
      admin,
    );
    expect(categoria.status).toBe(422);
    expect(JSON.stringify(categoria.body)).toContain(MANTENIMIENTO_MSG.categoriaInvalida);
    const garantia = await t.rest('POST', `/api/ph/${x.phA.id}/activos`, {
      token: admin,
      body: { nombre: 'Planta', categoria: 'planta_electrica', fechaInstalacion: '2020-01-01', garantiaHasta: '2019-01-01' },
    });
    expect(garantia.status).toBe(422);
    expect(JSON.stringify(garantia.body)).toContain(MANTENIMIENTO_MSG.garantiaAntesDeInstalacion);
    const fechaMala = await t.rest('POST', `/api/ph/${x.phA.id}/activos`, {
      token: admin,
      body: { nombre: 'Planta', categoria: 'planta_electrica', fechaInstalacion: '2020-02-30' },
    });
    expect(fechaMala.status).toBe(422);
    expect(JSON.stringify(fechaMala.body)).toContain(MANTENIMIENTO_MSG.fechaInvalida);
  });

  it('answers 404 for a proveedor of another complex', async () => {
    const ahora = new Date();
    const ajeno = await t.db.proveedor.create({
      data: { phId: x.phB.id, razonSocial: 'Ajeno S.A.S.', nit: '900481516', dv: 6, createdAt: ahora, updatedAt: ahora },
    });
    const res = await t.rest('POST', `/api/ph/${x.phA.id}/activos`, {
      token: admin,
      body: { nombre: 'Cámaras', categoria: 'camaras', proveedorId: ajeno.id },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MANTENIMIENTO_MSG.proveedorNotFound);
  });
});

describe('planes (POST/GET /ph/{id}/planes, PUT/DELETE /planes/{id})', () => {
  it('creates a plan for an activo with its next date, updates and archives it', async () => {
    const activo = await t.rest('POST', `/api/ph/${x.phA.id}/activos`, {
      token: admin,
      body: { nombre: 'Piscina', categoria: 'piscina' },
    });
    const creado = await t.rest('POST', `/api/ph/${x.phA.id}/planes`, {
      token: admin,
      body: {
        titulo: 'Mantenimiento de la piscina',
        activoId: activo.body.activo.id,
        frecuencia: 'meses',
        intervalo: 1,
        fechaInicio: '2026-10-31',
        mesesOmitidos: [12],
        costoEstimado: 350_000,
      },
    });
    expect(creado.status, JSON.stringify(creado.body)).toBe(200);
    // Today is 28 Nov 2026: 31 Oct → 30 Nov (clamped); December is skipped → 31 Jan absorbs it.
    expect(creado.body.plan).toMatchObject({
      activo: { id: activo.body.activo.id, nombre: 'Piscina' },
      proximaFecha: '2026-11-30',
      costoEstimado: 350_000,
      obligacionLegal: false,
      mesesOmitidos: [12],
    });
    const id = creado.body.plan.id;
    const editado = await t.trpc(
      'mutation',
      'mantenimiento.planes.update',
      { id, fechaInicio: '2026-12-15', mesesOmitidos: [] },
      admin,
    );
    expect(editado.status).toBe(200);
    expect(editado.body.result.data.plan.proximaFecha).toBe('2026-12-15');
    const porActivo = await t.rest('GET', `/api/ph/${x.phA.id}/planes?activoId=${activo.body.activo.id}`, { token: admin });
    expect(porActivo.body.planes.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await t.rest('DELETE', `/api/planes/${id}`, { token: admin })).status).toBe(200);
    const otraVez = await t.trpc('mutation', 'mantenimiento.planes.delete', { id }, admin);
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.error.message).toBe(MANTENIMIENTO_MSG.planArchivado);
  });

  it('refuses a legal obligation without its source, every month skipped, and an activo of another complex', async () => {
    const base = { titulo: 'Fumigación', frecuencia: 'meses', intervalo: 3, fechaInicio: '2026-12-01' };
    const sinFuente = await t.rest('POST', `/api/ph/${x.phA.id}/planes`, {
      token: admin,
      body: { ...base, obligacionLegal: true },
    });
    expect(sinFuente.status).toBe(422);
    expect(JSON.stringify(sinFuente.body)).toContain(MANTENIMIENTO_MSG.fuenteRequerida);
    const meses = await t.trpc(
      'mutation',
      'mantenimiento.planes.create',
      { id: x.phA.id, ...base, mesesOmitidos: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
      admin,
    );
    expect(meses.status).toBe(422);
    expect(JSON.stringify(meses.body)).toContain(MANTENIMIENTO_MSG.mesesOmitidosInvalidos);
    const intervalo = await t.rest('POST', `/api/ph/${x.phA.id}/planes`, { token: admin, body: { ...base, intervalo: 0 } });
    expect(intervalo.status).toBe(422);
    expect(JSON.stringify(intervalo.body)).toContain(MANTENIMIENTO_MSG.intervaloInvalido);
    const ahora = new Date();
    const ajeno = await t.db.activo.create({
      data: { phId: x.phB.id, nombre: 'Ajeno', categoria: 'otro', createdAt: ahora, updatedAt: ahora },
    });
    const res = await t.rest('POST', `/api/ph/${x.phA.id}/planes`, { token: admin, body: { ...base, activoId: ajeno.id } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MANTENIMIENTO_MSG.activoNotFound);
    const legal = await t.rest('POST', `/api/ph/${x.phA.id}/planes`, {
      token: admin,
      body: { ...base, obligacionLegal: true, fuente: 'Reglamento interno' },
    });
    const quitarFuente = await t.rest('PUT', `/api/planes/${legal.body.plan.id}`, { token: admin, body: { fuente: '' } });
    expect(quitarFuente.status).toBe(400);
    expect(quitarFuente.body.message).toBe(MANTENIMIENTO_MSG.fuenteRequerida);
  });
});

describe('cumplimiento (GET /ph/{id}/cumplimiento)', () => {
  it('gives every obligation its next due date, estado and the evidence of the last time', async () => {
    const creador = await createTestUser(t.db);
    const ph = await createProperty(t.db, 'Conjunto Cumplimiento', creador.user.id);
    const token = creador.token;
    const legal = (titulo: string, fechaInicio: string) =>
      t.rest('POST', `/api/ph/${ph.id}/planes`, {
        token,
        body: {
          titulo,
          frecuencia: 'meses',
          intervalo: 6,
          fechaInicio,
          obligacionLegal: true,
          fuente: 'Decreto 1575 de 2007, art. 10',
        },
      });
    const vencida = await legal('Tanque norte', '2026-11-01'); // passed on 1 Nov, never done
    const porVencer = await legal('Tanque sur', '2026-12-08'); // in 10 days
    const hecha = await legal('Tanque este', '2026-11-15'); // done on its date
    const ahora = new Date('2026-11-15T15:00:00Z');
    const orden = await t.db.$transaction((tx) =>
      abrirOrden(tx, ahora, {
        phId: ph.id,
        titulo: 'Tanque este',
        planId: hecha.body.plan.id,
        fechaProgramada: fecha('2026-11-15'),
        requiereAprobacion: false,
        creadoPorId: null,
      }),
    );
    await t.db.ordenTrabajo.update({
      where: { id: orden.id },
      data: { estado: 'verificada', terminadaEn: ahora, verificadaEn: ahora },
    });
    await t.db.adjuntoMantenimiento.create({
      data: {
        phId: ph.id,
        ordenId: orden.id,
        nombre: 'certificado.pdf',
        tipo: 'application/pdf',
        tamano: 10,
        clave: 'x',
        createdAt: ahora,
      },
    });
    // An orden still open is no evidence.
    await t.db.$transaction((tx) =>
      abrirOrden(tx, ahora, {
        phId: ph.id,
        titulo: 'Tanque norte',
        planId: vencida.body.plan.id,
        requiereAprobacion: false,
        creadoPorId: null,
      }),
    );

    const res = await t.rest('GET', `/api/ph/${ph.id}/cumplimiento`, { token });
    expect(res.status).toBe(200);
    const de = (planId: string) => res.body.obligaciones.find((o: { planId: string }) => o.planId === planId);
    expect(de(vencida.body.plan.id)).toMatchObject({
      estado: 'vencido',
      proximoVencimiento: '2026-11-01',
      diasRestantes: -27,
      evidencia: null,
    });
    expect(de(porVencer.body.plan.id)).toMatchObject({
      estado: 'por_vencer',
      proximoVencimiento: '2026-12-08',
      diasRestantes: 10,
    });
    expect(de(hecha.body.plan.id)).toMatchObject({
      estado: 'al_dia',
      proximoVencimiento: '2027-05-15',
      evidencia: { ordenId: orden.id, numero: orden.numero, fecha: '2026-11-15', adjuntos: 1 },
    });
    // Plus the pre-loaded ones (a month out: por vencer; the asamblea on 31 March: al día).
    expect(res.body.resumen.vencido).toBe(1);
    expect(res.body.resumen.al_dia + res.body.resumen.por_vencer + res.body.resumen.vencido).toBe(res.body.obligaciones.length);
    expect(res.body.obligaciones[0].planId).toBe(vencida.body.plan.id); // most urgent first
    const trpc = await t.trpc('query', 'mantenimiento.cumplimiento.get', { id: ph.id }, token);
    expect(trpc.body.result.data.resumen).toEqual(res.body.resumen);
  });
});

describe('the daily job, crossing dates with the test clock', () => {
  it('opens each occurrence’s orden 15 days ahead once, and mails the administrators once a day', async () => {
    const creador = await createTestUser(t.db);
    const ph = await createProperty(t.db, 'Conjunto Diario', creador.user.id);
    await t.db.mantenimientoConfiguracion.create({ data: { phId: ph.id, umbralAprobacion: 100_000, updatedAt: new Date() } });
    await setClock('2026-06-01T08:00:00-05:00');
    const plan = await t.rest('POST', `/api/ph/${ph.id}/planes`, {
      token: creador.token,
      body: {
        titulo: 'Revisión de bombas',
        frecuencia: 'semanas',
        intervalo: 1,
        fechaInicio: '2026-06-03',
        costoEstimado: 150_000,
      },
    });
    expect(plan.status).toBe(200);
    const planId = plan.body.plan.id;
    const fechas = async () =>
      (await t.db.ordenTrabajo.findMany({ where: { planId }, orderBy: { fechaProgramada: 'asc' } })).map((o) =>
        o.fechaProgramada!.toISOString().slice(0, 10),
      );

    await runJob();
    // 1 Jun + 15 = 16 Jun: Wednesdays 3 and 10 (the clock goes back: sessions outlive that, not a move forward).
    expect(await fechas()).toEqual(['2026-06-03', '2026-06-10']);
    const abierta = await t.db.ordenTrabajo.findFirstOrThrow({ where: { planId } });
    expect(abierta).toMatchObject({
      estado: 'abierta',
      requiereAprobacion: true,
      creadoPorId: null,
      titulo: 'Revisión de bombas',
    });
    expect(
      (await t.db.planMantenimiento.findUniqueOrThrow({ where: { id: planId } })).generadoHasta?.toISOString().slice(0, 10),
    ).toBe('2026-06-16');
    const mail = await t.smtp.waitFor(creador.user.email, { subject: /Mantenimiento por vencer en Conjunto Diario/ });
    expect(mail.text).toContain('Revisión de bombas · por vencer · ');

    await runJob(); // the same day again: nothing new, no second mail
    expect(await fechas()).toEqual(['2026-06-03', '2026-06-10']);
    expect(t.smtp.messages.filter((m) => m.to === creador.user.email)).toHaveLength(1);

    await setClock('2026-06-08T06:30:00-05:00'); // a week later, before 07:00: órdenes yes, mail not yet
    await runJob();
    expect(await fechas()).toEqual(['2026-06-03', '2026-06-10', '2026-06-17']);
    expect(t.smtp.messages.filter((m) => m.to === creador.user.email)).toHaveLength(1);
    await setClock('2026-06-08T07:05:00-05:00');
    await runJob();
    await t.smtp.waitFor(creador.user.email, { subject: /Mantenimiento por vencer/ });
    expect(t.smtp.messages.filter((m) => m.to === creador.user.email)).toHaveLength(2);

    // An archived plan opens nothing more.
    expect((await t.rest('DELETE', `/api/planes/${planId}`, { token: creador.token })).status).toBe(200);
    await setClock('2026-06-20T08:00:00-05:00');
    await runJob();
    expect(await fechas()).toEqual(['2026-06-03', '2026-06-10', '2026-06-17']);
    expect(await t.db.auditLog.count({ where: { phId: ph.id, action: 'orden.create' } })).toBeGreaterThanOrEqual(3);
  });

  it('pre-loads the obligations of a complex that has none', async () => {
    const ph = await createProperty(t.db, 'Conjunto Sin Planes');
    await runJob();
    expect(await t.db.planMantenimiento.count({ where: { phId: ph.id, obligacionLegal: true } })).toBe(
      OBLIGACIONES_LEGALES.length - 1,
    );
  });
});
