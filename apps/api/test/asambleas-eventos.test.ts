// Asambleas in real time (issue 18): the event stream over a real HTTP listener, read with fetch as a
// browser's EventSource would. On connecting: the current state; then asistencia + quorum with the new
// figures, punto on opening, resultado with the tallies on each vote; Bearer or a single-use ticket
// (used, expired, foreign: 401 in Spanish), another complex 403, unknown 404. On PostgreSQL, an event
// published by one API process reaches a stream opened on another sharing the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ASAMBLEA_MSG } from '@horizonte/contracts';

import { startServices } from '../src/bootstrap.ts';
import { asistir, convocar, crear, createConjunto, message, setClock, type Conjunto } from './asambleas-fixture.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { listen, type Listening } from './support/listen.ts';
import { openSse, type SseStream } from './support/live-streams.ts';
import { createTenants, type Tenants } from './support/tenants.ts';
import { createApp } from './support/validated-app.ts';

let t: TestApp;
let x: Tenants;
let c: Conjunto;
let asamblea: { id: string; puntos: { id: string; titulo: string }[] };
let server: Listening;
let base: string;
const abiertos: SseStream[] = [];

async function conectar(url: string, token?: string): Promise<SseStream> {
  const stream = await openSse(url, token);
  abiertos.push(stream);
  return stream;
}

async function errorDe(url: string, token?: string) {
  // A stream answered by mistake must fail the test, not hang it.
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(5_000),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string } };
}

const eventosUrl = (id: string, ticket?: string) =>
  `${base}/api/asambleas/${id}/eventos${ticket ? `?ticket=${encodeURIComponent(ticket)}` : ''}`;
const punto = (titulo: string) => asamblea.puntos.find((p) => p.titulo === titulo)!.id;

async function ticket(id: string, token: string, facade: 'rest' | 'trpc' = 'rest'): Promise<string> {
  if (facade === 'trpc') {
    const res = await t.trpc('mutation', 'asambleas.tickets.create', { id }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result.data.ticket as string;
  }
  const res = await t.rest('POST', `/api/asambleas/${id}/eventos/ticket`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.ticket as string;
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  c = await createConjunto(t, x);
  await setClock(t, x, '2027-03-01T09:00:00-05:00');
  asamblea = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'En vivo' });
  await convocar(t, asamblea.id, x.tokens.adminA!);
  await setClock(t, x, '2027-03-16T19:00:00-05:00');
  server = await listen(t.app.fetch);
  base = server.base;
});
afterAll(async () => {
  // Shutting the API down ends a stream still open (tests start and stop apps many times).
  const abierto = await conectar(eventosUrl(asamblea.id), x.tokens.adminA);
  await abierto.next('quorum');
  await t?.close();
  await abierto.ended;
  for (const s of abiertos) s.close();
  await server?.close();
});

