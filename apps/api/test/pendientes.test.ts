// Issue 26, point 8: the complex dashboard lists what waits for the administration. One read,
// GET /api/ph/{id}/pendientes (tRPC platform.pendientes), on the demo's `altos`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoToken, startDemoApp } from './support/demo.ts';
import type { TestApp } from './support/index.ts';

let t: TestApp;
let phId: string;
const tokenOf = (email: string) => demoToken(t, email);

beforeAll(async () => {
  ({ t, phId } = await startDemoApp());
});
afterAll(async () => {
  await t?.close();
});

describe('pendientes of a complex', () => {
  it('gives the admin each kind of waiting work, counted, with its first items', async () => {
    const res = await t.rest('GET', `/api/ph/${phId}/pendientes`, { token: await tokenOf('admin.altos@horizonte.co') });
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p.reservasPorAprobar.total).toBe(1);
    expect(p.reservasPorAprobar.items[0]).toMatchObject({ zona: 'Salón comunal', unidad: '1-101' });
    expect(new Date(p.reservasPorAprobar.items[0].inicio).getTime()).toBeGreaterThan(Date.now());
    // The overdue queja is included; the sugerencia (no term) and the answered petición are not.
    expect(p.pqrsPorVencer.items.map((q: { asunto: string }) => q.asunto)).toContain('Ruido en el apartamento 202');
    expect(p.pqrsPorVencer.items.map((q: { asunto: string }) => q.asunto)).not.toContain('Bicicletero cubierto');
    expect(p.preregistros).toEqual({ total: 1, items: [expect.objectContaining({ nombre: 'Camila Herrera' })] });
    expect(p.paquetesSinEntregar.total).toBe(2);
    expect(p.paquetesSinEntregar.items.map((k: { descripcion: string }) => k.descripcion)).toEqual([
      'Caja mediana',
      'Sobre de correspondencia',
    ]);
    expect(p.carteraVencida.valor).toBeGreaterThan(0);
    expect(p.carteraVencida.unidades).toBeGreaterThan(0);
    expect(p.poderesPorValidar.total).toBe(p.poderesPorValidar.items.length);
  });

  it('answers the same on tRPC, and leaves the cartera out for support staff (they may not read debts)', async () => {
    const consejo = await t.trpc('query', 'platform.pendientes', { id: phId }, await tokenOf('consejo@horizonte.co'));
    expect(consejo.body.result.data).toMatchObject({
      success: true,
      preregistros: { total: 1 },
      paquetesSinEntregar: { total: 2 },
    });
    expect(consejo.body.result.data.carteraVencida.valor).toBeGreaterThan(0);
    const soporte = await t.rest('GET', `/api/ph/${phId}/pendientes`, { token: await tokenOf('soporte@horizonte.co') });
    expect(soporte.status).toBe(200);
    expect(soporte.body.carteraVencida).toBeNull();
  });

  it('refuses the gate, the proveedor and the owners (403 in Spanish)', async () => {
    for (const email of ['porteria@horizonte.co', 'proveedor@horizonte.co', 'propietario@horizonte.co']) {
      const res = await t.rest('GET', `/api/ph/${phId}/pendientes`, { token: await tokenOf(email) });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('No tienes permiso para realizar esta acción');
    }
  });
});
