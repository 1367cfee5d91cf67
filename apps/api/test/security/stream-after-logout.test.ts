// Finding 4 (issue 25): an owner logged out, or was removed from the complex, while holding
// GET /api/asambleas/{id}/eventos, and the events kept arriving 81 s later (the tRPC subscription ended
// within its re-check; the REST stream never re-checked). Both facades are now one stream that re-checks
// the session and the access to the asamblea at once on the announcement of a change (logout, a role
// removed) and at least every SUBSCRIPTION_SESSION_CHECK_MS (an expiry is not announced). The REST stream
// ends with a `cierre` event that says why; the subscription ends with 401/403. When the process starts
// draining (SIGTERM), every stream gets `cierre` (motivo `reinicio`) and ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ASAMBLEA_MSG, MSG } from '@horizonte/contracts';

import { createSession } from '../../src/modules/auth/sessions.ts';
import { asistir, convocar, crear, createConjunto, setClock, type Conjunto } from '../asambleas-fixture.ts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { listen, type Listening } from '../support/listen.ts';
import { ending, openSse, subscribe, type SseStream, type Subscription } from '../support/live-streams.ts';
import type { TestUser } from '../support/sessions.ts';
import { createTenants, type Tenants } from '../support/tenants.ts';
import { createApp } from '../support/validated-app.ts';

/** The default: announced changes must end a stream long before it. */
const REVISION_MS = 60_000;
/** The second app's interval, for what is not announced. */
const REVISION_CORTA_MS = 300;
/** Generous (a loaded machine), and still a third of REVISION_MS. */
const ESPERA_MS = 20_000;

let t: TestApp;
let x: Tenants;
let c: Conjunto;
let asambleaId: string;
let server: Listening;
let rapido: Listening;
const abiertos: (SseStream | Subscription)[] = [];

async function sse(base: string, token: string): Promise<SseStream> {
  const stream = await openSse(`${base}/api/asambleas/${asambleaId}/eventos`, token);
  expect(stream.status).toBe(200);
  abiertos.push(stream);
  await stream.next('quorum', undefined, ESPERA_MS);
  return stream;
}

async function trpc(base: string, token: string): Promise<Subscription> {
  const s = subscribe(asambleaId, {
    base,
    ticket: async () =>
      (await t.trpc('mutation', 'asambleas.tickets.create', { id: asambleaId }, token)).body.result.data.ticket as string,
    timeoutMs: ESPERA_MS,
  });
  abiertos.push(s);
  await s.next('quorum');
  return s;
}

/** A session of its own for one test, alive on the platform's clock (which is in 2027). */
async function sesionNueva(owner: TestUser, vence = new Date('2100-01-01T00:00:00Z')): Promise<string> {
  const { token, session } = await createSession(t.db, owner.user.id, new Date());
  await t.db.session.update({ where: { id: session.id }, data: { expiresAt: vence, absoluteExpiresAt: vence } });
  return token;
}

/** The REST stream's last event, and that the server ended it. */
async function cierreDe(stream: SseStream) {
  const cierre = await stream.next('cierre', undefined, ESPERA_MS);
  await stream.ended;
  expect(stream.received.at(-1)?.event).toBe('cierre');
  return cierre.data;
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true', SUBSCRIPTION_SESSION_CHECK_MS: String(REVISION_MS) });
  x = await createTenants(t.db);
  c = await createConjunto(t, x);
  await setClock(t, x, '2027-03-01T09:00:00-05:00');
  asambleaId = (await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Después de salir' })).id;
  await convocar(t, asambleaId, x.tokens.adminA!);
  await setClock(t, x, '2027-03-16T19:00:00-05:00');
  server = await listen(t.app.fetch);
  // The same process and database, re-checking often: for what is never announced.
  rapido = await listen(
    createApp({ ...t.services, config: { ...t.config, subscriptionSessionCheckMs: REVISION_CORTA_MS } }).fetch,
  );
});
afterAll(async () => {
  for (const s of abiertos) s.close();
  await t?.close();
  await server?.close();
  await rapido?.close();
});