describe('the event stream', () => {
  it('starts with the current state, then sends asistencia and quorum with the new figures', async () => {
    const stream = await conectar(eventosUrl(asamblea.id), x.tokens.adminA);
    expect(stream.status).toBe(200);
    expect((await stream.next('asamblea')).data.asamblea).toMatchObject({ id: asamblea.id, estado: 'convocada' });
    expect((await stream.next('quorum')).data.quorum).toEqual({
      convocatoria: 'primera',
      coeficientePresente: 0,
      unidadesPresentes: 0,
      coeficienteTotal: 100,
      unidadesTotales: 5,
      hayQuorum: false,
    });

    const sent = performance.now();
    const primera = await asistir(t, asamblea.id, c.owners[0]!.token, c.units[0]!.id);
    const llegada = await stream.next('asistencia');
    expect(llegada.data.asistencia).toMatchObject({
      id: primera.id,
      apartamentoId: c.units[0]!.id,
      calidad: 'propietario',
      salidaEn: null,
    });
    expect(llegada.data.asistencia.nombre).toBeUndefined();
    expect((await stream.next('quorum')).data.quorum).toMatchObject({
      coeficientePresente: 30,
      unidadesPresentes: 1,
      hayQuorum: false,
    });
    console.log(`[eventos] asistencia → evento en ${(llegada.at - sent).toFixed(0)} ms (incluye la petición)`);

    // 30 + 25 = 55 % of the coeficientes: quórum (art. 45).
    await asistir(t, asamblea.id, c.owners[1]!.token, c.units[1]!.id);
    expect((await stream.next('quorum')).data.quorum).toMatchObject({
      coeficientePresente: 55,
      unidadesPresentes: 2,
      hayQuorum: true,
    });

    // A departure lowers it again, and says which unit left.
    const tercera = await asistir(t, asamblea.id, x.tokens.adminA!, c.units[3]!.id);
    expect((await stream.next('quorum')).data.quorum).toMatchObject({ coeficientePresente: 70, unidadesPresentes: 3 });
    expect((await t.rest('PUT', `/api/asistencias/${tercera.id}/salida`, { token: x.tokens.adminA })).status).toBe(200);
    expect((await stream.next('asistencia')).data.asistencia).toMatchObject({
      id: tercera.id,
      apartamentoId: c.units[3]!.id,
      salidaEn: expect.any(String),
    });
    expect((await stream.next('quorum')).data.quorum).toMatchObject({ coeficientePresente: 55, unidadesPresentes: 2 });

    expect((await t.rest('PUT', `/api/asambleas/${asamblea.id}/instalar`, { token: x.tokens.adminA })).status).toBe(200);
    expect((await stream.next('asamblea')).data.asamblea).toMatchObject({ estado: 'en_curso', accion: 'instalar' });
    // Ids increase within a stream.
    const ids = stream.received.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    stream.close();
  });

  it('with a single-use ticket (no headers): punto on opening, resultado with the tallies on each vote', async () => {
    const stream = await conectar(eventosUrl(asamblea.id, await ticket(asamblea.id, c.owners[2]!.token, 'trpc')));
    expect(stream.status).toBe(200);
    expect((await stream.next('asamblea')).data.asamblea.estado).toBe('en_curso');
    const puntoId = punto('Presupuesto 2027');
    expect((await t.rest('PUT', `/api/puntos/${puntoId}/abrir`, { token: x.tokens.adminA })).status).toBe(200);
    expect((await stream.next('punto')).data.punto).toMatchObject({ id: puntoId, estado: 'abierto', ponderacion: 'coeficiente' });

    expect(
      (
        await t.rest('POST', `/api/puntos/${puntoId}/votos`, {
          token: c.owners[0]!.token,
          body: { apartamentoId: c.units[0]!.id, opcion: 'si' },
        })
      ).status,
    ).toBe(200);
    expect((await stream.next('resultado')).data.resultado).toMatchObject({
      puntoId,
      votos: { si: 30, no: 0, abstencion: 0 },
      aprobado: null,
    });
    expect(
      (
        await t.rest('POST', `/api/puntos/${puntoId}/votos`, {
          token: c.owners[1]!.token,
          body: { apartamentoId: c.units[1]!.id, opcion: 'no' },
        })
      ).status,
    ).toBe(200);
    expect((await stream.next('resultado')).data.resultado).toMatchObject({ puntoId, votos: { si: 30, no: 25, abstencion: 0 } });
    // A refused vote (repeated) publishes nothing: its transaction rolled back.
    expect(
      (
        await t.rest('POST', `/api/puntos/${puntoId}/votos`, {
          token: c.owners[1]!.token,
          body: { apartamentoId: c.units[1]!.id, opcion: 'si' },
        })
      ).status,
    ).toBe(409);

    expect((await t.rest('PUT', `/api/puntos/${puntoId}/cerrar`, { token: x.tokens.adminA })).status).toBe(200);
    expect((await stream.next('punto')).data.punto).toMatchObject({ id: puntoId, estado: 'cerrado' });
    const final = await stream.next('resultado');
    expect(final.data.resultado).toMatchObject({ puntoId, estado: 'cerrado', votos: { si: 30, no: 25 } });
    expect(typeof final.data.resultado.aprobado).toBe('boolean');
    expect(stream.received.filter((e) => e.event === 'resultado')).toHaveLength(3);
    stream.close();
  });

  it('a later connection gets the open punto and its resultado in its first events', async () => {
    const puntoId = punto('Elección del consejo');
    expect((await t.rest('PUT', `/api/puntos/${puntoId}/abrir`, { token: x.tokens.adminA })).status).toBe(200);
    const stream = await conectar(eventosUrl(asamblea.id), c.consejo.token);
    expect((await stream.next('punto')).data.punto).toMatchObject({ id: puntoId, estado: 'abierto' });
    expect((await stream.next('resultado')).data.resultado).toMatchObject({ puntoId, votos: { si: 0, no: 0, abstencion: 0 } });
    expect((await t.rest('PUT', `/api/puntos/${puntoId}/cerrar`, { token: x.tokens.adminA })).status).toBe(200);
    await stream.next('punto', (d) => d.punto.estado === 'cerrado');
    stream.close();
  });

  it('refuses a used, expired, foreign or made-up ticket with 401 in Spanish', async () => {
    // Valid for a minute from the platform's clock (set to 19:00 in Bogotá, running since).
    const emitido = await t.rest('POST', `/api/asambleas/${asamblea.id}/eventos/ticket`, { token: x.tokens.adminA });
    const vida = Date.parse(emitido.body.expiraEn as string) - Date.parse('2027-03-17T00:00:00Z');
    expect(vida).toBeGreaterThanOrEqual(60_000);
    expect(vida).toBeLessThan(60_000 + 10 * 60_000);
    const usado = emitido.body.ticket as string;
    (await conectar(eventosUrl(asamblea.id, usado))).close();
    expect(await errorDe(eventosUrl(asamblea.id, usado))).toEqual({
      status: 401,
      body: expect.objectContaining({ success: false, message: ASAMBLEA_MSG.ticketUsado }),
    });

    const vencido = await ticket(asamblea.id, x.tokens.adminA!);
    await setClock(t, x, '2027-03-16T19:30:00-05:00');
    expect(await errorDe(eventosUrl(asamblea.id, vencido))).toEqual({
      status: 401,
      body: expect.objectContaining({ message: ASAMBLEA_MSG.ticketVencido }),
    });

    // A ticket opens only the asamblea it was issued for.
    const otra = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Otra' });
    const ajeno = await ticket(otra.id, x.tokens.adminA!);
    expect(await errorDe(eventosUrl(asamblea.id, ajeno))).toEqual({
      status: 401,
      body: expect.objectContaining({ message: ASAMBLEA_MSG.ticketInvalido }),
    });
    expect((await errorDe(eventosUrl(asamblea.id, 'inventado'))).status).toBe(401);
    // Without session or ticket.
    expect((await errorDe(eventosUrl(asamblea.id))).status).toBe(401);
  });

  it('another complex gets 403 (stream and ticket), an unknown asamblea 404, a malformed id 400', async () => {
    expect(await errorDe(eventosUrl(asamblea.id), x.tokens.adminB)).toEqual({
      status: 403,
      body: expect.objectContaining({ success: false, message: expect.any(String) }),
    });
    const res = await t.rest('POST', `/api/asambleas/${asamblea.id}/eventos/ticket`, { token: x.tokens.adminB });
    expect(res.status).toBe(403);
    expect(message(res)).toBeTruthy();
    expect(await t.db.oneTimeToken.count({ where: { purpose: 'asamblea_eventos', userId: x.users.adminB.user.id } })).toBe(0);
    expect((await errorDe(eventosUrl('00000000-0000-4000-8000-000000000000'), x.tokens.adminA)).body.message).toBe(
      ASAMBLEA_MSG.notFound,
    );
    expect((await errorDe(eventosUrl('00000000-0000-4000-8000-000000000000'), x.tokens.adminA)).status).toBe(404);
    expect(
      (await t.rest('POST', '/api/asambleas/00000000-0000-4000-8000-000000000000/eventos/ticket', { token: x.tokens.adminA }))
        .status,
    ).toBe(404);
    expect((await errorDe(eventosUrl('no-es-un-id'), x.tokens.adminA)).status).toBe(400);
  });

  it('documents the stream and the ticket in the OpenAPI document', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(doc.body.paths['/asambleas/{id}/eventos'].get.responses['200'].content).toHaveProperty(['text/event-stream']);
    expect(doc.body.paths['/asambleas/{id}/eventos/ticket']).toHaveProperty('post');
  });
});

