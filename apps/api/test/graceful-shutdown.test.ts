// Graceful shutdown (issue 25): on SIGTERM the server drains (http/drain.ts, called by server.ts):
// /api/health answers 503 at once, idle keep-alive connections close, no new connection is taken, and
// requests already in flight — here uploads still sending their body — finish with their answer; what
// outlives the grace is cut. `pnpm bench:crash` (BENCH_ONLY=sigterm) does the same to a real process
// under load and counts the connections reset.
import { once } from 'node:events';
import { Agent, request, type ClientRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { drainServer } from '../src/http/drain.ts';
import { createShutdown } from '../src/lib/shutdown.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createApp } from './support/validated-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The app of a fresh process (its own shutdown signal) behind a real Node server on a free port. */
async function listening(): Promise<{
  server: Server;
  port: number;
  app: ReturnType<typeof createApp>;
  shutdown: ReturnType<typeof createShutdown>;
}> {
  const shutdown = createShutdown();
  const app = createApp({ ...t.services, shutdown });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, app, shutdown };
}

/** A forgot-password POST that sends half its body now; `finish()` sends the rest and gives the answer. */
function slowUpload(port: number, email: string) {
  const body = Buffer.from(JSON.stringify({ email }));
  const req: ClientRequest = request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    path: '/api/auth/forgot-password',
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<{ status: number; body: { message?: string } }>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
  answer.catch(() => undefined);
  req.write(body.subarray(0, 5));
  return {
    answer,
    finish() {
      req.end(body.subarray(5));
      return answer;
    },
  };
}

async function requestsSeen(server: Server, n: number): Promise<void> {
  let seen = 0;
  await new Promise<void>((resolve) => server.on('request', () => ++seen === n && resolve()));
}

describe('graceful shutdown', () => {
  it('answers health 503 at once, closes idle connections and lets requests in flight finish', async () => {
    const { server, port, app, shutdown } = await listening();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const idle = await new Promise<IncomingMessage>((resolve) =>
      request({ port, host: '127.0.0.1', path: '/api/health', agent }, resolve).end(),
    );
    expect(idle.statusCode).toBe(200);
    const idleClosed = once(idle.socket, 'close');
    idle.resume();
    await once(idle, 'end');

    const started = requestsSeen(server, 3);
    const uploads = [1, 2, 3].map((i) => slowUpload(port, `en.vuelo${i}@example.com`));
    await started;
    const drained = drainServer(server, shutdown, 5_000);

    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    expect(((await health.json()) as { message: string }).message).toBe(MSG.serviceUnavailable);
    await idleClosed;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    for (const answer of await Promise.all(uploads.map((u) => u.finish()))) {
      expect(answer).toEqual({ status: 200, body: expect.objectContaining({ message: MSG.forgotEmailSent }) });
    }
    expect(await drained).toEqual({ cut: 0 });
    agent.destroy();
  });

  it('cuts what outlives the grace', async () => {
    const { server, port, shutdown } = await listening();
    const started = requestsSeen(server, 1);
    const stuck = slowUpload(port, 'nunca.termina@example.com');
    await started;
    expect(await drainServer(server, shutdown, 200)).toEqual({ cut: 1 });
    await expect(stuck.answer).rejects.toThrow();
  });
});
