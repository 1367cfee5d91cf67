// The events that feed the notification center (issue 32), each through its real use case on the REST
// facade: the right notification (tipo, title, link to the thing) for the right people, and nobody
// else — not the other unit, not the other complex, not whoever caused it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { convocar, crear, createConjunto } from './asambleas-fixture.ts';
import { createProveedor } from './ordenes-fixture.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createResidente, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let guardia: TestUser;
/** The owner of unit A (its residente record is tipo propietario). */
let duena: TestUser;
/** A neighbour in unit A2: never told about unit A's things. */
let vecino: TestUser;

const bog = (fecha: string, hora: string) => `${fecha}T${hora}:00-05:00`;

/** What each person's bell holds, newest first. */
async function bandeja(user: TestUser) {
  const res = await t.rest('GET', '/api/notificaciones', { token: user.token });
  expect(res.status).toBe(200);
  return res.body.notificaciones as { tipo: string; titulo: string; cuerpo: string; enlace: string; leida: boolean }[];
}
const ultima = async (user: TestUser) => (await bandeja(user))[0]!;
/** People added by a test (a proveedor's technician) join those watched. */
const extra: TestUser[] = [];
const todos = () => [...Object.values(x.users), guardia, duena, vecino, ...extra];

/** Runs `accion` and answers who got a notification of `tipo` from it (names of the users). */
async function quienes(tipo: string, accion: () => Promise<void>): Promise<Map<TestUser, number>> {
  const antes = new Map<TestUser, number>();
  for (const u of todos()) antes.set(u, (await bandeja(u)).filter((n) => n.tipo === tipo).length);
  await accion();
  const nuevos = new Map<TestUser, number>();
  for (const u of todos()) {
    const n = (await bandeja(u)).filter((n) => n.tipo === tipo).length - antes.get(u)!;
    if (n) nuevos.set(u, n);
  }
  return nuevos;
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  guardia = await createTestUser(t.db, { nombre: 'Guarda', roles: [{ phId: x.phA.id, rol: 'porteria' }] });
  duena = await createTestUser(t.db, { nombre: 'Dueña de A', roles: [{ phId: x.phA.id, rol: 'propietario' }] });
  const registro = await createResidente(t.db, x.unitA.id, duena.user.id);
  await t.db.residente.update({ where: { id: registro.id }, data: { tipo: 'propietario' } });
  vecino = await createTestUser(t.db, { nombre: 'Vecino A2', roles: [{ phId: x.phA.id, rol: 'residente' }] });
  await createResidente(t.db, x.unitA2.id, vecino.user.id);
  await t.db.session.updateMany({
    data: { expiresAt: new Date('2100-01-01T00:00:00Z'), absoluteExpiresAt: new Date('2100-01-01T00:00:00Z') },
  });
  // Monday 1 March 2027, 08:00 in Bogotá.
  expect(
    (await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: bog('2027-03-01', '08:00') } })).status,
  ).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('events → notifications', () => {
  it('paquete recibido: the unit’s people, with a link to their own portal’s portería', async () => {
    const told = await quienes('paquete_recibido', async () => {
      const res = await t.rest('POST', `/api/ph/${x.phA.id}/paquetes`, {
        token: guardia.token,
        body: { apartamentoId: x.unitA.id, descripcion: 'Caja mediana', remitente: 'Servientrega' },
      });
      expect(res.status).toBe(200);
    });
    expect([...told.keys()].map((u) => u.user.nombre).sort()).toEqual(['Dueña de A', 'Residente A']);
    expect(await ultima(duena)).toMatchObject({
      titulo: 'Llegó un paquete para 1-101',
      cuerpo: 'Caja mediana (de Servientrega). Te espera en portería.',
      enlace: `/ph/${x.phA.identificador}/propietario/porteria`,
      leida: false,
    });
    expect((await ultima(x.users.residenteA)).enlace).toBe(`/ph/${x.phA.identificador}/residente/porteria`);
  });

  it('visitante en portería (walk-in): the unit’s people only', async () => {
    const told = await quienes('visitante_en_porteria', async () => {
      const res = await t.rest('POST', `/api/ph/${x.phA.id}/accesos`, {
        token: guardia.token,
        body: { apartamentoId: x.unitA.id, nombreVisitante: 'Carlos Pérez', autorizadoPor: 'Residente A por citófono' },
      });
      expect(res.status).toBe(200);
    });
    expect([...told.keys()].map((u) => u.user.nombre).sort()).toEqual(['Dueña de A', 'Residente A']);
    expect(await ultima(duena)).toMatchObject({
      titulo: 'Carlos Pérez está en portería',
      cuerpo: 'Visita para 1-101, autorizada por Residente A por citófono.',
    });
  });

  it('comunicado publicado: its audience, not its author nor the other complex', async () => {
    const told = await quienes('comunicado_publicado', async () => {
      const res = await t.rest('POST', `/api/ph/${x.phA.id}/comunicados`, {
        token: x.tokens.adminA,
        body: { titulo: 'Corte de agua', cuerpo: '**Martes** de 8 a 12', audiencia: 'propietarios', enviarEmail: false },
      });
      expect(res.status).toBe(200);
    });
    expect([...told.keys()].map((u) => u.user.nombre)).toEqual(['Dueña de A']);
    expect(await ultima(duena)).toMatchObject({
      titulo: 'Nuevo comunicado: Corte de agua',
      enlace: `/ph/${x.phA.identificador}/propietario/comunicados`,
    });
  });

  it('PQRS radicada (the administración) and respondida (whoever filed it)', async () => {
    let id = '';
    const radicada = await quienes('pqrs_radicada', async () => {
      const res = await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
        token: x.tokens.residenteA,
        body: { tipo: 'peticion', subtipo: 'general', asunto: 'Filtración en el techo', descripcion: 'Entra agua al baño.' },
      });
      expect(res.status).toBe(200);
      id = res.body.pqrs.id;
    });
    expect([...radicada.keys()].map((u) => u.user.nombre)).toEqual(['Admin A']);
    const admin = await ultima(x.users.adminA);
    expect(admin.titulo).toMatch(/^Nueva PQRS .+: Petición$/);
    expect(admin).toMatchObject({
      cuerpo: 'Filtración en el techo',
      enlace: `/ph/${x.phA.identificador}/admin/administrativo?pqrs=${id}`,
    });

    const respondida = await quienes('pqrs_respondida', async () => {
      const res = await t.rest('POST', `/api/pqrs/${id}/respuesta`, {
        token: x.tokens.adminA,
        body: { texto: 'Ya lo arreglamos' },
      });
      expect(res.status).toBe(200);
    });
    expect([...respondida.keys()].map((u) => u.user.nombre)).toEqual(['Residente A']);
    expect(await ultima(x.users.residenteA)).toMatchObject({
      cuerpo: 'Ya lo arreglamos',
      enlace: `/ph/${x.phA.identificador}/residente/pqrs`,
    });
  });

  it('reserva aprobada and rechazada: the person who asked', async () => {
    const zona = await t.rest('POST', `/api/ph/${x.phA.id}/zonas`, {
      token: x.tokens.adminA,
      body: {
        nombre: 'Salón comunal',
        aforo: 50,
        duracionSlotMin: 240,
        horario: [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '08:00', hasta: '24:00' })),
        anticipacionMinHoras: 24,
        anticipacionMaxDias: 30,
        maxReservasPorUnidadMes: 5,
        requiereAprobacion: true,
      },
    });
    expect(zona.status).toBe(200);
    const pedir = async (fecha: string) => {
      const res = await t.rest('POST', `/api/zonas/${zona.body.zona.id}/reservas`, {
        token: x.tokens.residenteA,
        body: { apartamentoId: x.unitA.id, asistentes: 10, inicio: bog(fecha, '08:00'), fin: bog(fecha, '12:00') },
      });
      expect(res.status).toBe(200);
      return res.body.reserva.id as string;
    };
    const una = await pedir('2027-03-10');
    const otra = await pedir('2027-03-11');
    const aprobada = await quienes('reserva_aprobada', async () => {
      expect((await t.rest('PUT', `/api/reservas/${una}/aprobar`, { token: x.tokens.adminA })).status).toBe(200);
    });
    expect([...aprobada.keys()].map((u) => u.user.nombre)).toEqual(['Residente A']);
    expect(await ultima(x.users.residenteA)).toMatchObject({
      titulo: 'Tu reserva fue aprobada: Salón comunal',
      enlace: `/ph/${x.phA.identificador}/residente/reservas`,
    });
    const rechazada = await quienes('reserva_rechazada', async () => {
      const res = await t.rest('PUT', `/api/reservas/${otra}/rechazar`, {
        token: x.tokens.adminA,
        body: { motivo: 'Mantenimiento' },
      });
      expect(res.status).toBe(200);
    });
    expect([...rechazada.keys()].map((u) => u.user.nombre)).toEqual(['Residente A']);
    expect((await ultima(x.users.residenteA)).cuerpo).toBe('Reserva de 1-101. Motivo: Mantenimiento');
  });

  it('asamblea convocada: the owners of the padrón, not the tenant, the consejo nor the administration', async () => {
    const c = await createConjunto(t, x);
    // Sessions made now must outlive the platform clock set in 2027.
    await t.db.session.updateMany({
      data: { expiresAt: new Date('2100-01-01T00:00:00Z'), absoluteExpiresAt: new Date('2100-01-01T00:00:00Z') },
    });
    const asamblea = await crear(t, c.ph.id, x.tokens.adminA!);
    const antes = await Promise.all([...c.owners, c.residente, c.consejo, x.users.adminA].map(bandeja));
    await convocar(t, asamblea.id, x.tokens.adminA!);
    const despues = await Promise.all([...c.owners, c.residente, c.consejo, x.users.adminA].map(bandeja));
    const nuevas = despues.map(
      (lista, i) =>
        lista.filter((n) => n.tipo === 'asamblea_convocada').length -
        antes[i]!.filter((n) => n.tipo === 'asamblea_convocada').length,
    );
    expect(nuevas).toEqual([1, 1, 1, 1, 1, 0, 0, 0]);
    const ph = await t.db.pH.findUniqueOrThrow({ where: { id: c.ph.id } });
    expect(despues[0]![0]).toMatchObject({
      titulo: 'Convocatoria: Asamblea ordinaria 2027',
      cuerpo: 'Asamblea el 16 de marzo de 2027 a las 7:00 p. m. en Salón comunal.',
      enlace: `/ph/${ph.identificador}/propietario/asambleas`,
    });
  });

  it('orden asignada (the proveedor’s person) and terminada (the administración, not who finished it)', async () => {
    const tecnico = await createTestUser(t.db, { nombre: 'Técnico', roles: [{ phId: x.phA.id, rol: 'proveedor' }] });
    extra.push(tecnico);
    await t.db.session.updateMany({
      data: { expiresAt: new Date('2100-01-01T00:00:00Z'), absoluteExpiresAt: new Date('2100-01-01T00:00:00Z') },
    });
    const proveedor = await createProveedor(t.db, x.phA.id, 'Ascensores S.A.S.', tecnico.user.id);
    const orden = await t.rest('POST', `/api/ph/${x.phA.id}/ordenes`, {
      token: x.tokens.adminA,
      body: { titulo: 'Cambiar bombillo' },
    });
    expect(orden.status).toBe(200);
    const id = orden.body.orden.id as string;
    const estado = (body: Record<string, unknown>, token = x.tokens.adminA) =>
      t.rest('PUT', `/api/ordenes/${id}/estado`, { token, body });
    const asignada = await quienes('orden_asignada', async () => {
      expect((await estado({ estado: 'asignada', proveedorId: proveedor.id })).status).toBe(200);
    });
    expect([...asignada.keys()].map((u) => u.user.nombre)).toEqual(['Técnico']);
    expect(await ultima(tecnico)).toMatchObject({
      titulo: `Te asignaron la orden #${orden.body.orden.numero}`,
      cuerpo: 'Cambiar bombillo',
      enlace: `/ph/${x.phA.identificador}/proveedor/dashboard?orden=${id}`,
    });
    expect((await estado({ estado: 'en_curso' }, tecnico.token)).status).toBe(200);
    const terminada = await quienes('orden_terminada', async () => {
      const res = await estado({ estado: 'terminada', costoReal: 85_000, nota: 'Bombillo LED' }, tecnico.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    expect([...terminada.keys()].map((u) => u.user.nombre)).toEqual(['Admin A']);
    expect((await ultima(x.users.adminA)).enlace).toBe(`/ph/${x.phA.identificador}/admin/mantenimiento?orden=${id}`);
  });
});
