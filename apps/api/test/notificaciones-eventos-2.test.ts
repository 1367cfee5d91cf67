// The events that feed the notification center (issue 32), continued from notificaciones-eventos.test.ts:
// a document published, a payment approved by the gateway, a cuenta de cobro emitted, the daily digest
// of obligations due, a collection reminder, a support ticket answered and a vote opened — each through its real use case (REST, the gateway's webhook,
// the job queue), for the right people and nobody else: not the other unit, not the other complex, not
// whoever caused it. The clock only moves forward (the bells list newest first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rutaRetornoPago } from '@horizonte/contracts';

import { asistir, convocar, crear, createConjunto } from './asambleas-fixture.ts';
import { bandejas, bog, moverReloj, nombres, reparto, type Reparto } from './support/bandejas.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { listen, type Listening } from './support/listen.ts';
import type { TestUser } from './support/sessions.ts';
import type { Tenants } from './support/tenants.ts';
import { presupuestoAprobado } from './support/tesoreria.ts';

let t: TestApp;
let r: Reparto;
let x: Tenants;
let duena: TestUser;
let vecino: TestUser;
let bandeja: ReturnType<typeof bandejas>['bandeja'];
let ultima: ReturnType<typeof bandejas>['ultima'];
let quienes: ReturnType<typeof bandejas>['quienes'];

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  // Monday 1 March 2027, 08:00 in Bogotá.
  r = await reparto(t, bog('2027-03-01', '08:00'));
  ({ x, duena, vecino } = r);
  ({ bandeja, ultima, quienes } = bandejas(t, r));
});
afterAll(async () => {
  await t?.close();
});

/** Runs a job now and waits for the queue (and the deliveries it enqueues). */
async function correrJob(nombre: 'mantenimiento.diario' | 'tesoreria.recordatorios-cobro') {
  await t.jobs.send(t.db, nombre, {});
  await t.jobs.settle(20_000);
}

