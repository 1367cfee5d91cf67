// Issue 25, «secrets at rest»: visitor codes were stored as an unsalted SHA-256 of 8 characters (31^8 ≈
// 8.5 × 10^11 values), so a stolen database opened every active code within minutes of GPU time. Now the
// stored value is an HMAC-SHA-256 with the server's CODE_SECRET (from configuration; production refuses to
// start without it, see config.test.ts): without the secret the database opens no code, and the code keeps
// its length and works at the gate.
import { createHash, createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from '../support/index.ts';
import { createTestUser } from '../support/sessions.ts';
import { createTenants, type Tenants } from '../support/tenants.ts';

const CODE_SECRET = 'secreto-de-esta-prueba-con-mas-de-32-caracteres';
let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp({ CODE_SECRET });
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('visitor codes at rest', () => {
  it('stores an HMAC with the server secret, not the SHA-256 of the code; the code still opens the gate', async () => {
    const guardia = await createTestUser(t.db, { nombre: 'Guarda', roles: [{ phId: x.phA.id, rol: 'porteria' }] });
    const ahora = Date.now();
    const res = await t.rest('POST', `/api/ph/${x.phA.id}/autorizaciones`, {
      token: x.tokens.residenteA,
      body: {
        apartamentoId: x.unitA.id,
        nombreVisitante: 'Visita',
        desde: new Date(ahora - 60_000).toISOString(),
        hasta: new Date(ahora + 3_600_000).toISOString(),
      },
    });
    expect(res.status).toBe(200);
    const codigo = res.body.autorizacion.codigo as string;
    expect(codigo).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const bare = codigo.replace('-', '');

    const stored = (await t.db.autorizacion.findUniqueOrThrow({ where: { id: res.body.autorizacion.id } })).codigoHash;
    expect(stored).not.toBe(createHash('sha256').update(bare).digest('hex'));
    expect(stored).not.toContain(bare);
    expect(stored).toBe(createHmac('sha256', CODE_SECRET).update(`visitante:${bare}`).digest('hex'));

    // Typed by the guard in lower case, without the dash: the same code.
    const entry = await t.rest('POST', `/api/ph/${x.phA.id}/accesos`, {
      token: guardia.token,
      body: { codigo: bare.toLowerCase() },
    });
    expect(entry.status).toBe(200);
    expect(entry.body.acceso.nombreVisitante).toBe('Visita');
  });
});
