// Tesorería fixtures shared by the billing tests: what a complex needs before it can bill.
import { expect } from 'vitest';

import type { TestApp } from './test-app.ts';

/** An approved budget (2026 unless told) of $ 12.000.000 (Aseo) with 1 % imprevistos (art. 35): billing divides it by coeficiente. */
export async function presupuestoAprobado(t: TestApp, phId: string, token: string, anio = 2026): Promise<void> {
  const p = await t.rest('POST', `/api/ph/${phId}/presupuestos`, {
    token,
    body: { anio, porcentajeImprevistos: 1, rubros: [{ nombre: 'Aseo', valorAnual: 12_000_000 }] },
  });
  expect(p.status, JSON.stringify(p.body)).toBe(200);
  const aprobado = await t.rest('PUT', `/api/presupuestos/${p.body.presupuesto.id}/aprobar`, {
    token,
    body: { actaReferencia: 'Acta 1' },
  });
  expect(aprobado.status, JSON.stringify(aprobado.body)).toBe(200);
}
