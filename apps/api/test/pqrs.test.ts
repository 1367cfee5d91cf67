// PQRS (issue 16) through both facades: filing with a consecutive radicado and the legal due date in
// días hábiles, the status machine (409), the stopped clock, the prórroga, comments (internal notes
// never reach the filer), assignment, the answer and its mail, filters and indicators.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { PDF, PNG } from './support/files.ts';
import { startTestApp, type JsonResponse, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createResidente, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let vecino: TestUser;
let proveedor: TestUser;

/** Moves the platform clock. Sessions were made today (2026): keep them alive across the jump to 2027. */
async function setClock(iso: string) {
  await t.db.session.updateMany({
    data: { expiresAt: new Date('2100-01-01T00:00:00Z'), absoluteExpiresAt: new Date('2100-01-01T00:00:00Z') },
  });
  const res = await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: iso } });
  expect(res.status).toBe(200);
}

const message = (res: JsonResponse) => (res.body.message as string | undefined) ?? res.body.error?.message;

async function radicar(body: Record<string, unknown> = {}, token = x.tokens.residenteA!) {
  const res = await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
    token,
    body: {
      tipo: 'peticion',
      subtipo: 'general',
      asunto: 'Filtración en el techo',
      descripcion: 'Entra agua al baño desde el piso de arriba.',
      ...body,
    },
  });
  expect(res.status).toBe(200);
  return res.body.pqrs as { id: string; radicado: string; fechaVencimiento: string | null; estado: string };
}

async function estado(id: string, body: Record<string, unknown>, token = x.tokens.adminA) {
  return t.rest('PUT', `/api/pqrs/${id}/estado`, { token, body });
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true', STORAGE_DIR: await mkdtemp(join(tmpdir(), 'hz-adjuntos-')) });
  x = await createTenants(t.db);
  vecino = await createTestUser(t.db, { nombre: 'Vecina Dos', roles: [{ phId: x.phA.id, rol: 'propietario' }] });
  await createResidente(t.db, x.unitA2.id, vecino.user.id);
  proveedor = await createTestUser(t.db, { nombre: 'Plomería Ltda', roles: [{ phId: x.phA.id, rol: 'proveedor' }] });
  // Saturday 6 March 2027, 09:00 in Bogotá.
  await setClock('2027-03-06T09:00:00-05:00');
});
afterAll(async () => {
  await t?.close();
});

