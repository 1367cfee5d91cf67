// Portería (issue 17) through both facades: visitor authorisations with a single-use code and its QR
// (only the hash stored), entry by code (one winner when the same code is used at once; 409 used,
// revoked, expired), walk-ins, exits and the guard's search; packages with their mail, the bell and
// the signed delivery; the append-only minuta (the database refuses changes); and the anonymisation
// of visitors' data after the complex's retention period (Ley 1581 de 2012), by moving the clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { VISITANTE_ANONIMIZADO } from '@horizonte/contracts';

import { startTestApp, type JsonResponse, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createResidente, createTenants, createUnit, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let guardia: TestUser;
let guardiaB: TestUser;
let vecino: TestUser;
let sinPermiso: TestUser;
let residenteEmail: string;

const message = (res: JsonResponse) => (res.body.message as string | undefined) ?? res.body.error?.message;

/** Moves the platform clock, keeping the test sessions alive across the jump. */
async function setClock(iso: string) {
  await t.db.session.updateMany({
    data: { expiresAt: new Date('2100-01-01T00:00:00Z'), absoluteExpiresAt: new Date('2100-01-01T00:00:00Z') },
  });
  expect((await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: iso } })).status).toBe(200);
}

async function autorizar(body: Record<string, unknown> = {}, token = x.tokens.residenteA) {
  const res = await t.rest('POST', `/api/ph/${x.phA.id}/autorizaciones`, {
    token,
    body: {
      apartamentoId: x.unitA.id,
      nombreVisitante: 'Carlos Pérez',
      documento: '80123456',
      placa: 'abc123',
      desde: '2027-03-10T08:00:00-05:00',
      hasta: '2027-03-10T22:00:00-05:00',
      ...body,
    },
  });
  return res;
}

async function codigoNuevo(body: Record<string, unknown> = {}) {
  const res = await autorizar(body);
  expect(res.status).toBe(200);
  return res.body.autorizacion as { id: string; codigo: string };
}

const entrar = (body: Record<string, unknown>, token = guardia.token) =>
  t.rest('POST', `/api/ph/${x.phA.id}/accesos`, { token, body });

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  guardia = await createTestUser(t.db, { nombre: 'Guarda Uno', roles: [{ phId: x.phA.id, rol: 'porteria' }] });
  guardiaB = await createTestUser(t.db, { nombre: 'Guarda B', roles: [{ phId: x.phB.id, rol: 'porteria' }] });
  vecino = await createTestUser(t.db, { nombre: 'Vecina Dos', roles: [{ phId: x.phA.id, rol: 'propietario' }] });
  await createResidente(t.db, x.unitA2.id, vecino.user.id);
  sinPermiso = await createTestUser(t.db, { nombre: 'Sin Visitantes', roles: [{ phId: x.phA.id, rol: 'residente' }] });
  const unidadSinPermiso = await createUnit(t.db, x.phA.id, '301');
  const r = await createResidente(t.db, unidadSinPermiso.id, sinPermiso.user.id);
  await t.db.residente.update({ where: { id: r.id }, data: { permisos: ['pqrs'] } });
  residenteEmail = x.residenteRecordA.email!;
  // Wednesday 10 March 2027, 10:00 in Bogotá.
  await setClock('2027-03-10T10:00:00-05:00');
});
afterAll(async () => {
  await t?.close();
});

