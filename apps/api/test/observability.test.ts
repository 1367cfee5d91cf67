// Observability (issue 30): request ids, JSON log lines that name the route, user and complex but no
// secret, and the Prometheus metrics behind their token or on their own port.
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startMetricsServer } from '../src/http/metrics.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { logLines } from './support/log-lines.ts';
import { createTestUser, TEST_PASSWORD } from './support/sessions.ts';
import { createProperty } from './support/tenants.ts';
import { createApp } from './support/validated-app.ts';

const METRICS_TOKEN = 'token-de-metricas-de-prueba-0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const serverLog = logLines();
let t: TestApp;
let token: string;
let userId: string;
let phId: string;

beforeAll(async () => {
  t = await startTestApp({ LOG_REQUESTS: 'true', METRICS_TOKEN }, { logger: serverLog.logger });
  const admin = await createTestUser(t.db);
  ({ token } = admin);
  userId = admin.user.id;
  phId = (await createProperty(t.db, 'Conjunto Observado', userId)).id;
});
afterAll(async () => {
  await t?.close();
});

/** The access lines written so far for this request id. */
const accessLines = (requestId: string | null) =>
  serverLog.entries().filter((entry) => entry.requestId === requestId && typeof entry.status === 'number');

async function scrape(authorization?: string) {
  const res = await t.app.request('/metrics', { headers: authorization ? { authorization } : {} });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('request ids', () => {
  it('are generated, returned in X-Request-Id and carried by the access line', async () => {
    const res = await t.rest('GET', `/api/ph/${phId}/apartamentos`, { token });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(UUID);
    const [line] = accessLines(requestId);
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/ph/{id}/apartamentos',
      status: 200,
      userId,
      phId,
      msg: 'GET /api/ph/{id}/apartamentos 200',
    });
    expect(line!.ms).toEqual(expect.any(Number));
    expect(line!.time).toEqual(expect.any(String));
  });

  it('from the client are ignored without TRUST_PROXY', async () => {
    const res = await t.rest('GET', '/api/health', { headers: { 'x-request-id': 'del-cliente-123' } });
    expect(res.headers.get('x-request-id')).toMatch(UUID);
  });

  it('from a trusted proxy are kept when well formed, replaced otherwise', async () => {
    const proxied = createApp({ ...t.services, config: { ...t.config, trustProxy: true } });
    const kept = await proxied.request('/api/health', { headers: { 'x-request-id': 'proxy.abc_123-XYZ' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy.abc_123-XYZ');
    for (const bad of ['con espacio', 'a'.repeat(129), 'inyección"}']) {
      const replaced = await proxied.request('/api/health', { headers: { 'x-request-id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
    // tRPC and the web app answer with it too.
    const trpc = await proxied.request('/trpc/auth.verify', { headers: { 'x-request-id': 'trpc-1' } });
    expect(trpc.headers.get('x-request-id')).toBe('trpc-1');
  });
});

describe('log lines', () => {
  it('are JSON with the route template and never a token, a password or a query', async () => {
    const failed = await t.rest('POST', '/api/auth/login', {
      body: { email: 'nadie@example.com', password: 'Clave-Que-No-Es-2026' },
    });
    expect(failed.status).toBe(401);
    const verified = await t.trpc('query', 'auth.verify', undefined, token);
    expect(verified.status).toBe(200);
    const byQuery = await t.app.request(`/api/auth/verify?token=${token}`);
    expect(byQuery.status).toBe(401);

    const text = serverLog.text();
    for (const line of text.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
    expect(text).not.toContain(token);
    expect(text).not.toContain(TEST_PASSWORD);
    expect(text).not.toContain('Clave-Que-No-Es-2026');
    expect(accessLines(verified.headers.get('x-request-id'))[0]).toMatchObject({ route: '/trpc/auth.verify', userId });
    expect(accessLines(failed.headers.get('x-request-id'))[0]).toMatchObject({ route: '/api/auth/login', status: 401 });
  });

  it('name the plain routes, the web app and tRPC calls by template, with the complex they are about', async () => {
    const plantilla = await t.app.request(`/api/ph/${phId}/importaciones/plantilla.xlsx`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(plantilla.status).toBe(200);
    expect(accessLines(plantilla.headers.get('x-request-id'))[0]).toMatchObject({
      route: '/api/ph/{id}/importaciones/plantilla.xlsx',
      phId,
    });
    const web = await t.app.request('/inicio');
    expect(accessLines(web.headers.get('x-request-id'))[0]).toMatchObject({ route: 'web' });
    const unknown = await t.trpc('query', 'no.existe');
    expect(accessLines(unknown.headers.get('x-request-id'))[0]).toMatchObject({ route: 'otros', status: 404 });
    const aboutComplex = await t.trpc('query', 'apartamentos.list', { id: phId }, token);
    expect(accessLines(aboutComplex.headers.get('x-request-id'))[0]).toMatchObject({
      route: '/trpc/apartamentos.list',
      userId,
      phId,
    });
  });

  it('hide secret fields wherever a caller puts them', () => {
    const own = logLines();
    own.logger.info(
      {
        password: 'p1',
        token: 't1',
        headers: { authorization: 'Bearer b1', cookie: 'c1' },
        usuario: { numeroDocumento: '1020304050', documento: '99887766' },
      },
      'prueba',
    );
    const [entry] = own.entries();
    expect(JSON.stringify(entry)).not.toMatch(/p1|t1|b1|c1|1020304050|99887766/);
    expect(entry).toMatchObject({ password: '[oculto]', usuario: { numeroDocumento: '[oculto]' } });
  });
});

describe('metrics', () => {
  it('answer 404 on the main port without METRICS_TOKEN (not the web app)', async () => {
    const config = { ...t.config, metrics: { ...t.config.metrics, token: undefined } };
    const plain = createApp({ ...t.services, config, metrics: undefined });
    const res = await plain.request('/metrics');
    expect(res.status).toBe(404);
    expect((await res.json()).success).toBe(false);
  });

  it('need the token', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer otro-token-que-no-es-el-de-metricas-000')).status).toBe(401);
  });

  it('show request latency by route template, the pool, the queue, mail and streams', async () => {
    await t.rest('GET', `/api/ph/${phId}/apartamentos`, { token });
    await t.rest('GET', `/api/no-existe/${phId}`);
    const stopWatching = t.sessions.watch({ sessionId: 'flujo-de-prueba', userId }, () => undefined);
    const { status, type, text } = await scrape(`Bearer ${METRICS_TOKEN}`);
    stopWatching();
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/api\/ph\/\{id\}\/apartamentos",status="200"\} [1-9]/m,
    );
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="otros",status="404"\} [1-9]/m);
    expect(text).not.toContain(phId); // templates, never raw paths
    for (const series of [
      'horizonte_jobs_waiting{queue="mail.send"} ',
      'horizonte_jobs_retrying{queue="mail.send"} ',
      'horizonte_jobs_failed{queue="mail.send"} ',
      'horizonte_jobs_oldest_waiting_seconds{queue="mail.send"} ',
      'horizonte_mail_failing{state="retry"} 0',
      'horizonte_mail_failing{state="failed"} 0',
      'horizonte_db_pool_connections ',
      'horizonte_db_pool_waiting ',
      'horizonte_event_streams_open 1',
      'process_cpu_user_seconds_total ',
    ])
      expect(text).toContain(series);
    expect((await scrape(`Bearer ${METRICS_TOKEN}`)).text).toContain('horizonte_event_streams_open 0');
  });

  it('count mail deliveries and job failures', async () => {
    const { text } = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(text).toContain('# TYPE horizonte_mail_deliveries_total counter');
    expect(text).toContain('# TYPE horizonte_job_failures_total counter');
  });

  it('are served on their own port (METRICS_PORT), and nothing else is', async () => {
    const server = await startMetricsServer(t.services.metrics!, {
      metrics: { port: 0, host: '127.0.0.1', token: undefined },
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_request_duration_seconds_bucket');
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('a failing mail', () => {
  it('is counted and logged as an error, without the password or document number of the request that sent it', async () => {
    await t.smtp.stop();
    const registrant = {
      nombre: 'Persona Sin Correo',
      tipo_documento: 'CC',
      numero_documento: `77${process.pid}`,
      email: `sin.correo.${process.pid}@example.com`,
      password: 'Clave-De-Registro-Observada-2026!',
    };
    try {
      const registered = await t.rest('POST', '/api/auth/register', { body: registrant });
      expect(registered.status).toBe(200);
      await expect
        .poll(async () => (await scrape(`Bearer ${METRICS_TOKEN}`)).text, { timeout: 20_000, interval: 100 })
        // The queue's state is read from the database (at most once a second): it shows last.
        .toMatch(/^horizonte_mail_failing\{state="retry"\} [1-9]/m);
      const { text } = await scrape(`Bearer ${METRICS_TOKEN}`);
      expect(text).toMatch(/^horizonte_mail_deliveries_total\{result="failed"\} [1-9]/m);
      expect(text).toMatch(/^horizonte_job_failures_total\{queue="mail\.send"\} [1-9]/m);
      expect(text).toMatch(/^horizonte_jobs_retrying\{queue="mail\.send"\} [1-9]/m);
    } finally {
      await t.smtp.start();
    }
    expect(serverLog.errors().map((entry) => entry.msg)).toContainEqual(expect.stringContaining('mail.send'));
    const logged = serverLog.text();
    expect(logged).not.toContain(registrant.password);
    expect(logged).not.toContain(registrant.numero_documento);
  });
});
