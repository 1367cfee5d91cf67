// Issue 26, point 9: the general panel's «Sistema» shows the platform's real state — GET
// /api/sistema/estado (tRPC system.estado): database, job backlog and failing mails, counts only,
// for the platform's operating staff and administrators of complexes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('estado del sistema', () => {
  it('counts the mails that failed for good and the jobs waiting, on both facades', async () => {
    const antes = await t.rest('GET', '/api/sistema/estado', { token: x.tokens.adminA });
    expect(antes.status).toBe(200);
    expect(antes.body).toMatchObject({ success: true, baseDeDatos: true, correosFallidos24h: 0 });
    await t.db.$executeRawUnsafe(
      `INSERT INTO pgboss.job (name, data, state, completed_on) VALUES ('mail.send', '{}'::jsonb, 'failed', now())`,
    );
    await t.db.$executeRawUnsafe(
      `INSERT INTO pgboss.job (name, data, state, start_after) VALUES ('mail.send', '{}'::jsonb, 'created', now() + interval '1 hour')`,
    );
    const despues = await t.trpc('query', 'system.estado', undefined, x.tokens.soporte);
    const estado = despues.body.result.data;
    expect(estado.correosFallidos24h).toBe(1);
    expect(estado.trabajosPendientes).toBe(antes.body.trabajosPendientes + 1);
    expect(estado.trabajoMasAntiguo).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Only counts travel: nothing of a mail's contents.
    expect(Object.keys(estado).sort()).toEqual([
      'baseDeDatos',
      'correosFallidos24h',
      'correosReintentando',
      'success',
      'trabajoMasAntiguo',
      'trabajosPendientes',
    ]);
  });

  it('refuses sales staff and people who administer no complex (403 in Spanish)', async () => {
    for (const token of [x.tokens.comercial, x.tokens.consejoA, x.tokens.residenteA, x.tokens.noRole]) {
      const res = await t.rest('GET', '/api/sistema/estado', { token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('No tienes permiso para realizar esta acción');
    }
  });
});