describe('autorizaciones', () => {
  it('a resident authorises a visitor of their unit: a single-use code, its QR (PNG) and the mail; only a hash is stored', async () => {
    const res = await autorizar();
    expect(res.status).toBe(200);
    const a = res.body.autorizacion;
    expect(res.body).toMatchObject({
      success: true,
      autorizacion: {
        nombreVisitante: 'Carlos Pérez',
        placa: 'ABC123',
        usos: 1,
        usosRestantes: 1,
        estado: 'activa',
        unidad: '1-101',
        creadoPor: 'Residente A',
      },
    });
    expect(a.codigo).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(a.qr).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(a.qr.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(a.desde).toBe('2027-03-10T13:00:00.000Z');
    const row = await t.db.autorizacion.findUniqueOrThrow({ where: { id: a.id } });
    expect(JSON.stringify(row)).not.toContain(a.codigo.replace('-', ''));
    const mail = await t.smtp.waitFor(x.users.residenteA.user.email, { subject: /Autorización de visita/ });
    expect(mail.text).toContain(a.codigo);
    expect(mail.attachments.map((f) => f.filename)).toEqual([`autorizacion-${a.codigo}.png`]);
  });

  it('works on tRPC too, with several uses', async () => {
    const res = await t.trpc(
      'mutation',
      'porteria.autorizaciones.create',
      {
        id: x.phA.id,
        apartamentoId: x.unitA.id,
        nombreVisitante: 'Técnico del gas',
        desde: '2027-03-10T08:00:00-05:00',
        hasta: '2027-03-12T18:00:00-05:00',
        usos: 3,
      },
      x.tokens.residenteA,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.data.autorizacion).toMatchObject({ usos: 3, usosRestantes: 3, estado: 'activa' });
  });

  it('400 with Spanish messages', async () => {
    expect(message(await autorizar({ nombreVisitante: ' ' }))).toBe('Escribe el nombre del visitante');
    expect(message(await autorizar({ hasta: '2027-03-10T07:00:00-05:00' }))).toBe(
      'La autorización debe terminar después de empezar',
    );
    expect(message(await autorizar({ usos: 0 }))).toBe('Los usos deben ser un número entre 1 y 20');
    const fecha = await autorizar({ desde: 'mañana' });
    expect(fecha.status).toBe(422);
    expect(message(fecha)).toContain('La fecha y hora de inicio no es válida');
    const pasada = await autorizar({ desde: '2027-03-09T08:00:00-05:00', hasta: '2027-03-09T22:00:00-05:00' });
    expect(pasada.status).toBe(400);
    expect(message(pasada)).toBe('La autorización ya habría terminado');
  });

  it('403 for another unit, without the visitantes permiso, for the gate and another complex; 404 unknown unit or complex', async () => {
    const ajena = await autorizar({ apartamentoId: x.unitA2.id });
    expect([ajena.status, message(ajena)]).toEqual([403, 'La unidad indicada no es tuya']);
    const unidad = await t.db.residente.findFirstOrThrow({ where: { userId: sinPermiso.user.id } });
    const sin = await autorizar({ apartamentoId: unidad.apartamentoId }, sinPermiso.token);
    expect([sin.status, message(sin)]).toEqual([403, 'Tu unidad no tiene habilitada la autorización de visitantes']);
    expect((await autorizar({}, guardia.token)).status).toBe(403);
    expect((await autorizar({}, x.tokens.adminB)).status).toBe(403);
    const sinUnidad = await autorizar({ apartamentoId: x.unitB.id });
    expect([sinUnidad.status, message(sinUnidad)]).toEqual([404, 'El apartamento no existe']);
    const res = await t.rest('POST', '/api/ph/00000000-0000-4000-8000-000000000000/autorizaciones', {
      token: x.tokens.residenteA,
      body: {
        apartamentoId: x.unitA.id,
        nombreVisitante: 'X',
        desde: '2027-03-10T08:00:00-05:00',
        hasta: '2027-03-10T22:00:00-05:00',
      },
    });
    expect(res.status).toBe(404);
  });

  it('lists: residents only their units, the gate and the administration all; today’s expected visitors', async () => {
    expect((await autorizar({ apartamentoId: x.unitA2.id, nombreVisitante: 'Visita de la vecina' }, vecino.token)).status).toBe(
      200,
    );
    const propias = await t.rest('GET', `/api/ph/${x.phA.id}/autorizaciones`, { token: x.tokens.residenteA });
    expect(propias.status).toBe(200);
    expect(propias.body.autorizaciones.length).toBeGreaterThan(0);
    expect(propias.body.autorizaciones.every((a: { apartamentoId: string }) => a.apartamentoId === x.unitA.id)).toBe(true);
    const deVecina = await t.rest('GET', `/api/ph/${x.phA.id}/autorizaciones`, { token: vecino.token });
    expect(deVecina.body.autorizaciones.map((a: { nombreVisitante: string }) => a.nombreVisitante)).toEqual([
      'Visita de la vecina',
    ]);
    // Asking for someone else's unit gives nothing of it.
    const filtro = await t.rest('GET', `/api/ph/${x.phA.id}/autorizaciones?apartamentoId=${x.unitA.id}`, { token: vecino.token });
    expect(filtro.body.total).toBe(0);
    const hoy = await t.trpc(
      'query',
      'porteria.autorizaciones.list',
      { id: x.phA.id, fecha: '2027-03-10', estado: 'activa' },
      guardia.token,
    );
    expect(hoy.status).toBe(200);
    const nombres = hoy.body.result.data.autorizaciones.map((a: { nombreVisitante: string }) => a.nombreVisitante);
    expect(nombres).toEqual(expect.arrayContaining(['Carlos Pérez', 'Visita de la vecina', 'Técnico del gas']));
    for (const fecha of ['2027-02-30', '2027-13-01', 'hoy']) {
      const mala = await t.rest('GET', `/api/ph/${x.phA.id}/autorizaciones?fecha=${fecha}`, { token: guardia.token });
      expect([mala.status, message(mala)]).toEqual([422, 'La fecha no es válida']);
    }
    const manana = await t.rest('GET', `/api/ph/${x.phA.id}/autorizaciones?fecha=2027-03-13`, { token: guardia.token });
    expect(manana.body.total).toBe(0);
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/autorizaciones`, { token: guardiaB.token })).status).toBe(403);
  });

  it('revokes: the resident of the unit, once (409 after), not a neighbour (403), 404 unknown', async () => {
    const a = await codigoNuevo();
    expect((await t.rest('PUT', `/api/autorizaciones/${a.id}/revocar`, { token: vecino.token })).status).toBe(403);
    const res = await t.rest('PUT', `/api/autorizaciones/${a.id}/revocar`, { token: x.tokens.residenteA });
    expect(res.status).toBe(200);
    expect(res.body.autorizacion.estado).toBe('revocada');
    const otra = await t.trpc('mutation', 'porteria.autorizaciones.revocar', { id: a.id }, x.tokens.residenteA);
    expect([otra.status, otra.body.error.message]).toEqual([409, 'La autorización ya estaba revocada']);
    const nada = await t.rest('PUT', '/api/autorizaciones/00000000-0000-4000-8000-000000000000/revocar', {
      token: x.tokens.residenteA,
    });
    expect([nada.status, message(nada)]).toEqual([404, 'La autorización no existe']);
  });
});

describe('accesos', () => {
  it('the guard enters the code (as typed, any case or spacing): the visitor is registered; the code again answers 409', async () => {
    const a = await codigoNuevo({ nombreVisitante: 'Laura Gómez', placa: 'xyz789' });
    const res = await entrar({ codigo: ` ${a.codigo.toLowerCase().replace('-', ' ')} ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Ingreso registrado',
      acceso: {
        nombreVisitante: 'Laura Gómez',
        placa: 'XYZ789',
        unidad: '1-101',
        autorizacionId: a.id,
        autorizadoPor: 'Residente A',
        registradoPor: 'Guarda Uno',
        salidaEn: null,
      },
    });
    expect(res.body.acceso.entradaEn.slice(0, 16)).toBe('2027-03-10T15:00');
    const lista = await t.rest('GET', `/api/ph/${x.phA.id}/autorizaciones?estado=usada`, { token: x.tokens.residenteA });
    expect(lista.body.autorizaciones.map((r: { id: string }) => r.id)).toContain(a.id);
    const again = await entrar({ codigo: a.codigo });
    expect([again.status, message(again)]).toEqual([409, 'Este código ya fue usado. Pide al residente una nueva autorización.']);
    const trpc = await t.trpc('mutation', 'porteria.accesos.create', { id: x.phA.id, codigo: a.codigo }, guardia.token);
    expect([trpc.status, trpc.body.error.message]).toEqual([
      409,
      'Este código ya fue usado. Pide al residente una nueva autorización.',
    ]);
  });

  it('the same code at once from several gates: exactly one entry', async () => {
    const a = await codigoNuevo({ nombreVisitante: 'Carrera' });
    const results = await Promise.all(Array.from({ length: 6 }, () => entrar({ codigo: a.codigo })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await t.db.acceso.count({ where: { autorizacionId: a.id } })).toBe(1);
  });

  it('a code with 2 uses opens twice; revoked, expired, not yet valid and unknown codes are refused', async () => {
    const dos = await codigoNuevo({ usos: 2, nombreVisitante: 'Dos veces' });
    expect((await entrar({ codigo: dos.codigo })).status).toBe(200);
    expect((await entrar({ codigo: dos.codigo })).status).toBe(200);
    expect((await entrar({ codigo: dos.codigo })).status).toBe(409);

    const revocada = await codigoNuevo();
    await t.rest('PUT', `/api/autorizaciones/${revocada.id}/revocar`, { token: x.tokens.residenteA });
    expect(message(await entrar({ codigo: revocada.codigo }))).toBe(
      'El residente revocó esta autorización. Confirma la visita por citófono.',
    );

    const futura = await codigoNuevo({ desde: '2027-03-11T08:00:00-05:00', hasta: '2027-03-11T12:00:00-05:00' });
    const temprano = await entrar({ codigo: futura.codigo });
    expect([temprano.status, message(temprano)]).toEqual([
      409,
      'Este código todavía no sirve: es válido desde el 11 de marzo de 2027 a las 8:00 a. m.',
    ]);

    const corta = await codigoNuevo({ hasta: '2027-03-10T11:00:00-05:00' });
    await setClock('2027-03-10T11:30:00-05:00');
    const tarde = await entrar({ codigo: corta.codigo });
    expect([tarde.status, message(tarde)]).toEqual([
      409,
      'Este código venció el 10 de marzo de 2027 a las 11:00 a. m.; pide al residente una nueva autorización.',
    ]);
    const vencidas = await t.rest('GET', `/api/ph/${x.phA.id}/autorizaciones?estado=vencida`, { token: x.tokens.residenteA });
    expect(vencidas.body.autorizaciones.map((r: { id: string }) => r.id)).toContain(corta.id);
    await setClock('2027-03-10T10:00:00-05:00');

    const desconocido = await entrar({ codigo: 'ZZZZ-ZZZZ' });
    expect([desconocido.status, message(desconocido)]).toEqual([
      404,
      'El código no corresponde a ninguna autorización de este conjunto',
    ]);
    // A code of complex A does not open complex B.
    const otraPh = await codigoNuevo();
    expect(
      (await t.rest('POST', `/api/ph/${x.phB.id}/accesos`, { token: guardiaB.token, body: { codigo: otraPh.codigo } })).status,
    ).toBe(404);
  });

  it('walk-in visitors announced by intercom (tRPC), with their Spanish 400s; only the gate and the administration register', async () => {
    const res = await t.trpc(
      'mutation',
      'porteria.accesos.create',
      {
        id: x.phA.id,
        apartamentoId: x.unitA2.id,
        nombreVisitante: 'Domiciliario Rappi',
        placa: 'mno12e',
        autorizadoPor: 'Vecina Dos por citófono',
      },
      guardia.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.data.acceso).toMatchObject({
      autorizacionId: null,
      autorizadoPor: 'Vecina Dos por citófono',
      placa: 'MNO12E',
      unidad: '1-102',
      registradoPor: 'Guarda Uno',
    });
    // The row and its audit entry are written together, with what the guard's search reads.
    const { id } = res.body.result.data.acceso;
    const fila = await t.db.acceso.findUniqueOrThrow({ where: { id } });
    expect([fila.searchText, fila.entradaEn.toISOString()]).toEqual([
      'domiciliario rappi mno12e 1 102 1-102',
      res.body.result.data.acceso.entradaEn,
    ]);
    const log = await t.db.auditLog.findFirstOrThrow({ where: { action: 'acceso.entrada', entityId: id } });
    expect([log.actorId, log.phId, log.details]).toEqual([
      guardia.user.id,
      x.phA.id,
      { apartamentoId: x.unitA2.id, autorizacionId: null },
    ]);
    const sinQuien = await entrar({ apartamentoId: x.unitA2.id, nombreVisitante: 'Alguien' });
    expect([sinQuien.status, message(sinQuien)]).toEqual([422, 'Indica quién autorizó el ingreso (p. ej. por citófono)']);
    expect(message(await entrar({ nombreVisitante: 'Alguien', autorizadoPor: 'x' }))).toBe('Selecciona la unidad');
    expect((await entrar({ apartamentoId: x.unitB.id, nombreVisitante: 'Alguien', autorizadoPor: 'x' })).status).toBe(404);
    expect(
      (await entrar({ apartamentoId: x.unitA.id, nombreVisitante: 'Alguien', autorizadoPor: 'x' }, x.tokens.residenteA)).status,
    ).toBe(403);
    expect(
      (await entrar({ apartamentoId: x.unitA.id, nombreVisitante: 'Alguien', autorizadoPor: 'x' }, x.tokens.consejoA)).status,
    ).toBe(403);
    expect(
      (await entrar({ apartamentoId: x.unitA.id, nombreVisitante: 'Alguien', autorizadoPor: 'x' }, guardiaB.token)).status,
    ).toBe(403);
    expect(
      (
        await entrar(
          { apartamentoId: x.unitA.id, nombreVisitante: 'Del admin', autorizadoPor: 'Administración' },
          x.tokens.adminA,
        )
      ).status,
    ).toBe(200);
  });

  it('marks the exit once (409 after, 404 unknown)', async () => {
    const acceso = (await entrar({ apartamentoId: x.unitA.id, nombreVisitante: 'Sale pronto', autorizadoPor: 'Residente A' }))
      .body.acceso;
    await setClock('2027-03-10T10:45:00-05:00');
    const res = await t.rest('PUT', `/api/accesos/${acceso.id}/salida`, { token: guardia.token });
    expect(res.status).toBe(200);
    expect(res.body.acceso.salidaEn.slice(0, 16)).toBe('2027-03-10T15:45');
    const otra = await t.trpc('mutation', 'porteria.accesos.registrarSalida', { id: acceso.id }, guardia.token);
    expect([otra.status, otra.body.error.message]).toEqual([409, 'La salida de esta visita ya estaba registrada']);
    expect((await t.rest('PUT', `/api/accesos/${acceso.id}/salida`, { token: x.tokens.residenteA })).status).toBe(403);
    expect(
      (await t.rest('PUT', '/api/accesos/00000000-0000-4000-8000-000000000000/salida', { token: guardia.token })).status,
    ).toBe(404);
    const adentro = await t.rest('GET', `/api/ph/${x.phA.id}/accesos?adentro=true`, { token: guardia.token });
    expect(adentro.body.accesos.map((a: { id: string }) => a.id)).not.toContain(acceso.id);
    await setClock('2027-03-10T10:00:00-05:00');
  });

  it('the guard searches by name, plate and unit; residents see only their units’ visitors', async () => {
    const q = async (texto: string) =>
      (
        await t.rest('GET', `/api/ph/${x.phA.id}/accesos?q=${encodeURIComponent(texto)}`, { token: guardia.token })
      ).body.accesos.map((a: { nombreVisitante: string }) => a.nombreVisitante);
    expect(await q('laura gomez')).toEqual(['Laura Gómez']);
    expect(await q('xyz7')).toEqual(['Laura Gómez']);
    expect(await q('1-102')).toEqual(['Domiciliario Rappi']);
    const propios = await t.rest('GET', `/api/ph/${x.phA.id}/accesos`, { token: x.tokens.residenteA });
    expect(propios.status).toBe(200);
    expect(propios.body.accesos.every((a: { unidad: string }) => a.unidad === '1-101')).toBe(true);
    const vecina = await t.trpc('query', 'porteria.accesos.list', { id: x.phA.id }, vecino.token);
    expect(vecina.body.result.data.accesos.map((a: { nombreVisitante: string }) => a.nombreVisitante)).toEqual([
      'Domiciliario Rappi',
    ]);
    const rango = await t.rest('GET', `/api/ph/${x.phA.id}/accesos?desde=2027-03-11T00:00:00-05:00`, { token: guardia.token });
    expect(rango.body.total).toBe(0);
    expect(message(await t.rest('GET', `/api/ph/${x.phA.id}/accesos?desde=ayer`, { token: guardia.token }))).toBe(
      'La fecha no es válida',
    );
  });
});

