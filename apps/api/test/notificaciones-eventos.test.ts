// The events that feed the notification center (issue 32), each through its real use case on the REST
// facade: the right notification (tipo, title, link to the thing) for the right people, and nobody
// else — not the other unit, not the other complex, not whoever caused it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { convocar, crear, createConjunto } from './asambleas-fixture.ts';
import { createProveedor } from './ordenes-fixture.ts';
import { bandejas, bog, moverReloj, nombres, reparto, type Reparto } from './support/bandejas.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { startTestPushService, type TestPushService } from './support/push-service.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import type { Tenants } from './support/tenants.ts';

let t: TestApp;
let push: TestPushService;
let r: Reparto;
let x: Tenants;
let guardia: TestUser;
let duena: TestUser;
let bandeja: ReturnType<typeof bandejas>['bandeja'];
let ultima: ReturnType<typeof bandejas>['ultima'];
let quienes: ReturnType<typeof bandejas>['quienes'];

beforeAll(async () => {
  push = await startTestPushService();
  // The test's push service on loopback is allowed only because it is listed so.
  t = await startTestApp({ TEST_CLOCK: 'true', PUSH_ALLOWED_HOSTS: `http://${push.host}` });
  // Monday 1 March 2027, 08:00 in Bogotá.
  r = await reparto(t, bog('2027-03-01', '08:00'));
  ({ x, guardia, duena } = r);
  ({ bandeja, ultima, quienes } = bandejas(t, r));
});
afterAll(async () => {
  await t?.close();
  await push?.close();
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

  it('visitante en portería (with a code): the unit’s people, at once by push, in the entry’s transaction', async () => {
    const autorizar = async (nombreVisitante: string, hasta: string) => {
      const res = await t.rest('POST', `/api/ph/${x.phA.id}/autorizaciones`, {
        token: x.tokens.residenteA,
        body: { apartamentoId: x.unitA.id, nombreVisitante, desde: bog('2027-03-01', '07:00'), hasta },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.autorizacion.codigo as string;
    };
    const entrar = (codigo: string) => t.rest('POST', `/api/ph/${x.phA.id}/accesos`, { token: guardia.token, body: { codigo } });
    // The owner's phone is subscribed to push: the notice reaches it through the queue.
    const telefono = push.suscribir();
    expect((await t.rest('POST', '/api/push/suscripciones', { token: duena.token, body: telefono })).status).toBe(200);

    const codigo = await autorizar('Laura Gómez', bog('2027-03-01', '22:00'));
    const told = await quienes('visitante_en_porteria', async () => {
      const res = await entrar(codigo);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    // Not the neighbour, not complex B's owner, not the guard who registered it.
    expect(nombres(told)).toEqual(['Dueña de A', 'Residente A']);
    expect([...told.values()]).toEqual([1, 1]);
    expect(await ultima(duena)).toMatchObject({
      titulo: 'Laura Gómez está en portería',
      cuerpo: 'Visita para 1-101, autorizada por Residente A.',
      enlace: `/ph/${x.phA.identificador}/propietario/porteria`,
      leida: false,
    });
    expect((await ultima(x.users.residenteA)).enlace).toBe(`/ph/${x.phA.identificador}/residente/porteria`);
    const [recibido] = await push.esperar(telefono.endpoint);
    expect(recibido).toMatchObject({
      urgencia: 'high',
      payload: { titulo: 'Laura Gómez está en portería', enlace: `/ph/${x.phA.identificador}/propietario/porteria` },
    });

    // A refused entry (the code already used, or expired) tells nobody.
    const nadie = await quienes('visitante_en_porteria', async () => {
      expect((await entrar(codigo)).status).toBe(409);
      const corto = await autorizar('Pedro Vencido', bog('2027-03-01', '09:00'));
      // Forward only: the bells list newest first.
      await moverReloj(t, x, bog('2027-03-01', '09:30'));
      const vencido = await entrar(corto);
      expect([vencido.status, vencido.body.message]).toEqual([
        409,
        'Este código venció el 1 de marzo de 2027 a las 9:00 a. m.; pide al residente una nueva autorización.',
      ]);
    });
    expect(nombres(nadie)).toEqual([]);
    expect(push.recibidos.filter((m) => m.suscripcion === telefono.endpoint)).toHaveLength(1);
  });

  it('visitante en portería (walk-in): pushed to the one person of the unit with a device, and only hers enqueued', async () => {
    const tableta = push.suscribir();
    expect((await t.rest('POST', '/api/push/suscripciones', { token: duena.token, body: tableta })).status).toBe(200);
    const res = await t.rest('POST', `/api/ph/${x.phA.id}/accesos`, {
      token: guardia.token,
      body: { apartamentoId: x.unitA.id, nombreVisitante: 'Marta Ruiz', autorizadoPor: 'Dueña por citófono' },
    });
    expect(res.status).toBe(200);
    const [recibido] = await push.esperar(tableta.endpoint);
    expect(recibido!.payload).toMatchObject({ titulo: 'Marta Ruiz está en portería' });
    // Residente A has no device: her notice is in her bell, and the delivery job carries only the owner's.
    const [deElla, deLaDuena] = await Promise.all([ultima(x.users.residenteA), ultima(duena)]);
    expect([deElla.titulo, deLaDuena.titulo]).toEqual(['Marta Ruiz está en portería', 'Marta Ruiz está en portería']);
    const [job] = await t.db.$queryRawUnsafe<{ ids: string[] }[]>(
      `SELECT data->'ids' AS ids FROM pgboss.job WHERE name = 'notificaciones.entregar' ORDER BY created_on DESC, id LIMIT 1`,
    );
    expect(job!.ids).toEqual([deLaDuena.id]);
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
    r.extra.push(tecnico);
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
