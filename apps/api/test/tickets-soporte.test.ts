// Issue 33: support tickets on both facades — an administrator opens one for their complex, support
// works it from the queue (answer, assign, resolve, close), the administrator is mailed and reads the
// thread; the state machine's refusals; complexes never see each other's tickets; a support access
// opened from a ticket is audited, listed to the administrator, and keeps the complex read-only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PDF, PNG } from './support/files.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser } from './support/sessions.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

async function abrir(token = x.tokens.adminA, phId = x.phA.id, asunto = 'No llega el correo de verificación') {
  const res = await t.rest('POST', `/api/ph/${phId}/tickets-soporte`, {
    token,
    body: { asunto, descripcion: 'Un residente dice que no le llega el correo.', prioridad: 'alta' },
  });
  expect(res.status).toBe(200);
  return res.body.ticket;
}

describe('tickets de soporte', () => {
  it('opens a ticket from the administration (REST), mails the acknowledgement and shows it in the queue (tRPC) with its SLA', async () => {
    const res = await t.rest('POST', `/api/ph/${x.phA.id}/tickets-soporte`, {
      token: x.tokens.adminA,
      body: { asunto: 'Cambio de administrador', descripcion: 'Necesitamos pasar la administración a otra persona.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Ticket enviado. El equipo de soporte te responderá por correo y aquí mismo.');
    const ticket = res.body.ticket;
    expect(ticket).toMatchObject({
      phId: x.phA.id,
      phNombre: 'Conjunto A',
      asunto: 'Cambio de administrador',
      estado: 'abierto',
      prioridad: 'media',
      solicitante: { id: x.users.adminA.user.id, nombre: 'Admin A' },
      asignado: null,
      primeraRespuestaEl: null,
    });
    expect(ticket.sla.venceEl).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(['a_tiempo', 'vence_hoy']).toContain(ticket.sla.estado);
    const mail = await t.smtp.waitFor(x.users.adminA.user.email, { subject: new RegExp(`^Ticket #${ticket.numero} recibido`) });
    expect(mail.text).toContain('Conjunto A');

    const cola = await t.trpc('query', 'ticketsSoporte.cola.list', { estado: 'abierto', q: 'cambio de admin' }, x.tokens.soporte);
    expect(cola.status).toBe(200);
    expect(cola.body.result.data.tickets.map((tk: { id: string }) => tk.id)).toEqual([ticket.id]);
    const porNumero = await t.rest('GET', `/api/plataforma/tickets?q=%23${ticket.numero}`, { token: x.tokens.soporte });
    expect(porNumero.body.tickets.map((tk: { id: string }) => tk.id)).toEqual([ticket.id]);
  });

  it('refuses an empty subject and a text too long, in Spanish', async () => {
    const vacio = await t.rest('POST', `/api/ph/${x.phA.id}/tickets-soporte`, {
      token: x.tokens.adminA,
      body: { asunto: '  ', descripcion: 'x' },
    });
    expect(vacio.status).toBe(422);
    expect(vacio.body.errors).toContain('Escribe el asunto del ticket');
    const largo = await t.trpc(
      'mutation',
      'ticketsSoporte.create',
      { id: x.phA.id, asunto: 'Largo', descripcion: 'x'.repeat(5001) },
      x.tokens.adminA,
    );
    expect(largo.status).toBe(422);
  });

  it('runs the round trip: support answers (mail to the administrator), assigns, resolves and closes; the administrator reads the thread', async () => {
    const ticket = await abrir();
    const otroAgente = await createTestUser(t.db, { platformRole: 'SOPORTE', nombre: 'Agente Dos' });

    const respuesta = await t.trpc(
      'mutation',
      'ticketsSoporte.mensajes.create',
      { id: ticket.id, texto: 'Revisamos el envío: ya salió de nuevo.' },
      x.tokens.soporte,
    );
    expect(respuesta.status).toBe(200);
    const tras = respuesta.body.result.data.ticket;
    expect(tras.estado).toBe('en_progreso');
    expect(tras.asignado.id).toBe(x.users.soporte.user.id);
    expect(tras.primeraRespuestaEl).not.toBeNull();
    expect(tras.sla.estado).toBe('cumplido');
    const mail = await t.smtp.waitFor(x.users.adminA.user.email, { subject: new RegExp(`^Ticket #${ticket.numero}: respuesta`) });
    expect(mail.text).toContain('Revisamos el envío: ya salió de nuevo.');
    expect(mail.text).toContain(`/admin/ayuda?ticket=${ticket.id}`);
    // The administrator's bell has it too (issue 32), with the link to the ticket.
    const bell = await t.rest('GET', '/api/notificaciones', { token: x.tokens.adminA });
    expect(bell.body.notificaciones).toContainEqual(
      expect.objectContaining({
        tipo: 'ticket_soporte_actualizado',
        titulo: `Ticket #${ticket.numero}: respuesta del equipo de soporte`,
        cuerpo: 'Revisamos el envío: ya salió de nuevo.',
      }),
    );

    const asignado = await t.rest('PUT', `/api/tickets-soporte/${ticket.id}/asignado`, {
      token: x.tokens.soporte,
      body: { agenteId: otroAgente.user.id },
    });
    expect([asignado.status, asignado.body.ticket.asignado.nombre]).toEqual([200, 'Agente Dos']);
    const noAgente = await t.rest('PUT', `/api/tickets-soporte/${ticket.id}/asignado`, {
      token: x.tokens.soporte,
      body: { agenteId: x.users.adminA.user.id },
    });
    expect([noAgente.status, noAgente.body.message]).toEqual([400, 'Solo se puede asignar a una persona del equipo de soporte']);

    const resuelto = await t.rest('PUT', `/api/tickets-soporte/${ticket.id}/estado`, {
      token: otroAgente.token,
      body: { estado: 'resuelto' },
    });
    expect([resuelto.status, resuelto.body.ticket.estado]).toEqual([200, 'resuelto']);
    await t.smtp.waitFor(x.users.adminA.user.email, { subject: new RegExp(`^Ticket #${ticket.numero}: resuelto`) });

    const hilo = await t.rest('GET', `/api/tickets-soporte/${ticket.id}`, { token: x.tokens.adminA });
    expect(hilo.status).toBe(200);
    expect(hilo.body.mensajes).toEqual([
      expect.objectContaining({
        texto: 'Revisamos el envío: ya salió de nuevo.',
        deSoporte: true,
        autor: expect.objectContaining({ id: x.users.soporte.user.id }),
      }),
    ]);

    const cerrado = await t.trpc(
      'mutation',
      'ticketsSoporte.cambiarEstado',
      { id: ticket.id, estado: 'cerrado' },
      x.tokens.adminA,
    );
    expect(cerrado.body.result.data.ticket.estado).toBe('cerrado');
    const tarde = await t.rest('POST', `/api/tickets-soporte/${ticket.id}/mensajes`, {
      token: x.tokens.adminA,
      body: { texto: '¿Sigue?' },
    });
    expect([tarde.status, tarde.body.message]).toEqual([409, 'El ticket está cerrado: abre uno nuevo si necesitas más ayuda']);
    const reabrir = await t.rest('PUT', `/api/tickets-soporte/${ticket.id}/estado`, {
      token: x.tokens.soporte,
      body: { estado: 'en_progreso' },
    });
    expect([reabrir.status, reabrir.body.code]).toEqual([409, 'TICKET_TRANSICION_INVALIDA']);
    expect(reabrir.body.message).toBe('Un ticket cerrado no puede pasar a en progreso');

    const auditados = await t.db.auditLog.findMany({ where: { entityId: ticket.id }, orderBy: { createdAt: 'asc' } });
    expect(auditados.map((a) => a.action)).toEqual([
      'ticket-soporte.create',
      'ticket-soporte.mensaje',
      'ticket-soporte.asignar',
      'ticket-soporte.estado',
      'ticket-soporte.estado',
    ]);
  });

  it('lets the administrator reopen a resolved ticket by writing on it, but not resolve one', async () => {
    const ticket = await abrir();
    const propio = await t.rest('PUT', `/api/tickets-soporte/${ticket.id}/estado`, {
      token: x.tokens.adminA,
      body: { estado: 'resuelto' },
    });
    expect([propio.status, propio.body.message]).toEqual([409, 'Un ticket abierto no puede pasar a resuelto']);
    await t.rest('PUT', `/api/tickets-soporte/${ticket.id}/estado`, { token: x.tokens.soporte, body: { estado: 'resuelto' } });
    const otraVez = await t.rest('POST', `/api/tickets-soporte/${ticket.id}/mensajes`, {
      token: x.tokens.adminA,
      body: { texto: 'Volvió a pasar.' },
    });
    expect([otraVez.status, otraVez.body.ticket.estado, otraVez.body.mensaje.deSoporte]).toEqual([200, 'en_progreso', false]);
  });

  it('keeps complexes apart: an administrator lists and reads only their complex’s tickets', async () => {
    const deB = await abrir(x.tokens.adminB, x.phB.id, 'Ticket del conjunto B');
    const listaA = await t.rest('GET', `/api/ph/${x.phA.id}/tickets-soporte`, { token: x.tokens.adminA });
    expect(listaA.status).toBe(200);
    expect(listaA.body.tickets.length).toBeGreaterThan(0);
    expect(listaA.body.tickets.every((tk: { phId: string }) => tk.phId === x.phA.id)).toBe(true);
    expect((await t.rest('GET', `/api/ph/${x.phB.id}/tickets-soporte`, { token: x.tokens.adminA })).status).toBe(403);
    expect((await t.rest('GET', `/api/tickets-soporte/${deB.id}`, { token: x.tokens.adminA })).status).toBe(403);
    expect(
      (await t.trpc('mutation', 'ticketsSoporte.mensajes.create', { id: deB.id, texto: 'hola' }, x.tokens.adminA)).status,
    ).toBe(403);
    expect(
      (await t.rest('GET', `/api/tickets-soporte/00000000-0000-4000-8000-000000000000`, { token: x.tokens.soporte })).status,
    ).toBe(404);
    expect((await t.rest('GET', '/api/plataforma/tickets', { token: x.tokens.adminA })).status).toBe(403);
  });

  it('opens a read-only support access from a ticket: audited, listed to the administrator, and every change refused while it lasts', async () => {
    const ticket = await abrir();
    const acceso = await t.rest('POST', `/api/tickets-soporte/${ticket.id}/accesos-soporte`, {
      token: x.tokens.soporte,
      body: { motivo: 'Revisar la configuración de correos' },
    });
    expect(acceso.status).toBe(200);
    expect(acceso.body.acceso).toMatchObject({
      ticketId: ticket.id,
      ticketNumero: ticket.numero,
      vigente: true,
      motivo: 'Revisar la configuración de correos',
    });
    expect(Date.parse(acceso.body.acceso.hasta) - Date.parse(acceso.body.acceso.desde)).toBe(120 * 60_000);

    const lista = await t.trpc('query', 'ticketsSoporte.accesos.list', { id: x.phA.id }, x.tokens.adminA);
    expect(lista.body.result.data.accesos[0]).toMatchObject({
      id: acceso.body.acceso.id,
      agente: { id: x.users.soporte.user.id },
      vigente: true,
    });
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/accesos-soporte`, { token: x.tokens.adminB })).status).toBe(403);
    const auditoria = await t.db.auditLog.findFirst({ where: { action: 'soporte.acceso', entityId: acceso.body.acceso.id } });
    expect(auditoria).toMatchObject({ phId: x.phA.id, actorId: x.users.soporte.user.id });

    // A change in the complex, on both facades: refused by the read-only guard before any module's policy.
    const rest = await t.rest('POST', `/api/ph/${x.phA.id}/apartamentos`, {
      token: x.tokens.soporte,
      body: { torre: '9', numero: '901', coeficiente: 1 },
    });
    expect([rest.status, rest.body.code]).toEqual([403, 'ACCESO_SOPORTE_SOLO_LECTURA']);
    expect(rest.body.message).toBe(
      'Tienes un acceso de soporte abierto en modo de solo lectura: no puedes modificar datos de los conjuntos mientras dure',
    );
    const trpc = await t.trpc('mutation', 'ph.update', { id: x.phA.id, nombre: 'Otro nombre' }, x.tokens.soporte);
    expect([trpc.status, trpc.body.error.data.codigo]).toEqual([403, 'ACCESO_SOPORTE_SOLO_LECTURA']);
    expect((await t.db.pH.findUnique({ where: { id: x.phA.id } }))?.nombre).toBe('Conjunto A');
    // Reads still work, and so does the ticket's own work.
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/apartamentos`, { token: x.tokens.soporte })).status).toBe(200);
    expect(
      (
        await t.rest('POST', `/api/tickets-soporte/${ticket.id}/mensajes`, {
          token: x.tokens.soporte,
          body: { texto: 'Ya revisé.' },
        })
      ).status,
    ).toBe(200);
    // The super administrator manages complexes anyway: no support access for it.
    expect(
      (
        await t.rest('POST', `/api/tickets-soporte/${ticket.id}/accesos-soporte`, {
          token: x.tokens.superAdmin,
          body: { motivo: 'x' },
        })
      ).status,
    ).toBe(403);
  });

  describe('adjuntos', () => {
    const upload = async (ticketId: string, token: string | undefined, files: { name: string; bytes: Buffer }[]) => {
      const form = new FormData();
      for (const f of files) form.append('archivos', new Blob([new Uint8Array(f.bytes)], { type: 'image/png' }), f.name);
      const res = await t.app.request(`/api/tickets-soporte/${ticketId}/adjuntos`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      });
      return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads the body
    };
    const download = (id: string, token: string | undefined) =>
      t.app.request(`/api/adjuntos-soporte/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

    it('stores photos and PDF checked by content, shows them in the thread, and lets only the ticket’s parties download them', async () => {
      const ticket = await abrir();
      const res = await upload(ticket.id, x.tokens.adminA, [
        { name: 'pantallazo.png', bytes: PNG },
        { name: 'factura.pdf', bytes: PDF },
      ]);
      expect(res.status).toBe(200);
      expect(res.body.adjuntos.map((a: { nombre: string; tipo: string }) => [a.nombre, a.tipo])).toEqual([
        ['pantallazo.png', 'image/png'],
        ['factura.pdf', 'application/pdf'],
      ]);
      const hilo = await t.trpc('query', 'ticketsSoporte.get', { id: ticket.id }, x.tokens.soporte);
      expect(hilo.body.result.data.adjuntos).toHaveLength(2);
      const archivo = await download(res.body.adjuntos[0].id, x.tokens.soporte);
      expect([archivo.status, archivo.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(Buffer.from(await archivo.arrayBuffer()).equals(PNG)).toBe(true);
      expect((await download(res.body.adjuntos[0].id, x.tokens.adminB)).status).toBe(403);
      expect((await upload(ticket.id, x.tokens.adminB, [{ name: 'x.png', bytes: PNG }])).status).toBe(403);
      expect((await upload(ticket.id, undefined, [{ name: 'x.png', bytes: PNG }])).status).toBe(401);
    });

    it('refuses a file that is not a photo or PDF, one over 5 MB, more than five per ticket and any on a closed ticket', async () => {
      const ticket = await abrir();
      const texto = await upload(ticket.id, x.tokens.adminA, [{ name: 'nota.png', bytes: Buffer.from('solo texto') }]);
      expect([texto.status, texto.body.message]).toEqual([400, '«nota.png» no es una foto (JPG, PNG, WebP) ni un PDF']);
      const grande = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
      const muyGrande = await upload(ticket.id, x.tokens.adminA, [{ name: 'grande.pdf', bytes: grande }]);
      expect([muyGrande.status, muyGrande.body.message]).toEqual([400, '«grande.pdf» supera los 5 MB']);
      const seis = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.png`, bytes: PNG }));
      const demasiados = await upload(ticket.id, x.tokens.adminA, seis);
      expect([demasiados.status, demasiados.body.message]).toEqual([400, 'Un ticket admite como máximo 5 archivos']);
      expect(await t.db.ticketAdjunto.count({ where: { ticketId: ticket.id } })).toBe(0);
      await t.rest('PUT', `/api/tickets-soporte/${ticket.id}/estado`, { token: x.tokens.soporte, body: { estado: 'cerrado' } });
      expect((await upload(ticket.id, x.tokens.adminA, [{ name: 'x.png', bytes: PNG }])).status).toBe(409);
    });
  });
});