describe('paquetes', () => {
  it('the guard registers a package: the unit’s people get a mail and the bell counts it; delivery is signed once', async () => {
    const res = await t.rest('POST', `/api/ph/${x.phA.id}/paquetes`, {
      token: guardia.token,
      body: { apartamentoId: x.unitA.id, descripcion: 'Caja mediana', remitente: 'Servientrega' },
    });
    expect(res.status).toBe(200);
    expect(res.body.paquete).toMatchObject({
      estado: 'recibido',
      unidad: '1-101',
      descripcion: 'Caja mediana',
      remitente: 'Servientrega',
      registradoPor: 'Guarda Uno',
      recibidoPor: null,
    });
    const mail = await t.smtp.waitFor(residenteEmail, { subject: /paquete en portería/ });
    expect(mail.text).toContain('Caja mediana (de Servientrega)');
    const bell = await t.rest('GET', `/api/ph/${x.phA.id}/notificaciones`, { token: x.tokens.residenteA });
    expect(bell.body.paquetesPendientes).toBe(1);
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/notificaciones`, { token: vecino.token })).body.paquetesPendientes).toBe(0);

    const propios = await t.rest('GET', `/api/ph/${x.phA.id}/paquetes?estado=recibido`, { token: x.tokens.residenteA });
    expect(propios.body.paquetes.map((p: { id: string }) => p.id)).toEqual([res.body.paquete.id]);
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/paquetes`, { token: vecino.token })).body.total).toBe(0);
    const porUnidad = await t.trpc(
      'query',
      'porteria.paquetes.list',
      { id: x.phA.id, apartamentoId: x.unitA.id, estado: 'recibido' },
      guardia.token,
    );
    expect(porUnidad.body.result.data.total).toBe(1);

    expect(
      message(
        await t.rest('PUT', `/api/paquetes/${res.body.paquete.id}/entregar`, {
          token: guardia.token,
          body: { recibidoPor: ' ' },
        }),
      ),
    ).toBe('Escribe el nombre de quien recibe el paquete');
    expect(
      (
        await t.rest('PUT', `/api/paquetes/${res.body.paquete.id}/entregar`, {
          token: x.tokens.residenteA,
          body: { recibidoPor: 'Yo' },
        })
      ).status,
    ).toBe(403);
    await setClock('2027-03-10T18:20:00-05:00');
    const entregado = await t.trpc(
      'mutation',
      'porteria.paquetes.entregar',
      { id: res.body.paquete.id, recibidoPor: 'Ana (hija)' },
      guardia.token,
    );
    expect(entregado.status).toBe(200);
    expect(entregado.body.result.data.paquete).toMatchObject({ estado: 'entregado', recibidoPor: 'Ana (hija)' });
    expect(entregado.body.result.data.paquete.entregadoEn.slice(0, 16)).toBe('2027-03-10T23:20');
    const otra = await t.rest('PUT', `/api/paquetes/${res.body.paquete.id}/entregar`, {
      token: guardia.token,
      body: { recibidoPor: 'Otro' },
    });
    expect([otra.status, message(otra)]).toEqual([409, 'El paquete ya fue entregado']);
    expect(
      (await t.rest('GET', `/api/ph/${x.phA.id}/notificaciones`, { token: x.tokens.residenteA })).body.paquetesPendientes,
    ).toBe(0);
    await setClock('2027-03-10T10:00:00-05:00');
  });

  it('400, 403 and 404', async () => {
    expect(
      message(
        await t.rest('POST', `/api/ph/${x.phA.id}/paquetes`, { token: guardia.token, body: { apartamentoId: x.unitA.id } }),
      ),
    ).toBe('Describe el paquete');
    expect(
      (
        await t.rest('POST', `/api/ph/${x.phA.id}/paquetes`, {
          token: x.tokens.residenteA,
          body: { apartamentoId: x.unitA.id, descripcion: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.rest('POST', `/api/ph/${x.phA.id}/paquetes`, {
          token: guardia.token,
          body: { apartamentoId: x.unitB.id, descripcion: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(message(await t.rest('GET', `/api/ph/${x.phA.id}/paquetes?estado=perdido`, { token: guardia.token }))).toBe(
      'Estado de paquete no válido',
    );
    expect(
      (
        await t.rest('PUT', '/api/paquetes/00000000-0000-4000-8000-000000000000/entregar', {
          token: guardia.token,
          body: { recibidoPor: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('minuta', () => {
  it('the gate writes entries and reads them newest first; residents cannot read it', async () => {
    const inicio = await t.rest('POST', `/api/ph/${x.phA.id}/minuta`, {
      token: guardia.token,
      body: { tipo: 'inicio_turno', texto: 'Recibo el turno sin novedad.' },
    });
    expect(inicio.status).toBe(200);
    expect(inicio.body.entrada).toMatchObject({ tipo: 'inicio_turno', autor: 'Guarda Uno' });
    expect(inicio.body.entrada.createdAt.slice(0, 16)).toBe('2027-03-10T15:00');
    await setClock('2027-03-10T10:05:00-05:00');
    const novedad = await t.trpc(
      'mutation',
      'porteria.minuta.create',
      { id: x.phA.id, tipo: 'novedad', texto: 'Se fue la luz en la torre 2.' },
      guardia.token,
    );
    expect(novedad.status).toBe(200);
    await setClock('2027-03-10T10:00:00-05:00');
    const lista = await t.rest('GET', `/api/ph/${x.phA.id}/minuta`, { token: x.tokens.consejoA });
    expect(lista.body.entradas.map((e: { tipo: string }) => e.tipo)).toEqual(['novedad', 'inicio_turno']);
    const rango = await t.rest('GET', `/api/ph/${x.phA.id}/minuta?desde=2027-03-10T10:01:00-05:00`, { token: guardia.token });
    expect(rango.body.entradas.map((e: { tipo: string }) => e.tipo)).toEqual(['novedad']);
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/minuta`, { token: x.tokens.residenteA })).status).toBe(403);
    expect(
      (await t.rest('POST', `/api/ph/${x.phA.id}/minuta`, { token: x.tokens.consejoA, body: { tipo: 'novedad', texto: 'x' } }))
        .status,
    ).toBe(403);
    expect(
      message(await t.rest('POST', `/api/ph/${x.phA.id}/minuta`, { token: guardia.token, body: { tipo: 'chisme', texto: 'x' } })),
    ).toBe('Selecciona el tipo de entrada: inicio de turno, fin de turno o novedad');
    expect(
      message(await t.rest('POST', `/api/ph/${x.phA.id}/minuta`, { token: guardia.token, body: { tipo: 'novedad', texto: '' } })),
    ).toBe('Escribe el texto de la entrada');
  });

  it('is append-only: no route edits or deletes, and the database itself refuses UPDATE and DELETE', async () => {
    const entrada = await t.db.minutaEntrada.findFirstOrThrow({ where: { phId: x.phA.id } });
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect((await t.rest(method, `/api/minuta/${entrada.id}`, { token: x.tokens.adminA, body: { texto: 'x' } })).status).toBe(
        404,
      );
    await expect(t.db.minutaEntrada.update({ where: { id: entrada.id }, data: { texto: 'Editado' } })).rejects.toThrow(
      /La minuta no admite cambios ni borrados/,
    );
    await expect(t.db.$executeRawUnsafe(`DELETE FROM minuta WHERE id = '${entrada.id}'`)).rejects.toThrow(
      /La minuta no admite cambios ni borrados/,
    );
    expect((await t.db.minutaEntrada.findUniqueOrThrow({ where: { id: entrada.id } })).texto).toBe(entrada.texto);
  });
});

describe('hostile input', () => {
  it('answers 4xx with a Spanish message, never 5xx', async () => {
    const calls: [string, string, unknown?][] = [
      [
        'POST',
        `/api/ph/${x.phA.id}/autorizaciones`,
        {
          apartamentoId: x.unitA.id,
          nombreVisitante: 'a\u0000b',
          desde: '2027-03-10T08:00:00-05:00',
          hasta: '2027-03-10T22:00:00-05:00',
        },
      ],
      [
        'POST',
        `/api/ph/${x.phA.id}/autorizaciones`,
        {
          apartamentoId: x.unitA.id,
          nombreVisitante: 'x'.repeat(5000),
          desde: '2027-03-10T08:00:00-05:00',
          hasta: '2027-03-10T22:00:00-05:00',
        },
      ],
      [
        'POST',
        `/api/ph/${x.phA.id}/autorizaciones`,
        { apartamentoId: x.unitA.id, nombreVisitante: 'x', desde: '9999-12-31T23:59:59Z', hasta: '+275760-09-13T00:00:00Z' },
      ],
      ['POST', `/api/ph/${x.phA.id}/accesos`, { codigo: '💥'.repeat(10) }],
      ['POST', `/api/ph/${x.phA.id}/accesos`, { codigo: "'; DROP TABLE accesos; --" }],
      ['POST', `/api/ph/${x.phA.id}/accesos`, { apartamentoId: 'no-uuid', nombreVisitante: 'x', autorizadoPor: 'y' }],
      ['POST', `/api/ph/${x.phA.id}/paquetes`, { apartamentoId: x.unitA.id, descripcion: 'x\u0000' }],
      ['PUT', '/api/paquetes/no-uuid/entregar', { recibidoPor: 'x' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.rest(method, path, {
        token: method === 'POST' && path.endsWith('autorizaciones') ? x.tokens.residenteA : guardia.token,
        body,
      });
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(typeof message(res)).toBe('string');
    }
    const raro = await t.rest('GET', `/api/ph/${x.phA.id}/accesos?q=${encodeURIComponent("%_'\\")}`, { token: guardia.token });
    expect(raro.status).toBe(200);
  });
});

describe('retention of visitors’ data (Ley 1581 de 2012)', () => {
  it('the administration sets the retention; after it the scheduled job anonymises name, documento and placa', async () => {
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/porteria/ajustes`, { token: guardia.token })).body.ajustes).toEqual({
      retencionDias: 180,
    });
    expect(
      (await t.rest('PUT', `/api/ph/${x.phA.id}/porteria/ajustes`, { token: guardia.token, body: { retencionDias: 30 } })).status,
    ).toBe(403);
    expect(
      message(
        await t.rest('PUT', `/api/ph/${x.phA.id}/porteria/ajustes`, { token: x.tokens.adminA, body: { retencionDias: 0 } }),
      ),
    ).toBe('La retención debe ser un número de días entre 1 y 3650');
    expect(
      (await t.rest('PUT', `/api/ph/${x.phA.id}/porteria/ajustes`, { token: x.tokens.adminA, body: { retencionDias: 30 } })).body
        .ajustes,
    ).toEqual({ retencionDias: 30 });

    const enA = (
      await entrar({
        apartamentoId: x.unitA.id,
        nombreVisitante: 'Pedro Olvido',
        documento: '1234',
        placa: 'OLV123',
        autorizadoPor: 'Residente A',
      })
    ).body.acceso;
    const enB = (
      await t.rest('POST', `/api/ph/${x.phB.id}/accesos`, {
        token: guardiaB.token,
        body: { apartamentoId: x.unitB.id, nombreVisitante: 'Pedro Recuerdo', placa: 'REC123', autorizadoPor: 'Residente B' },
      })
    ).body.acceso;
    const autorizacion = await codigoNuevo({ nombreVisitante: 'Autorizado Olvido' });

    const correr = async () => {
      await t.jobs.send(t.db, 'porteria.anonimizar', {});
      await t.jobs.settle(20_000);
    };
    // 30 days later: still within the 30-day period.
    await setClock('2027-04-09T09:00:00-05:00');
    await correr();
    expect((await t.db.acceso.findUniqueOrThrow({ where: { id: enA.id } })).nombreVisitante).toBe('Pedro Olvido');
    // 31 days later: complex A's visitor is anonymised, complex B's (180 days) is not.
    await setClock('2027-04-11T11:00:00-05:00');
    await correr();
    const a = await t.rest('GET', `/api/ph/${x.phA.id}/accesos?q=1-101`, { token: guardia.token });
    const anonimo = a.body.accesos.find((r: { id: string }) => r.id === enA.id);
    expect(anonimo).toMatchObject({
      nombreVisitante: VISITANTE_ANONIMIZADO,
      documento: null,
      placa: null,
      anonimizado: true,
      unidad: '1-101',
    });
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/accesos?q=olvido`, { token: guardia.token })).body.total).toBe(0);
    const aut = await t.db.autorizacion.findUniqueOrThrow({ where: { id: autorizacion.id } });
    expect([aut.nombreVisitante, aut.documento, aut.placa]).toEqual([VISITANTE_ANONIMIZADO, null, null]);
    expect((await t.db.acceso.findUniqueOrThrow({ where: { id: enB.id } })).nombreVisitante).toBe('Pedro Recuerdo');
    expect(await t.db.auditLog.count({ where: { action: 'porteria.anonimizacion', phId: x.phA.id } })).toBe(1);
    // 181 days later complex B's too.
    await setClock('2027-09-08T10:00:00-05:00');
    await correr();
    expect((await t.db.acceso.findUniqueOrThrow({ where: { id: enB.id } })).placa).toBeNull();
  });
});