describe('a stream ends when its holder may no longer hear it', () => {
  it('logout ends the REST stream and the subscription at once, and no later event reaches them', async () => {
    const owner = c.owners[0]!;
    const token = await sesionNueva(owner);
    const rest = await sse(server.base, token);
    const sub = await trpc(server.base, token);

    expect((await t.rest('POST', '/api/auth/logout', { token })).status).toBe(200);
    expect(await cierreDe(rest)).toEqual({ motivo: 'sesion', mensaje: MSG.unauthenticated });
    const error = await ending(sub, ESPERA_MS);
    expect(error?.data?.httpStatus).toBe(401);

    await asistir(t, asambleaId, owner.token, c.units[0]!.id);
    await t.jobs.settle();
    expect(rest.received.filter((e) => e.event === 'asistencia')).toEqual([]);
    expect(sub.recibidos.filter((e) => e.tipo === 'asistencia')).toEqual([]);
  });

  it('removal from the complex ends both at once; connecting again is refused', async () => {
    const owner = c.owners[1]!;
    const token = await sesionNueva(owner);
    const rest = await sse(server.base, token);
    const sub = await trpc(server.base, token);

    // What removing the person's role does (announced to every process when it commits).
    await t.db.userRole.deleteMany({ where: { userId: owner.user.id, phId: c.ph.id } });
    expect(await cierreDe(rest)).toEqual({ motivo: 'acceso', mensaje: MSG.forbidden });
    const error = await ending(sub, ESPERA_MS);
    expect(error?.data?.httpStatus).toBe(403);

    const otraVez = await fetch(`${server.base}/api/asambleas/${asambleaId}/eventos`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(ESPERA_MS),
    });
    expect(otraVez.status).toBe(403);
  });

  it('an expired session (not announced) ends both within the re-check interval', async () => {
    const owner = c.owners[2]!;
    const token = await sesionNueva(owner, new Date('2027-03-17T02:00:00Z'));
    const rest = await sse(rapido.base, token);
    const sub = await trpc(rapido.base, token);
    // Still open over a few re-checks while the session lives.
    await new Promise((resolve) => setTimeout(resolve, 3 * REVISION_CORTA_MS));
    expect(rest.received.some((e) => e.event === 'cierre')).toBe(false);

    // 19:00 → 21:30 in Bogotá (02:30 UTC): past the session's expiry. Only the clock moves (and the
    // super administrator's own session, which moves it, is kept alive as setClock does).
    await t.db.session.updateMany({
      where: { userId: x.users.superAdmin.user.id },
      data: { expiresAt: new Date('2100-01-01T00:00:00Z') },
    });
    expect(
      (await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: '2027-03-16T21:30:00-05:00' } }))
        .status,
    ).toBe(200);
    expect(await cierreDe(rest)).toEqual({ motivo: 'sesion', mensaje: MSG.unauthenticated });
    expect((await ending(sub, ESPERA_MS))?.data?.httpStatus).toBe(401);
  });
});

describe('graceful shutdown', () => {
  it('every open stream gets a closing event and ends; a stream opened while draining closes at once', async () => {
    const rest = await sse(server.base, x.tokens.adminA!);
    const sub = await trpc(server.base, x.tokens.adminA!);
    t.services.shutdown.begin();

    const reinicio = { motivo: 'reinicio', mensaje: ASAMBLEA_MSG.eventosReinicio };
    expect(await cierreDe(rest)).toEqual(reinicio);
    expect((await sub.next('cierre')).data).toEqual(reinicio);
    expect(await ending(sub, ESPERA_MS)).toBeNull();

    const tarde = await openSse(`${server.base}/api/asambleas/${asambleaId}/eventos`, x.tokens.adminA);
    abiertos.push(tarde);
    expect(tarde.status).toBe(200);
    expect(await cierreDe(tarde)).toEqual(reinicio);
  });
});