describe('filing', () => {
  it('files on a Saturday: deemed Monday 8 March, due Thursday 1 April 2027, consecutive radicados on both facades, acknowledgement mail', async () => {
    const rest = await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
      token: x.tokens.residenteA,
      body: {
        tipo: 'peticion',
        subtipo: 'general',
        asunto: 'Ruido en la noche',
        descripcion: 'Música alta después de las 10 p. m.',
      },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      success: true,
      message: 'PQRS radicada',
      pqrs: {
        radicado: '2027-000001',
        estado: 'radicada',
        fechaInicio: '2027-03-08',
        terminoDias: 15,
        fechaVencimiento: '2027-04-01',
        diasRestantes: 16,
        vencida: false,
        apartamentoId: x.unitA.id,
        unidad: '1-101',
      },
    });
    // Días hábiles left from Saturday 6 March: 8–12 (5) · 15–19 (10) · 23,24 (12) · 29,30,31 (15) · 1 Apr (16)
    expect(rest.body.pqrs.fechaRadicacion).toMatch(/^2027-03-06T14:00:0/);
    const mail = await t.smtp.waitFor(x.users.residenteA.user.email, { subject: /2027-000001/ });
    expect(mail.subject).toBe('PQRS 2027-000001 radicada en Conjunto A');
    expect(mail.text).toContain('a más tardar el jueves, 1 de abril de 2027');

    const trpc = await t.trpc(
      'mutation',
      'pqrs.create',
      { id: x.phA.id, tipo: 'sugerencia', asunto: 'Más bicicleteros', descripcion: 'Faltan cupos.' },
      x.tokens.residenteA,
    );
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.pqrs).toMatchObject({
      radicado: '2027-000002',
      subtipo: 'general',
      terminoDias: null,
      fechaVencimiento: null,
      diasRestantes: null,
    });
    const timeline = await t.rest('GET', `/api/pqrs/${rest.body.pqrs.id}`, { token: x.tokens.residenteA });
    expect(timeline.body.eventos).toMatchObject([
      { tipo: 'radicacion', estadoAnterior: null, estadoNuevo: 'radicada', actor: { nombre: 'Residente A' } },
    ]);
  });

  it('hands out distinct consecutive numbers to filings made at once', async () => {
    const before = await t.db.pqrs.count({ where: { phId: x.phA.id } });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => radicar({ asunto: `Simultánea ${i}` }, i % 2 ? x.tokens.residenteA! : vecino.token)),
    );
    const numeros = results.map((p) => Number(p.radicado.slice(5))).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 8 }, (_, i) => before + i + 1));
  });

  it("refuses invalid input (422), staff and other complexes (403), unknown complexes (404), someone else's unit (403)", async () => {
    const bad = await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
      token: x.tokens.residenteA,
      body: { tipo: 'denuncia', asunto: ' ', descripcion: 'x' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(expect.arrayContaining(['Selecciona el tipo de PQRS', 'El asunto es obligatorio']));
    const badTrpc = await t.trpc(
      'mutation',
      'pqrs.create',
      { id: x.phA.id, tipo: 'queja', asunto: 'A', descripcion: '' },
      x.tokens.residenteA,
    );
    expect(badTrpc.status).toBe(422);
    expect(badTrpc.body.error.message).toContain('La descripción es obligatoria');
    const body = { tipo: 'queja', asunto: 'A', descripcion: 'B' };
    expect((await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, { token: x.tokens.adminA, body })).status).toBe(403);
    expect((await t.rest('POST', `/api/ph/${x.phB.id}/pqrs`, { token: x.tokens.residenteA, body })).status).toBe(403);
    expect(
      (await t.rest('POST', '/api/ph/00000000-0000-4000-8000-000000000000/pqrs', { token: x.tokens.residenteA, body })).status,
    ).toBe(404);
    const ajena = await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
      token: x.tokens.residenteA,
      body: { ...body, apartamentoId: x.unitA2.id },
    });
    expect(ajena.status).toBe(403);
    expect(ajena.body.message).toBe('La unidad indicada no es tuya');
  });
});

