// Finding 4 (issue 25), second part: one account could hold unlimited event streams (each one a
// connection, a listener and a re-check for as long as it stays open). A session now holds at most 5 live
// streams of asamblea events, REST SSE and tRPC subscriptions together; the sixth is refused with 429 and
// a Spanish message on both facades, and a stream that closes frees its place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ASAMBLEA_MSG } from '@horizonte/contracts';

import { oyentesDe } from '../../src/modules/asambleas/eventos/difusion.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { crear } from '../asambleas-fixture.ts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { listen, type Listening } from '../support/listen.ts';
import { ending, openSse, subscribe, type SseStream, type Subscription } from '../support/live-streams.ts';
import { createTestUser, type TestUser } from '../support/sessions.ts';
import { createProperty } from '../support/tenants.ts';

let t: TestApp;
let admin: TestUser;
let asambleaId: string;
let server: Listening;
const abiertos: (SseStream | Subscription)[] = [];

const url = () => `${server.base}/api/asambleas/${asambleaId}/eventos`;

async function sse(token: string): Promise<SseStream> {
  const stream = await openSse(url(), token);
  abiertos.push(stream);
  return stream;
}

function trpc(token: string): Subscription {
  const s = subscribe(asambleaId, {
    base: server.base,
    ticket: async () =>
      (await t.trpc('mutation', 'asambleas.tickets.create', { id: asambleaId }, token)).body.result.data.ticket as string,
  });
  abiertos.push(s);
  return s;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await createTestUser(t.db, { nombre: 'Administradora' });
  const ph = await createProperty(t.db, 'Conjunto Cupo', admin.user.id);
  asambleaId = (await crear(t, ph.id, admin.token, { titulo: 'Cupo' })).id;
  server = await listen(t.app.fetch);
});
afterAll(async () => {
  for (const s of abiertos) s.close();
  await t?.close();
  await server?.close();
});

describe('event streams per session', () => {
  it('the sixth stream of one session is refused on both facades; another session and a freed place still open', async () => {
    const rest = [await sse(admin.token), await sse(admin.token), await sse(admin.token)];
    const subs = [trpc(admin.token), trpc(admin.token)];
    for (const s of [...rest, ...subs]) await s.next('asamblea');

    const sexto = await fetch(url(), { headers: { authorization: `Bearer ${admin.token}` }, signal: AbortSignal.timeout(5_000) });
    expect(sexto.status).toBe(429);
    expect(await sexto.json()).toMatchObject({ success: false, message: ASAMBLEA_MSG.eventosDemasiados(5) });
    const sextaSuscripcion = trpc(admin.token);
    const error = await ending(sextaSuscripcion);
    expect(error?.data?.httpStatus).toBe(429);
    expect(error?.message).toBe(ASAMBLEA_MSG.eventosDemasiados(5));

    // The cap is the session's: the same person signed in elsewhere still listens.
    const { token: otra } = await createSession(t.db, admin.user.id, new Date());
    const otraSesion = await sse(otra);
    expect(otraSesion.status).toBe(200);
    await otraSesion.next('asamblea');
    otraSesion.close();

    // Closing one frees its place once the server has let it go.
    rest[0]!.close();
    await expect.poll(() => oyentesDe(t.services.eventos, asambleaId), { timeout: 5_000 }).toBe(4);
    const libre = await sse(admin.token);
    expect(libre.status).toBe(200);
    await libre.next('asamblea');
  });
});