describe('events → notifications (2)', () => {
  it('documento publicado: whoever reads its visibilidad in the complex, not its author nor a resident without the permiso', async () => {
    // The neighbour's unit has the documentos permiso off: the library is closed to him (documentos policy).
    await t.db.residente.updateMany({ where: { userId: vecino.user.id }, data: { permisos: ['pqrs'] } });
    const publicar = async (titulo: string, visibilidad: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ titulo, categoria: 'otros', visibilidad })) form.append(k, v);
      form.append('archivo', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))], { type: 'application/pdf' }), 'a.pdf');
      const res = await t.app.request(`/api/ph/${x.phA.id}/documentos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${x.tokens.adminA}` },
        body: form,
      });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    const todos = await quienes('documento_publicado', () => publicar('Reglamento de convivencia', 'todos'));
    // Not the guard (the gate reads no documents), not the neighbour, not complex B, not the admin who published it.
    expect(nombres(todos)).toEqual(['Consejo A', 'Dueña de A', 'Residente A']);
    expect(await ultima(duena)).toMatchObject({
      titulo: 'Nuevo documento: Reglamento de convivencia',
      cuerpo: 'Ya está disponible en los documentos del conjunto.',
      enlace: `/ph/${x.phA.identificador}/propietario/documentos`,
    });
    expect((await ultima(x.users.residenteA)).enlace).toBe(`/ph/${x.phA.identificador}/residente/documentos`);
    expect((await ultima(x.users.consejoA)).enlace).toBe(`/ph/${x.phA.identificador}/consejo/documentos`);

    // The actas are the owners' (Ley 675 de 2001, art. 47): the tenant is not told of them.
    const actas = await quienes('documento_publicado', () => publicar('Acta de asamblea 2026', 'propietarios'));
    expect(nombres(actas)).toEqual(['Consejo A', 'Dueña de A']);
    await t.db.residente.updateMany({ where: { userId: vecino.user.id }, data: { permisos: ['pqrs', 'documentos'] } });
  });

  it('pago aprobado: whoever paid online, when the gateway approves it', async () => {
    const server: Listening = await listen((request) => t.app.fetch(request));
    try {
      const config = {
        proveedor: 'wompi',
        llavePublica: 'pub_test_eventosA1234',
        secretoIntegridad: 'test_integrity_eventos',
        secretoEventos: 'test_events_eventos',
        ambiente: 'pruebas',
      };
      const pasarela = await t.rest('PUT', `/api/ph/${x.phA.id}/pasarela`, { token: x.tokens.adminA, body: config });
      expect(pasarela.status, JSON.stringify(pasarela.body)).toBe(200);
      // The gateway is the simulator this process serves, as the demo seed sets it.
      await t.db.pasarelaConfig.updateMany({ data: { urlApi: `${server.base}/dev/pasarela` } });
      await t.db.cargo.create({
        data: {
          phId: x.phA.id,
          apartamentoId: x.unitA.id,
          tipo: 'ordinaria',
          concepto: 'Cuota de prueba',
          periodo: '2027-02',
          fecha: new Date('2027-02-01T00:00:00Z'),
          fechaVencimiento: new Date('2099-01-10T00:00:00Z'),
          valor: 250_000,
          generaMora: false,
          estado: 'vigente',
        },
      });
      const intento = await t.rest('POST', `/api/apartamentos/${x.unitA.id}/pagos-en-linea`, { token: duena.token, body: {} });
      expect(intento.status, JSON.stringify(intento.body)).toBe(200);
      const { id, referencia } = intento.body.intento as { id: string; referencia: string };
      const aprobar = async () => {
        const res = await fetch(`${server.base}/dev/pasarela/transacciones/${referencia}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ estado: 'APPROVED' }),
        });
        expect(res.status).toBe(200);
        await t.jobs.settle(20_000);
      };
      const told = await quienes('pago_aprobado', aprobar);
      // Not the tenant of the same unit, not the administration, not complex B.
      expect(nombres(told)).toEqual(['Dueña de A']);
      const pago = await t.db.pago.findFirstOrThrow({ where: { apartamentoId: x.unitA.id, medio: 'pasarela' } });
      expect(await ultima(duena)).toMatchObject({
        titulo: 'Pago aprobado: $ 250.000',
        cuerpo: `Conjunto A, unidad 1-101. Recibo de caja n.º ${pago.numeroRecibo}.`,
        enlace: rutaRetornoPago(id),
      });
    } finally {
      await server.close();
    }
  });

  it('cuenta de cobro emitida: the owners of each unit billed, with a link to its estado de cuenta', async () => {
    await t.db.apartamento.updateMany({ where: { phId: x.phA.id }, data: { coeficiente: 50 } });
    const token = x.tokens.adminA;
    await presupuestoAprobado(t, x.phA.id, token!, 2027);
    const run = await t.rest('POST', `/api/ph/${x.phA.id}/facturacion`, {
      token,
      body: { periodo: '2027-03', fechaVencimiento: '2027-03-20' },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const told = await quienes('cuenta_cobro_emitida', async () => {
      expect((await t.rest('PUT', `/api/facturaciones/${run.body.facturacion.id}/emitir`, { token })).status).toBe(200);
      await t.jobs.settle(20_000);
    });
    // Unit A2's only person is a tenant: the cuenta is the owners' (Ley 675 de 2001, art. 29).
    expect(nombres(told)).toEqual(['Dueña de A']);
    const cuenta = await t.db.cuentaCobro.findFirstOrThrow({ where: { apartamentoId: x.unitA.id } });
    // 12 000 000 + 1 % imprevistos, a twelfth, half of it by coeficiente.
    expect(await ultima(duena)).toMatchObject({
      titulo: 'Cuenta de cobro 2027-03: $ 505.000',
      cuerpo: 'Conjunto A, unidad 1-101. Vence el 20 de mar de 2027.',
      enlace: `/ph/${x.phA.identificador}/propietario/estado-cuenta?cuenta=${cuenta.id}`,
    });
  });

  it('obligación por vencer: the daily digest to each complex’s administrators, once a day, about their own complex', async () => {
    const plan = async (phId: string, token: string | undefined, titulo: string) => {
      const res = await t.rest('POST', `/api/ph/${phId}/planes`, {
        token,
        body: { titulo, frecuencia: 'meses', intervalo: 1, fechaInicio: '2027-03-03' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await plan(x.phA.id, x.tokens.adminA, 'Limpieza de tanques A');
    await plan(x.phB.id, x.tokens.adminB, 'Limpieza de tanques B');
    const told = await quienes('obligacion_por_vencer', async () => {
      // Tuesday 2 March, 07:05: the digest goes out from 07:00.
      await moverReloj(t, x, bog('2027-03-02', '07:05'));
      await correrJob('mantenimiento.diario');
    });
    // Not the consejo, the owners, the gate nor the platform staff.
    expect(nombres(told)).toEqual(['Admin A', 'Admin B']);
    const deA = await ultima(x.users.adminA);
    const deB = await ultima(x.users.adminB);
    // Today's mail (the queue's every-minute schedule may have sent yesterday's before this test).
    const mail = t.smtp.messages
      .filter((m) => m.to === x.users.adminA.user.email && /^Mantenimiento por vencer/.test(m.subject))
      .at(-1)!;
    expect(mail.subject).toMatch(/^Mantenimiento por vencer en Conjunto A: \d+$/);
    const n = Number(/: (\d+)$/.exec(mail.subject)![1]);
    expect(n).toBeGreaterThan(1);
    expect(deA).toMatchObject({
      titulo: `${n} obligaciones por vencer o vencidas`,
      enlace: `/ph/${x.phA.identificador}/admin/mantenimiento`,
    });
    expect(deA.cuerpo.split('; ').length).toBe(3);
    expect(deB.enlace).toBe(`/ph/${x.phB.identificador}/admin/mantenimiento`);
    // Each digest names its own complex's plans only.
    expect(mail.text).toContain('Limpieza de tanques A · por vencer · 3 de mar de 2027');
    expect(mail.text).not.toContain('Limpieza de tanques B');
    expect(deA.cuerpo).not.toContain('tanques B');
    expect(deB.cuerpo).not.toContain('tanques A');

    const otraVez = await quienes('obligacion_por_vencer', () => correrJob('mantenimiento.diario'));
    expect(nombres(otraVez)).toEqual([]);
  });

  it('recordatorio de cobro: the owner in mora, in the bell too, with the reminder sent by a channel he authorised', async () => {
    // Unit A owes a cuota due Tuesday 2 March; the default schedule reminds the day after, by email.
    await t.db.cargo.create({
      data: {
        phId: x.phA.id,
        apartamentoId: x.unitA.id,
        tipo: 'ordinaria',
        concepto: 'Cuota vencida',
        periodo: '2027-02',
        fecha: new Date('2027-02-01T00:00:00Z'),
        fechaVencimiento: new Date('2027-03-02T00:00:00Z'),
        valor: 350_000,
        generaMora: false,
        estado: 'vigente',
      },
    });
    const told = await quienes('recordatorio_cobro', async () => {
      // Wednesday 3 March, 08:00: inside the window of Ley 2300 de 2023, art. 3.
      await moverReloj(t, x, bog('2027-03-03', '08:00'));
      await correrJob('tesoreria.recordatorios-cobro');
    });
    // Not the tenant of the same unit (never reminded), not the neighbour nor complex B.
    expect(nombres(told)).toEqual(['Dueña de A']);
    const mail = t.smtp.messages.filter((m) => m.to === duena.user.email && /^Recordatorio de pago/.test(m.subject)).at(-1)!;
    const aviso = await ultima(duena);
    expect(aviso).toMatchObject({
      titulo: 'Recordatorio de pago: unidad 1-101 de Conjunto A',
      enlace: `/ph/${x.phA.identificador}/propietario/estado-cuenta`,
    });
    expect(aviso.cuerpo).toMatch(/^La unidad 1-101 tiene un saldo vencido de \$ [\d.]+, pendiente desde el 2 de mar de 2027\.$/);
    // The bell says what the mail said.
    expect(mail.subject).toBe(aviso.titulo);
    expect(mail.text).toContain(aviso.cuerpo);
    // Never twice the same day (art. 3).
    const otraVez = await quienes('recordatorio_cobro', () => correrJob('tesoreria.recordatorios-cobro'));
    expect(nombres(otraVez)).toEqual([]);
  });

  it('ticket de soporte actualizado: the administrator who opened it, not the agent who answered', async () => {
    const abierto = await t.rest('POST', `/api/ph/${x.phA.id}/tickets-soporte`, {
      token: x.tokens.adminA,
      body: { asunto: 'No llega el correo', descripcion: 'Un residente dice que no le llega el correo.', prioridad: 'alta' },
    });
    expect(abierto.status).toBe(200);
    const ticket = abierto.body.ticket as { id: string; numero: number };
    const told = await quienes('ticket_soporte_actualizado', async () => {
      const res = await t.rest('POST', `/api/tickets-soporte/${ticket.id}/mensajes`, {
        token: x.tokens.soporte,
        body: { texto: 'Ya lo revisamos: estaba en la carpeta de spam.' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    expect(nombres(told)).toEqual(['Admin A']);
    expect(await ultima(x.users.adminA)).toMatchObject({
      titulo: `Ticket #${ticket.numero}: respuesta del equipo de soporte`,
      cuerpo: 'Ya lo revisamos: estaba en la carpeta de spam.',
      enlace: `/ph/${x.phA.identificador}/admin/ayuda?ticket=${ticket.id}`,
    });
  });

  it('votación abierta: the owners of the padrón, not the tenant, the consejo, the gate nor the administration', async () => {
    const c = await createConjunto(t, x);
    r.extra.push(...c.owners, c.residente, c.consejo, c.portero);
    await moverReloj(t, x, bog('2027-03-03', '09:00'));
    const asamblea = await crear(t, c.ph.id, x.tokens.adminA!, {
      titulo: 'Asamblea con votación',
      fechaHora: '2027-03-18T19:00:00-05:00',
    });
    await convocar(t, asamblea.id, x.tokens.adminA!);
    await moverReloj(t, x, bog('2027-03-18', '19:00'));
    // 1-101, 1-201 and 1-401 present: 70 % of the coeficientes, quorum (art. 45).
    for (const i of [0, 1, 3]) await asistir(t, asamblea.id, c.owners[i]!.token, c.units[i]!.id);
    const instalada = await t.rest('PUT', `/api/asambleas/${asamblea.id}/instalar`, { token: x.tokens.adminA });
    expect(instalada.body.asamblea.estado).toBe('en_curso');
    const punto = asamblea.puntos.find((p) => p.titulo === 'Elección del consejo')!;
    const told = await quienes('votacion_abierta', async () => {
      expect((await t.rest('PUT', `/api/puntos/${punto.id}/abrir`, { token: x.tokens.adminA })).status).toBe(200);
    });
    expect(nombres(told)).toEqual(['Propietaria 1', 'Propietaria 2', 'Propietaria 3', 'Propietaria 4', 'Propietaria 5']);
    const ph = await t.db.pH.findUniqueOrThrow({ where: { id: c.ph.id } });
    expect(await ultima(c.owners[2]!)).toMatchObject({
      titulo: 'Votación abierta: Elección del consejo',
      cuerpo: 'En la asamblea «Asamblea con votación». Vota desde la asamblea en la plataforma.',
      enlace: `/ph/${ph.identificador}/propietario/asambleas`,
    });
    expect((await bandeja(c.residente)).some((n) => n.tipo === 'votacion_abierta')).toBe(false);
  });
});
