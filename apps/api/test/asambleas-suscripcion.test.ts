// Asambleas in real time for the web (issue 18): the tRPC subscription asambleas.eventos through the real
// HTTP server and the real tRPC client (httpSubscriptionLink, with the `eventsource` package as Node's
// EventSource), authenticated the way the browser does it: a fresh single-use ticket in connectionParams
// on every (re)connection. The snapshot comes first, then asistencia and quorum with the new figures;
// no session 401, another complex 403, unknown 404; a logout ends the stream within the session re-check
// interval (shortened here); resuming with a lastEventId sends the snapshot again, with later ids. On
// PostgreSQL, a change made through one API process reaches a subscription held by another.
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ASAMBLEA_MSG } from '@horizonte/contracts';

import { startServices } from '../src/bootstrap.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { asistir, convocar, crear, createConjunto, setClock, type Conjunto } from './asambleas-fixture.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { listen, type Listening } from './support/listen.ts';
import { ending, subscribe, type Subscription } from './support/live-streams.ts';
import { createTenants, type Tenants } from './support/tenants.ts';
import { createApp } from './support/validated-app.ts';

const REVISION_MS = 500;
/** Generous: the machine may be loaded; nothing here measures speed. */
const ESPERA_MS = 10_000;

let t: TestApp;
let x: Tenants;
let c: Conjunto;
let asamblea: { id: string };
let server: Listening;
let base: string;
const abiertas: Subscription[] = [];

interface Opciones {
  /** Bearer token in a header (a Node client can send one; the browser cannot). */
  bearer?: string;
  /** Who asks for each connection's ticket (none: no connectionParams). */
  ticketDe?: string;
  /** A fixed ticket instead of asking for one. */
  ticket?: string;
  lastEventId?: string;
  /** Another API process's address (default: this test's server). */
  base?: string;
}

async function pedirTicket(id: string, token: string): Promise<string> {
  const res = await t.trpc('mutation', 'asambleas.tickets.create', { id }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.data.ticket as string;
}

function suscribir(id: string, { ticketDe, ticket, ...opciones }: Opciones): Subscription {
  const s = subscribe(id, {
    ...opciones,
    base: opciones.base ?? base,
    ticket: ticketDe ? () => pedirTicket(id, ticketDe) : ticket ? async () => ticket : undefined,
    timeoutMs: ESPERA_MS,
  });
  abiertas.push(s);
  return s;
}

/** The error a refused subscription ends with (a stream answered by mistake fails the test, not hangs it). */
async function rechazo(id: string, opciones: Opciones) {
  const s = suscribir(id, opciones);
  const error = await Promise.race([
    s.fin,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('la suscripción no fue rechazada')), ESPERA_MS)),
  ]);
  s.close();
  expect(error).toBeInstanceOf(TRPCClientError);
  expect(s.recibidos).toEqual([]);
  return { status: error!.data?.httpStatus, message: error!.message };
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true', SUBSCRIPTION_SESSION_CHECK_MS: String(REVISION_MS) });
  x = await createTenants(t.db);
  c = await createConjunto(t, x);
  await setClock(t, x, '2027-03-01T09:00:00-05:00');
  asamblea = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Suscripción' });
  await convocar(t, asamblea.id, x.tokens.adminA!);
  await setClock(t, x, '2027-03-16T19:00:00-05:00');
  server = await listen(t.app.fetch);
  base = server.base;
});
afterAll(async () => {
  // Shutting the API down completes a subscription still open.
  const abierta = suscribir(asamblea.id, { ticketDe: x.tokens.adminA });
  await abierta.next('quorum');
  await t?.close();
  expect(await abierta.fin).toBeNull();
  for (const s of abiertas) s.close();
  await server?.close();
});