describe('keep-alive', () => {
  it('an idle stream sends a heartbeat comment, which is no event, and keeps sending them', async () => {
    const quick = await listen(createApp(t.services, { sseHeartbeatMs: 100 }).fetch);
    try {
      const stream = await conectar(`${quick.base}/api/asambleas/${asamblea.id}/eventos`, x.tokens.adminA);
      await stream.next('quorum');
      const events = stream.received.length;
      await expect.poll(() => stream.comments.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
      expect(stream.comments[0]).toBe(': latido');
      expect(stream.received.length).toBe(events);
      stream.close();
    } finally {
      await quick.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL?.startsWith('postgres'))('across API processes (PostgreSQL LISTEN/NOTIFY)', () => {
  it('an event published by instance A reaches a stream opened on instance B', async () => {
    const b = await startServices(t.config, { migrate: false });
    const other = await listen(createApp(b.services).fetch);
    try {
      const stream = await conectar(`${other.base}/api/asambleas/${asamblea.id}/eventos`, x.tokens.adminA);
      await stream.next('quorum');
      const sent = performance.now();
      await asistir(t, asamblea.id, c.owners[4]!.token, c.units[4]!.id);
      expect((await stream.next('quorum', (d) => d.quorum.unidadesPresentes === 3)).data.quorum).toMatchObject({
        coeficientePresente: 65,
      });
      console.log(`[eventos] A → B en ${(performance.now() - sent).toFixed(0)} ms (incluye la petición)`);
      stream.close();
    } finally {
      await other.close();
      await b.stop();
    }
  });
});
