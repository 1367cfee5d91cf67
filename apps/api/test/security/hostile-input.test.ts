// Finding 9: the NUL check stopped after 20 000 values and let the rest reach Prisma (a 500 with a
// stack in the log), and GET /%E0%A4%A answered 500. Both are the client's fault: 400, and nothing
// of the database's error text reaches the error log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { startTestApp, type TestApp } from '../support/index.ts';
import { logLines } from '../support/log-lines.ts';
import { createTestUser } from '../support/sessions.ts';

let t: TestApp;
let token: string;
const serverLog = logLines('warn');

beforeAll(async () => {
  t = await startTestApp({}, { logger: serverLog.logger });
  ({ token } = await createTestUser(t.db));
});
afterAll(async () => {
  await t?.close();
});

describe('hostile input', () => {
  it('finds a NUL character after 20 000 other values', async () => {
    const relleno = [...Array.from({ length: 25_000 }, () => 1), 'x\u0000y'];
    const body = {
      nombre: 'Conjunto Bien',
      nit: '900123456-1',
      direccion: 'Calle 1',
      ciudad: 'Bogotá',
      identificador: 'nulo',
      relleno,
    };
    const res = await t.rest('POST', '/api/ph', { token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([MSG.invalidCharacters]);
  });

  it.each(['/%E0%A4%A', '/assets/%E0%A4%A.js', '/trpc/%E0%A4%A'])(
    'answers a malformed percent-encoding (%s) with 400 in Spanish',
    async (path) => {
      const res = await t.app.request(path);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message?: string; error?: { message: string } };
      expect(body.message ?? body.error?.message).toBe(MSG.malformedUrl);
    },
  );

  it('logs nothing at error level for these client faults', () => {
    expect(serverLog.errors()).toEqual([]);
  });
});