describe('asambleas.eventos (tRPC subscription)', () => {
  it('starts with the snapshot, then sends asistencia and quorum when someone registers', async () => {
    const s = suscribir(asamblea.id, { ticketDe: c.owners[2]!.token });
    const primero = await s.next('asamblea');
    expect(primero).toMatchObject({ id: '1', data: { asamblea: { id: asamblea.id, estado: 'convocada' } } });
    expect((await s.next('quorum')).data.quorum).toEqual({
      convocatoria: 'primera',
      coeficientePresente: 0,
      unidadesPresentes: 0,
      coeficienteTotal: 100,
      unidadesTotales: 5,
      hayQuorum: false,
    });

    const llegada = await asistir(t, asamblea.id, c.owners[0]!.token, c.units[0]!.id);
    expect((await s.next('asistencia')).data.asistencia).toMatchObject({
      id: llegada.id,
      apartamentoId: c.units[0]!.id,
      calidad: 'propietario',
      salidaEn: null,
    });
    expect((await s.next('quorum')).data.quorum).toMatchObject({
      coeficientePresente: 30,
      unidadesPresentes: 1,
      hayQuorum: false,
    });
    // tracked() ids: 1, 2, 3… in the order sent.
    expect(s.recibidos.map((e) => e.id)).toEqual(s.recibidos.map((_, i) => String(i + 1)));
    // The ticket was used by this connection: it does not open a second one.
    const usado = await t.db.oneTimeToken.findFirstOrThrow({
      where: { purpose: 'asamblea_eventos', userId: c.owners[2]!.user.id },
      orderBy: { createdAt: 'desc' },
    });
    expect(usado.usedAt).not.toBeNull();
    s.close();
  });

  it('resuming with a lastEventId sends the current snapshot again, with ids after it, then live events', async () => {
    const primera = suscribir(asamblea.id, { ticketDe: x.tokens.adminA });
    await primera.next('quorum');
    const ultimo = primera.recibidos.at(-1)!.id;
    primera.close();

    const s = suscribir(asamblea.id, { ticketDe: x.tokens.adminA, lastEventId: ultimo });
    const asambleaDeNuevo = await s.next('asamblea');
    expect(asambleaDeNuevo.id).toBe(String(Number(ultimo) + 1));
    expect((await s.next('quorum')).data.quorum).toMatchObject({ unidadesPresentes: 1, coeficientePresente: 30 });
    await asistir(t, asamblea.id, c.owners[1]!.token, c.units[1]!.id);
    expect((await s.next('quorum', (q) => q.quorum.unidadesPresentes === 2)).data.quorum).toMatchObject({
      coeficientePresente: 55,
      hayQuorum: true,
    });
    const ids = s.recibidos.map((e) => Number(e.id));
    expect(ids[0]).toBeGreaterThan(Number(ultimo));
    expect(ids).toEqual(ids.map((_, i) => ids[0]! + i));
    s.close();
  });

  it('a Bearer header works too (a client that can send headers)', async () => {
    const s = suscribir(asamblea.id, { bearer: c.consejo.token });
    expect((await s.next('asamblea')).data.asamblea.id).toBe(asamblea.id);
    s.close();
  });

  it('refuses without a session or with a bad ticket (401), from another complex (403), an unknown asamblea (404)', async () => {
    expect(await rechazo(asamblea.id, {})).toMatchObject({ status: 401 });
    expect(await rechazo(asamblea.id, { ticket: 'inventado' })).toMatchObject({
      status: 401,
      message: ASAMBLEA_MSG.ticketInvalido,
    });
    // A ticket opens one connection only.
    const ticket = await pedirTicket(asamblea.id, x.tokens.adminA!);
    const una = suscribir(asamblea.id, { ticket });
    await una.next('asamblea');
    una.close();
    expect(await rechazo(asamblea.id, { ticket })).toMatchObject({ status: 401, message: ASAMBLEA_MSG.ticketUsado });
    // Another complex's administrator gets no ticket, and no stream with a header either.
    expect((await t.trpc('mutation', 'asambleas.tickets.create', { id: asamblea.id }, x.tokens.adminB)).status).toBe(403);
    expect(await rechazo(asamblea.id, { bearer: x.tokens.adminB })).toMatchObject({ status: 403 });
    expect(await rechazo('00000000-0000-4000-8000-000000000000', { bearer: x.tokens.adminA })).toMatchObject({
      status: 404,
      message: ASAMBLEA_MSG.notFound,
    });
  });

  it('ends with 401 once its session is closed (within the re-check interval)', async () => {
    const owner = c.owners[3]!;
    const { token } = await createSession(t.db, owner.user.id, new Date());
    // The platform clock is in 2027: keep this session alive there (as setClock does for the others).
    await t.db.session.updateMany({
      where: { userId: owner.user.id },
      data: { expiresAt: new Date('2100-01-01T00:00:00Z'), absoluteExpiresAt: new Date('2100-01-01T00:00:00Z') },
    });
    const s = suscribir(asamblea.id, { ticketDe: token });
    await s.next('quorum');
    // Still open after a few re-checks while the session lives.
    await new Promise((resolve) => setTimeout(resolve, 3 * REVISION_MS));
    expect(await Promise.race([s.fin, Promise.resolve('abierta')])).toBe('abierta');

    expect((await t.rest('POST', '/api/auth/logout', { token })).status).toBe(200);
    const error = await ending(s, ESPERA_MS);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error!.data?.httpStatus).toBe(401);
    // The owner's other session (the fixture's) still subscribes.
    const otra = suscribir(asamblea.id, { ticketDe: owner.token });
    await otra.next('asamblea');
    otra.close();
  });

  it('leaves the REST facade and its OpenAPI document as they were (subscriptions have no REST route)', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.paths['/asambleas/{id}/eventos'].get.responses['200'].content).toHaveProperty(['text/event-stream']);
    expect(
      Object.keys(doc.body.paths)
        .filter((p) => p.startsWith('/asambleas/') && p.includes('eventos'))
        .sort(),
    ).toEqual(['/asambleas/{id}/eventos', '/asambleas/{id}/eventos/ticket']);
  });
});

describe.skipIf(!process.env.DATABASE_URL?.startsWith('postgres'))('across API processes (PostgreSQL LISTEN/NOTIFY)', () => {
  it('an asistencia registered on instance A reaches a subscription held by instance B, which lets go when the client leaves', async () => {
    const b = await startServices(t.config, { migrate: false });
    const otro = await listen(createApp(b.services).fetch);
    try {
      const s = suscribir(asamblea.id, { ticketDe: x.tokens.adminA, base: otro.base });
      await s.next('quorum');
      const llegada = await asistir(t, asamblea.id, c.owners[4]!.token, c.units[4]!.id);
      expect((await s.next('asistencia', (d) => d.asistencia.id === llegada.id)).data.asistencia).toMatchObject({
        apartamentoId: c.units[4]!.id,
      });
      // The client going away ends the server's side too: B stops listening for it.
      expect(b.services.eventos.listeners(asamblea.id)).toBe(1);
      s.close();
      await expect.poll(() => b.services.eventos.listeners(asamblea.id), { timeout: ESPERA_MS }).toBe(0);
    } finally {
      await otro.close();
      await b.stop();
    }
  });
});
