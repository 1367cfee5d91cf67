// Finding 15 (issue 25): `estado-cuenta.pdf`, `estado-cuenta` and `acta.pdf` were answered without
// Cache-Control, so a shared cache (a proxy, the building's router) could keep a unit's finances or an
// acta with everyone's names. Every private answer under /api and /trpc — JSON, PDFs, CSV, XLSX — now
// carries `Cache-Control: private, no-store`; public answers (health, a paz y salvo's verification)
// keep their caching.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoToken, startDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';

let t: TestApp;
let phId: string;
let admin: string;

beforeAll(async () => {
  ({ t, phId } = await startDemoApp());
  admin = await demoToken(t, 'admin.altos@horizonte.co');
});
afterAll(async () => {
  await t?.close();
});

async function get(path: string, token?: string): Promise<Response> {
  const res = await t.app.request(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(res.status, path).toBe(200);
  return res;
}

describe('Cache-Control', () => {
  it('private, no-store on financial documents, exports, the acta and a tRPC answer', async () => {
    const unidad = await t.db.apartamento.findFirstOrThrow({ where: { phId } });
    const pago = await t.db.pago.findFirstOrThrow({ where: { phId } });
    const acta = await t.db.asamblea.findFirstOrThrow({ where: { phId, estado: 'acta_publicada' } });
    const privadas = [
      `/api/apartamentos/${unidad.id}/estado-cuenta`,
      `/api/apartamentos/${unidad.id}/estado-cuenta.pdf`,
      `/api/asambleas/${acta.id}/acta.pdf`,
      `/api/ph/${phId}/cartera?formato=csv`,
      `/api/ph/${phId}/cartera.xlsx`,
      `/api/pagos/${pago.id}/recibo.pdf`,
      `/trpc/tesoreria.cartera.get?input=${encodeURIComponent(JSON.stringify({ id: phId }))}`,
    ];
    for (const path of privadas) expect((await get(path, admin)).headers.get('cache-control'), path).toBe('private, no-store');
    // Refusals too: they say who may see what.
    const anonymous = await t.app.request(`/api/apartamentos/${unidad.id}/estado-cuenta`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves the public health check alone', async () => {
    expect((await get('/api/health')).headers.get('cache-control')).toBeNull();
  });
});
