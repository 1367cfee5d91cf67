// One asambleas stream (issue 27): a change's figures are computed once per process and the same event
// goes to every listener of that asamblea, whichever facade it listens on (GET /asambleas/{id}/eventos or
// the tRPC subscription asambleas.eventos). With 12 listeners, each vote's tally is computed about once,
// not 12 times; every listener ends with the same final tally; the subscription's events are the
// contracts' typed union (its .output()) and the SSE's `data` is that union's `data`, byte for byte.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eventoAsambleaSchema } from '@horizonte/contracts';

import { calculos } from '../src/modules/asambleas/eventos/difusion.ts';
import { asistir, convocar, crear, createConjunto, setClock, type Conjunto } from './asambleas-fixture.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { listen, type Listening } from './support/listen.ts';
import { openSse, subscribe, type SseStream, type Subscription } from './support/live-streams.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let c: Conjunto;
let asamblea: { id: string; puntos: { id: string; titulo: string }[] };
let server: Listening;
const sse: SseStream[] = [];
const trpc: Subscription[] = [];

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  c = await createConjunto(t, x);
  await setClock(t, x, '2027-03-01T09:00:00-05:00');
  asamblea = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Difusión' });
  await convocar(t, asamblea.id, x.tokens.adminA!);
  await setClock(t, x, '2027-03-16T19:00:00-05:00');
  for (const [i, owner] of c.owners.entries()) await asistir(t, asamblea.id, owner.token, c.units[i]!.id);
  expect((await t.rest('PUT', `/api/asambleas/${asamblea.id}/instalar`, { token: x.tokens.adminA })).status).toBe(200);
  server = await listen(t.app.fetch);
});
afterAll(async () => {
  for (const s of sse) s.close();
  for (const s of trpc) s.close();
  await t?.close();
  await server?.close();
});

const OPCIONES = ['si', 'no', 'si', 'abstencion', 'si'] as const;

describe('one stream, computed once, fanned out to every listener', () => {
  it('computes each vote’s tally about once with 12 listeners on both facades, and all end with the same figures', async () => {
    const puntoId = asamblea.puntos.find((p) => p.titulo === 'Presupuesto 2027')!.id;
    expect((await t.rest('PUT', `/api/puntos/${puntoId}/abrir`, { token: x.tokens.adminA })).status).toBe(200);
    // 6 SSE and 6 tRPC listeners, several sessions (a session may hold 5 streams).
    const tokens = [x.tokens.adminA!, c.consejo.token, ...c.owners.map((o) => o.token)];
    for (let i = 0; i < 6; i++) sse.push(await openSse(`${server.base}/api/asambleas/${asamblea.id}/eventos`, tokens[i]));
    for (let i = 0; i < 6; i++) trpc.push(subscribe(asamblea.id, { base: server.base, bearer: tokens[i] }));
    for (const s of sse) await s.next('resultado');
    for (const s of trpc) await s.next('resultado');

    const antes = calculos.total;
    for (const [i, opcion] of OPCIONES.entries()) {
      const res = await t.rest('POST', `/api/puntos/${puntoId}/votos`, {
        token: c.owners[i]!.token,
        body: { apartamentoId: c.units[i]!.id, opcion },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // 30 + 20 + 10 sí, 25 no, 15 abstención: every listener's last resultado says so.
    const final = { si: 60, no: 25, abstencion: 15 };
    const esFinal = (d: { resultado: { votos: typeof final } }) =>
      d.resultado.votos.si === final.si && d.resultado.votos.abstencion === 15;
    for (const s of sse) expect((await s.next('resultado', esFinal)).data.resultado.votos).toEqual(final);
    for (const s of trpc) expect((await s.next('resultado', esFinal)).data.resultado.votos).toEqual(final);
    const computados = calculos.total - antes;
    console.log(`[difusion] ${OPCIONES.length} votos, 12 oyentes: ${computados} cálculos de cifras`);
    // Once per vote at most (a burst may share one read); before issue 27 a read per listener's batch.
    expect(computados).toBeGreaterThanOrEqual(1);
    expect(computados).toBeLessThanOrEqual(OPCIONES.length);
  });

  it('the subscription yields the contracts’ typed union, and the SSE data is that union’s data', async () => {
    const recibidos = trpc[0]!.recibidos;
    expect(recibidos.length).toBeGreaterThan(0);
    for (const e of recibidos) expect(eventoAsambleaSchema.safeParse({ tipo: e.tipo, data: e.data }).success).toBe(true);
    const porSse = sse[0]!.received.filter((e) => e.event === 'resultado').at(-1)!;
    const porTrpc = recibidos.filter((e) => e.tipo === 'resultado').at(-1)!;
    expect(porSse.data).toEqual(porTrpc.data);
    expect(eventoAsambleaSchema.parse({ tipo: 'resultado', data: porSse.data })).toMatchObject({ tipo: 'resultado' });
  });
});