describe('the status machine, the stopped clock and the answer', () => {
  it('walks radicada → en trámite → en espera (clock stops) → en trámite → respondida (mail) → reabierta → cerrada, with 409 for illegal moves', async () => {
    await setClock('2027-03-06T09:00:00-05:00');
    const p = await radicar({ asunto: 'Puerta del parqueadero' });
    expect(p.fechaVencimiento).toBe('2027-04-01');

    const illegal = await estado(p.id, { estado: 'cerrada' });
    expect(illegal.status).toBe(409);
    expect(illegal.body.message).toBe('Una PQRS radicada no puede pasar a cerrada');
    const illegalTrpc = await t.trpc('mutation', 'pqrs.estado', { id: p.id, estado: 'reabierta' }, x.tokens.residenteA);
    expect(illegalTrpc.status).toBe(409);
    expect((await estado(p.id, { estado: 'en_tramite' }, x.tokens.residenteA)).status).toBe(403);
    expect((await estado(p.id, { estado: 'en_tramite' }, x.tokens.consejoA)).status).toBe(403);

    expect((await estado(p.id, { estado: 'en_tramite' })).body.pqrs.estado).toBe('en_tramite');
    await setClock('2027-03-15T10:00:00-05:00');
    const espera = await t.trpc(
      'mutation',
      'pqrs.estado',
      { id: p.id, estado: 'en_espera_solicitante', motivo: 'Falta la foto del daño' },
      x.tokens.adminA,
    );
    expect(espera.body.result.data.pqrs).toMatchObject({
      estado: 'en_espera_solicitante',
      fechaVencimiento: '2027-04-01',
      diasRestantes: 10,
    });
    // 10 left on Mon 15 Mar: 16–19 (4) · 23,24 (6) · 29,30,31 (9) · 1 Apr (10); they stay 10 while the clock is stopped.
    expect(
      (await t.rest('POST', `/api/pqrs/${p.id}/respuesta`, { token: x.tokens.adminA, body: { texto: 'Listo' } })).status,
    ).toBe(409);

    // Waiting 16, 17, 18, 19 March: 4 días hábiles stopped → due 7 April.
    await setClock('2027-03-19T16:00:00-05:00');
    const reanudada = await estado(p.id, { estado: 'en_tramite' });
    expect(reanudada.body.pqrs).toMatchObject({ estado: 'en_tramite', fechaVencimiento: '2027-04-07', diasRestantes: 10 });

    await setClock('2027-03-23T11:00:00-05:00');
    const respuesta = await t.rest('POST', `/api/pqrs/${p.id}/respuesta`, {
      token: x.tokens.adminA,
      body: { texto: 'Se cambió el motor de la puerta.' },
    });
    expect(respuesta.status).toBe(200);
    expect(respuesta.body).toMatchObject({
      success: true,
      message: 'Respuesta enviada',
      pqrs: { estado: 'respondida', respuesta: 'Se cambió el motor de la puerta.', diasRestantes: null },
    });
    const mail = await t.smtp.waitFor(x.users.residenteA.user.email, { subject: /Respuesta a tu PQRS/ });
    expect(mail.subject).toBe(`Respuesta a tu PQRS ${p.radicado} (Conjunto A)`);
    expect(mail.text).toContain('Se cambió el motor de la puerta.');
    expect(
      (await t.rest('POST', `/api/pqrs/${p.id}/respuesta`, { token: x.tokens.adminA, body: { texto: 'Otra vez' } })).status,
    ).toBe(409);

    expect((await estado(p.id, { estado: 'reabierta' }, x.tokens.adminA)).status).toBe(403);
    const reabierta = await estado(p.id, { estado: 'reabierta', motivo: 'Sigue fallando' }, x.tokens.residenteA!);
    expect(reabierta.status).toBe(200);
    // Reopened Tue 23 Mar: a fresh 15 días hábiles → 24 (1) · 29,30,31,1,2 (6) · 5–9 (11) · 12,13,14,15 (15)
    expect(reabierta.body.pqrs).toMatchObject({ estado: 'reabierta', fechaVencimiento: '2027-04-15' });
    await t.rest('POST', `/api/pqrs/${p.id}/respuesta`, { token: x.tokens.adminA, body: { texto: 'Revisado de nuevo.' } });
    expect((await estado(p.id, { estado: 'cerrada' }, x.tokens.residenteA!)).body.pqrs.estado).toBe('cerrada');

    const detail = await t.rest('GET', `/api/pqrs/${p.id}`, { token: x.tokens.residenteA });
    expect(detail.body.eventos.map((e: { tipo: string; estadoNuevo: string | null }) => `${e.tipo}:${e.estadoNuevo}`)).toEqual([
      'radicacion:radicada',
      'estado:en_tramite',
      'estado:en_espera_solicitante',
      'estado:en_tramite',
      'respuesta:respondida',
      'estado:reabierta',
      'respuesta:respondida',
      'estado:cerrada',
    ]);
    expect(await t.db.auditLog.count({ where: { entityId: p.id } })).toBe(8);
  });

  it('lets the filer reopen only within 10 días hábiles of the answer', async () => {
    await setClock('2027-03-01T09:00:00-05:00');
    const p = await radicar({ asunto: 'Reapertura tardía' });
    await t.rest('POST', `/api/pqrs/${p.id}/respuesta`, { token: x.tokens.adminA, body: { texto: 'Respuesta' } });
    // Answered Mon 1 Mar; 10 días hábiles later is Mon 15 Mar (still allowed), Tue 16 Mar is too late.
    await setClock('2027-03-16T09:00:00-05:00');
    const late = await estado(p.id, { estado: 'reabierta' }, x.tokens.residenteA!);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('El plazo para reabrir esta PQRS (10 días hábiles) ya pasó');
    await setClock('2027-03-15T09:00:00-05:00');
    expect((await estado(p.id, { estado: 'reabierta' }, x.tokens.residenteA!)).status).toBe(200);
  });

  it('annuls only with a motivo (422) and never leaves anulada', async () => {
    const p = await radicar({ asunto: 'Duplicada' });
    const sinMotivo = await estado(p.id, { estado: 'anulada' });
    expect(sinMotivo.status).toBe(422);
    expect(sinMotivo.body.errors).toEqual(['Indica el motivo']);
    expect((await estado(p.id, { estado: 'anulada', motivo: 'Radicada dos veces' })).body.pqrs.estado).toBe('anulada');
    expect((await estado(p.id, { estado: 'en_tramite' })).status).toBe(409);
    // Nothing more is written on it (the policy's pqrsAdmite): the web never offered the comment box there.
    const comentario = await t.rest('POST', `/api/pqrs/${p.id}/comentarios`, {
      token: x.tokens.residenteA,
      body: { texto: '¿Por qué?' },
    });
    expect(comentario.status).toBe(409);
    expect(comentario.body.message).toBe('Una PQRS anulada no admite comentarios');
  });

  it('grants one prórroga, before the due date, at most the original term', async () => {
    await setClock('2027-03-06T09:00:00-05:00');
    const p = await radicar({ asunto: 'Prórroga', subtipo: 'general' });
    const excesiva = await t.rest('PUT', `/api/pqrs/${p.id}/prorroga`, {
      token: x.tokens.adminA,
      body: { dias: 16, motivo: 'Cotizaciones' },
    });
    expect(excesiva.status).toBe(400);
    expect(excesiva.body.message).toBe('La prórroga no puede superar 15 días hábiles');
    const ok = await t.trpc(
      'mutation',
      'pqrs.prorroga',
      { id: p.id, dias: 15, motivo: 'Esperamos tres cotizaciones' },
      x.tokens.adminA,
    );
    expect(ok.body.result.data.pqrs).toMatchObject({
      fechaVencimiento: '2027-04-22',
      prorroga: { dias: 15, motivo: 'Esperamos tres cotizaciones' },
    });
    const again = await t.rest('PUT', `/api/pqrs/${p.id}/prorroga`, {
      token: x.tokens.adminA,
      body: { dias: 1, motivo: 'Otra' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La PQRS ya tuvo su prórroga');

    // Filed Sat 6 Mar, documentos: deemed Mon 8 Mar → due Mon 22 Mar? No, San José: 9–12 (4) · 15–19 (9) · 23 (10) → Tue 23 Mar.
    const tarde = await radicar({ asunto: 'Prórroga tardía', subtipo: 'documentos' });
    expect(tarde.fechaVencimiento).toBe('2027-03-23');
    await setClock('2027-04-30T09:00:00-05:00');
    const vencida = await t.rest('PUT', `/api/pqrs/${tarde.id}/prorroga`, {
      token: x.tokens.adminA,
      body: { dias: 5, motivo: 'Tarde' },
    });
    expect(vencida.status).toBe(409);
    expect(vencida.body.message).toBe('La prórroga debe pedirse antes del vencimiento');
  });
});

describe('comments, assignment and who sees what', () => {
  it('keeps internal notes from the filer; consejo reads but does not write', async () => {
    await setClock('2027-03-08T09:00:00-05:00');
    const p = await radicar({ asunto: 'Notas internas' });
    const interna = await t.rest('POST', `/api/pqrs/${p.id}/comentarios`, {
      token: x.tokens.adminA,
      body: { texto: 'El vecino de arriba ya tuvo tres quejas', interno: true },
    });
    expect(interna.status).toBe(200);
    expect(interna.body.comentario).toMatchObject({ interno: true, autor: { nombre: 'Admin A' } });
    const publica = await t.trpc(
      'mutation',
      'pqrs.comentar',
      { id: p.id, texto: 'Enviaremos al plomero el lunes' },
      x.tokens.adminA,
    );
    expect(publica.status).toBe(200);
    expect(
      (await t.rest('POST', `/api/pqrs/${p.id}/comentarios`, { token: x.tokens.residenteA, body: { texto: 'Gracias' } })).status,
    ).toBe(200);
    const sneaky = await t.rest('POST', `/api/pqrs/${p.id}/comentarios`, {
      token: x.tokens.residenteA,
      body: { texto: 'nota', interno: true },
    });
    expect(sneaky.status).toBe(403);
    expect(
      (await t.rest('POST', `/api/pqrs/${p.id}/comentarios`, { token: x.tokens.consejoA, body: { texto: 'Opinión' } })).status,
    ).toBe(403);

    const filer = await t.rest('GET', `/api/pqrs/${p.id}`, { token: x.tokens.residenteA });
    expect(filer.body.comentarios.map((c: { texto: string }) => c.texto)).toEqual(['Enviaremos al plomero el lunes', 'Gracias']);
    expect(JSON.stringify(filer.body)).not.toContain('tres quejas');
    const filerTrpc = await t.trpc('query', 'pqrs.get', { id: p.id }, x.tokens.residenteA);
    expect(JSON.stringify(filerTrpc.body)).not.toContain('tres quejas');
    const staff = await t.rest('GET', `/api/pqrs/${p.id}`, { token: x.tokens.consejoA });
    expect(staff.body.comentarios).toHaveLength(3);
    expect(staff.body.eventos.filter((e: { interno: boolean }) => e.interno)).toHaveLength(1);
  });

  it('assigns to a proveedor of the complex (who then sees and comments it), refuses a resident (400)', async () => {
    const p = await radicar({ asunto: 'Asignación' });
    expect((await t.rest('GET', `/api/pqrs/${p.id}`, { token: proveedor.token })).status).toBe(403);
    const bad = await t.rest('PUT', `/api/pqrs/${p.id}/asignar`, { token: x.tokens.adminA, body: { userId: vecino.user.id } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Solo se puede asignar a un administrador o a un proveedor del conjunto');
    const ok = await t.trpc('mutation', 'pqrs.asignar', { id: p.id, userId: proveedor.user.id }, x.tokens.adminA);
    expect(ok.body.result.data.pqrs.asignado).toEqual({ id: proveedor.user.id, nombre: 'Plomería Ltda' });
    expect((await t.rest('GET', `/api/pqrs/${p.id}`, { token: proveedor.token })).status).toBe(200);
    expect(
      (
        await t.rest('POST', `/api/pqrs/${p.id}/comentarios`, {
          token: proveedor.token,
          body: { texto: 'Voy mañana', interno: true },
        })
      ).status,
    ).toBe(200);
    const list = await t.rest('GET', `/api/ph/${x.phA.id}/pqrs`, { token: proveedor.token });
    expect(list.body.pqrs.map((r: { id: string }) => r.id)).toEqual([p.id]);
  });

  it("a resident never sees another resident's PQRS; another complex gets 403; unknown ids 404", async () => {
    const mine = await radicar({ asunto: 'De la vecina' }, vecino.token);
    expect((await t.rest('GET', `/api/pqrs/${mine.id}`, { token: x.tokens.residenteA })).status).toBe(403);
    expect((await t.trpc('query', 'pqrs.get', { id: mine.id }, x.tokens.adminB)).status).toBe(403);
    const unknown = await t.rest('GET', '/api/pqrs/00000000-0000-4000-8000-000000000000', { token: x.tokens.adminA });
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe('La PQRS no existe');
    const list = await t.rest('GET', `/api/ph/${x.phA.id}/pqrs?pageSize=100`, { token: vecino.token });
    expect(list.body.pqrs.length).toBeGreaterThan(0);
    expect(list.body.pqrs.every((r: { solicitante: { id: string } }) => r.solicitante.id === vecino.user.id)).toBe(true);
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/pqrs`, { token: x.tokens.adminB })).status).toBe(403);
  });
});

describe('the inbox and the indicators', () => {
  it('filters by estado, tipo, overdue and text, paginated, on both facades', async () => {
    // A fresh complex keeps the figures small.
    const admin = await createTestUser(t.db, { nombre: 'Admin Filtros' });
    const ph = await t.db.pH.create({
      data: { nombre: 'Conjunto Filtros', nit: '900111222', direccion: 'Calle 1', ciudad: 'Bogotá', identificador: 'filtros' },
    });
    await t.db.userRole.create({ data: { userId: admin.user.id, phId: ph.id, rol: 'admin' } });
    const unit = await t.db.apartamento.create({ data: { phId: ph.id, torre: '2', numero: '201', coeficiente: 1 } });
    const filer = await createTestUser(t.db, { nombre: 'Filer', roles: [{ phId: ph.id, rol: 'residente' }] });
    await createResidente(t.db, unit.id, filer.user.id);
    const file = (body: Record<string, unknown>) =>
      t
        .rest('POST', `/api/ph/${ph.id}/pqrs`, {
          token: filer.token,
          body: { subtipo: 'general', descripcion: 'Detalle', ...body },
        })
        .then((r) => r.body.pqrs as { id: string });

    // Filed Mon 1 Mar: general 2–5 (4) · 8–12 (9) · 15–19 (14) · 22 San José · 23 (15) → due Tue 23 Mar;
    // documentos 2–5 (4) · 8–12 (9) · 15 (10) → due Mon 15 Mar.
    await setClock('2027-03-01T09:00:00-05:00');
    const queja = await file({ tipo: 'queja', asunto: 'Ascensor dañado' });
    const peticion = await file({ tipo: 'peticion', asunto: 'Copia del reglamento', subtipo: 'documentos' });
    const sugerencia = await file({ tipo: 'sugerencia', asunto: 'Huerta comunitaria' });
    await setClock('2027-03-10T09:00:00-05:00');
    await t.rest('POST', `/api/pqrs/${peticion.id}/respuesta`, { token: admin.token, body: { texto: 'Adjunto el reglamento' } });
    await setClock('2027-03-24T09:00:00-05:00');

    const list = (qs: string) => t.rest('GET', `/api/ph/${ph.id}/pqrs${qs}`, { token: admin.token }).then((r) => r.body);
    expect((await list('')).total).toBe(3);
    expect((await list('?estado=respondida')).pqrs.map((p: { id: string }) => p.id)).toEqual([peticion.id]);
    expect((await list('?tipo=sugerencia')).pqrs.map((p: { id: string }) => p.id)).toEqual([sugerencia.id]);
    const vencidas = await list('?vencidas=true');
    expect(vencidas.pqrs.map((p: { id: string }) => p.id)).toEqual([queja.id]);
    expect(vencidas.pqrs[0]).toMatchObject({ fechaVencimiento: '2027-03-23', diasRestantes: -1, vencida: true });
    expect((await list('?q=ASCENSOR')).pqrs.map((p: { id: string }) => p.id)).toEqual([queja.id]);
    const paged = await list('?page=2&pageSize=2');
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.pqrs).toHaveLength(1);
    const trpc = await t.trpc('query', 'pqrs.list', { id: ph.id, estado: 'radicada', tipo: 'queja' }, admin.token);
    expect(trpc.body.result.data.total).toBe(1);
    const badFilter = await t.rest('GET', `/api/ph/${ph.id}/pqrs?estado=perdida`, { token: admin.token });
    expect(badFilter.status).toBe(422);
    expect(badFilter.body.errors).toEqual(['Estado de PQRS no válido']);

    const indicadores = await t.rest('GET', `/api/ph/${ph.id}/pqrs/indicadores`, { token: admin.token });
    // Answered: the petición, deemed filed Mon 1 Mar, answered Wed 10 Mar = 7 días hábiles, within its 15 Mar term.
    expect(indicadores.body).toEqual({
      success: true,
      indicadores: {
        abiertasPorEstado: { radicada: 2, en_tramite: 0, en_espera_solicitante: 0, reabierta: 0 },
        abiertas: 2,
        vencidas: 1,
        respondidas: 1,
        promedioDiasRespuesta: 7,
        porcentajeEnTermino: 100,
      },
    });
    expect((await t.trpc('query', 'pqrs.indicadores', { id: ph.id }, filer.token)).status).toBe(403);
  });
});

describe('the daily digest', () => {
  it('mails each administrator the PQRS due within 2 días hábiles or overdue, and nothing else', async () => {
    const admin = await createTestUser(t.db, { nombre: 'Admin Resumen' });
    const ph = await t.db.pH.create({
      data: { nombre: 'Conjunto Resumen', nit: '900333444', direccion: 'Calle 2', ciudad: 'Bogotá', identificador: 'resumen' },
    });
    await t.db.userRole.create({ data: { userId: admin.user.id, phId: ph.id, rol: 'admin' } });
    const filer = await createTestUser(t.db, { nombre: 'Filer Resumen', roles: [{ phId: ph.id, rol: 'propietario' }] });
    const file = (asunto: string, subtipo: string) =>
      t
        .rest('POST', `/api/ph/${ph.id}/pqrs`, {
          token: filer.token,
          body: { tipo: 'peticion', subtipo, asunto, descripcion: 'Detalle' },
        })
        .then((r) => r.body.pqrs);
    // Filed Mon 1 Mar 2027: documentos due Mon 15 Mar, general due Tue 23 Mar, consulta due much later.
    await setClock('2027-03-01T09:00:00-05:00');
    const vencida = await file('Copia de actas', 'documentos');
    const pronto = await file('Humedad en el muro', 'general');
    await file('Consulta sobre mascotas', 'consulta');
    expect([vencida.fechaVencimiento, pronto.fechaVencimiento]).toEqual(['2027-03-15', '2027-03-23']);
    // Thu 18 Mar: the documentos one is 3 días hábiles overdue (16, 17, 18); the general one has 2 left (19, 23: 22 is San José).
    await setClock('2027-03-18T08:00:00-05:00');
    await t.jobs.send(t.db, 'pqrs.resumen-diario', {});
    const mail = await t.smtp.waitFor(admin.user.email, { subject: /PQRS por vencer/ });
    expect(mail.subject).toBe('PQRS por vencer en Conjunto Resumen: 2');
    expect(mail.text).toContain(`${vencida.radicado} · Copia de actas · vencida hace 3 día(s) hábil(es) (2027-03-15)`);
    expect(mail.text).toContain(`${pronto.radicado} · Humedad en el muro · vence en 2 día(s) hábil(es) (2027-03-23)`);
    expect(mail.text).not.toContain('mascotas');
  });
});

describe('attachments', () => {
  const upload = async (
    pqrsId: string,
    token: string | undefined,
    files: { name: string; bytes: Buffer; type?: string }[],
    comentarioId?: string,
  ) => {
    const form = new FormData();
    for (const f of files)
      form.append('archivos', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
    if (comentarioId) form.append('comentarioId', comentarioId);
    const res = await t.app.request(`/api/pqrs/${pqrsId}/adjuntos`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads the body
  };
  const download = (url: string, token: string | undefined) =>
    t.app.request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('stores photos and PDF checked by content; only people who may see the PQRS download them', async () => {
    const p = await radicar({ asunto: 'Con foto' });
    const res = await upload(p.id, x.tokens.residenteA, [
      { name: 'techo.png', bytes: PNG },
      { name: 'factura.pdf', bytes: PDF, type: 'image/png' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.adjuntos.map((a: { nombre: string; tipo: string }) => [a.nombre, a.tipo])).toEqual([
      ['techo.png', 'image/png'],
      ['factura.pdf', 'application/pdf'],
    ]);
    const detail = await t.rest('GET', `/api/pqrs/${p.id}`, { token: x.tokens.adminA });
    expect(detail.body.adjuntos).toHaveLength(2);
    const url: string = detail.body.adjuntos[0].url;
    const mine = await download(url, x.tokens.residenteA);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await download(url, x.tokens.adminA)).status).toBe(200);
    expect((await download(url, x.tokens.consejoA)).status).toBe(200);
    expect((await download(url, vecino.token)).status).toBe(403);
    expect((await download(url, x.tokens.adminB)).status).toBe(403);
    expect((await download(url, undefined)).status).toBe(401);
    expect((await download('/api/adjuntos/00000000-0000-4000-8000-000000000000', x.tokens.adminA)).status).toBe(404);
    expect((await upload(p.id, vecino.token, [{ name: 'x.png', bytes: PNG }])).status).toBe(403);
    expect((await upload(p.id, x.tokens.consejoA, [{ name: 'x.png', bytes: PNG }])).status).toBe(403);
  });

  it('refuses a file whose content is not a photo or PDF, more than 5 files, and more than 5 MB (400, in Spanish)', async () => {
    const p = await radicar({ asunto: 'Archivos malos' });
    const fake = await upload(p.id, x.tokens.residenteA, [
      { name: 'foto.jpg', bytes: Buffer.from('no soy una foto'), type: 'image/jpeg' },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('foto.jpg: solo se aceptan fotos (JPG, PNG, WebP) y PDF');
    const six = await upload(
      p.id,
      x.tokens.residenteA,
      Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.png`, bytes: PNG })),
    );
    expect(six.status).toBe(400);
    expect(six.body.message).toBe('Se permiten como máximo 5 archivos por PQRS o comentario');
    const big = await upload(p.id, x.tokens.residenteA, [
      { name: 'grande.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('grande.pdf supera los 5 MB');
    expect(await t.db.pqrsAdjunto.count({ where: { pqrsId: p.id } })).toBe(0);
  });

  it('keeps the files of an internal note from the filer', async () => {
    const p = await radicar({ asunto: 'Nota con archivo' });
    const nota = await t.rest('POST', `/api/pqrs/${p.id}/comentarios`, {
      token: x.tokens.adminA,
      body: { texto: 'Cotización interna', interno: true },
    });
    const res = await upload(p.id, x.tokens.adminA, [{ name: 'cotizacion.pdf', bytes: PDF }], nota.body.comentario.id);
    expect(res.status).toBe(200);
    const filer = await t.rest('GET', `/api/pqrs/${p.id}`, { token: x.tokens.residenteA });
    expect(filer.body.adjuntos).toEqual([]);
    expect(JSON.stringify(filer.body)).not.toContain('cotizacion');
    expect((await download(res.body.adjuntos[0].url, x.tokens.residenteA)).status).toBe(403);
    expect((await download(res.body.adjuntos[0].url, x.tokens.consejoA)).status).toBe(200);
  });

  it('refuses STORAGE_DRIVER=s3 without a bucket with a clear configuration error (the S3 path itself: storage-s3-app.test.ts)', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STORAGE_DRIVER: 's3' })).toThrow(
      /S3_BUCKET: es obligatorio con STORAGE_DRIVER=s3/,
    );
  });

  it('documents the upload and the download in the OpenAPI document', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(doc.body.paths['/pqrs/{id}/adjuntos'].post.requestBody.content['multipart/form-data']).toBeDefined();
    expect(doc.body.paths['/adjuntos/{id}'].get.responses['403']).toBeDefined();
  });
});
