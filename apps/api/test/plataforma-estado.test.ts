// Issue 33: GET /api/plataforma/estado measures the platform now — the database's latency, the real
// queue's backlog (pg-boss's table), failing mails, the processes alive from their heartbeats — and
// derives the state; a queue that stops moving turns its part red and the platform «Degradado».
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('estado de la plataforma', () => {
  it('reports measured values and this process alive from its heartbeat, on both facades', async () => {
    await t.jobs.settle();
    const rest = await t.rest('GET', '/api/plataforma/estado', { token: x.tokens.soporte });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      success: true,
      estado: 'operativo',
      motivos: [],
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      baseDeDatos: { estado: 'operativo', disponible: true },
      // Scheduled jobs (every minute) may be waiting for a worker's next poll: a real, short backlog.
      cola: { estado: 'operativo', pendientes: expect.any(Number) },
      correos: { estado: 'operativo', fallidos24h: 0, reintentando: 0 },
      procesos: { estado: 'operativo', vivos: 1 },
    });
    expect(rest.body.baseDeDatos.latenciaMs).toBeGreaterThanOrEqual(0);
    const [proceso] = rest.body.procesos.lista;
    expect(proceso).toMatchObject({ id: t.services.latido!.id, pid: process.pid, vivo: true });
    const trpc = await t.trpc('query', 'plataformaEstado.get', undefined, x.tokens.superAdmin);
    expect(trpc.body.result.data.estado).toBe('operativo');
  });

  it('marks a process stale after three missed beats and purges rows older than a day', async () => {
    const ahora = new Date();
    await t.db.procesoLatido.createMany({
      data: [
        {
          id: '11111111-1111-4111-8111-111111111111',
          host: 'otra',
          pid: 1,
          version: '1',
          iniciadoEl: ahora,
          ultimoLatido: new Date(ahora.getTime() - 46_000),
        },
        {
          id: '22222222-2222-4222-8222-222222222222',
          host: 'vieja',
          pid: 2,
          version: '1',
          iniciadoEl: ahora,
          ultimoLatido: new Date(ahora.getTime() - 25 * 3600_000),
        },
      ],
    });
    const res = await t.rest('GET', '/api/plataforma/estado', { token: x.tokens.soporte });
    const otra = res.body.procesos.lista.find((p: { host: string }) => p.host === 'otra');
    expect(otra.vivo).toBe(false);
    expect(res.body.procesos.vivos).toBe(1);
    await t.services.latido!.latir();
    expect(await t.db.procesoLatido.count({ where: { host: 'vieja' } })).toBe(0);
    await t.db.procesoLatido.deleteMany({ where: { host: 'otra' } });
  });

  it('turns the queue red and the platform «Degradado» when real jobs wait past an hour, and amber on failed mails', async () => {
    // Jobs a worker took and never finished (a stuck or stopped worker; the browser test stops the
    // workers for real): then the clock passes their start by 90 minutes without the queue moving.
    const ahora = Date.now();
    const antes = await t.rest('GET', '/api/plataforma/estado', { token: x.tokens.soporte });
    expect(antes.body.cola).toMatchObject({ estado: 'operativo' });
    await t.db.$executeRawUnsafe(
      `INSERT INTO pgboss.job (name, data, state, start_after, started_on) SELECT 'mail.send', '{}'::jsonb, 'active', now(), now() FROM generate_series(1, 3)`,
    );
    await t.rest('PUT', '/api/test/reloj', {
      token: x.tokens.superAdmin,
      body: { ahora: new Date(ahora + 90 * 60_000).toISOString() },
    });
    const roja = await t.rest('GET', '/api/plataforma/estado', { token: x.tokens.soporte });
    expect(roja.body.cola.estado).toBe('caido');
    expect(roja.body.cola.pendientes).toBeGreaterThanOrEqual(3);
    expect(roja.body.cola.minutosMasAntiguo).toBeGreaterThanOrEqual(89);
    expect(roja.body.estado).toBe('degradado');
    expect(roja.body.motivos[0]).toMatch(/^La cola de trabajos está detenida: \d+ pendientes/);
    await t.rest('DELETE', '/api/test/reloj', { token: x.tokens.superAdmin });
    await t.db.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE name = 'mail.send' AND state = 'active'`);

    await t.db.$executeRawUnsafe(
      `INSERT INTO pgboss.job (name, data, state, completed_on) VALUES ('mail.send', '{}'::jsonb, 'failed', now())`,
    );
    const ambar = await t.rest('GET', '/api/plataforma/estado', { token: x.tokens.soporte });
    expect(ambar.body.correos).toMatchObject({ estado: 'degradado', fallidos24h: 1 });
    expect(ambar.body.estado).toBe('degradado');
  });

  it('refuses sales staff and complexes’ administrators (403 in Spanish)', async () => {
    for (const token of [x.tokens.comercial, x.tokens.adminA]) {
      const res = await t.rest('GET', '/api/plataforma/estado', { token });
      expect([res.status, res.body.message]).toEqual([403, 'No tienes permiso para realizar esta acción']);
    }
  });
});
