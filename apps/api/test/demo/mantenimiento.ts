// The demo of mantenimiento (issue 29): on a fresh demo, altos has its activos, the legal obligations
// with one in each estado (the tanks al día with their evidence, the lifts por vencer, the extinguishers
// vencidas), its own preventive plans, and the two shared demo proveedores.
import { beforeAll, describe, expect, it } from 'vitest';

import { demoToken, sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';

let t: TestApp;

beforeAll(() => {
  ({ t } = sharedDemoApp());
});

describe('demo: mantenimiento in altos', () => {
  it('shows the activos, the plans and the cumplimiento in each estado to the administrator', async () => {
    const token = await demoToken(t, 'admin@horizonte.co');
    const ph = await t.db.pH.findFirstOrThrow({ where: { identificador: 'altos' } });
    const activos = await t.rest('GET', `/api/ph/${ph.id}/activos`, { token });
    expect(activos.status).toBe(200);
    expect(activos.body.activos.map((a: { categoria: string }) => a.categoria).sort()).toEqual(
      ['ascensor', 'bomba', 'camaras', 'extintor', 'planta_electrica', 'tanque_agua'].sort(),
    );
    const cumplimiento = await t.rest('GET', `/api/ph/${ph.id}/cumplimiento`, { token });
    expect(cumplimiento.status).toBe(200);
    const de = (clave: string) => cumplimiento.body.obligaciones.find((o: { clave: string }) => o.clave === clave);
    expect(de('lavado_tanques')).toMatchObject({ estado: 'al_dia', evidencia: { adjuntos: 0 } });
    expect(de('lavado_tanques').evidencia.numero).toBeGreaterThan(0);
    expect(de('inspeccion_ascensores')).toMatchObject({ estado: 'por_vencer', diasRestantes: 12 });
    expect(de('recarga_extintores')).toMatchObject({ estado: 'vencido', diasRestantes: -20 });
    const planes = await t.rest('GET', `/api/ph/${ph.id}/planes`, { token });
    expect(planes.body.planes.filter((p: { obligacionLegal: boolean }) => !p.obligacionLegal)).toHaveLength(3);
    const proveedores = await t.db.proveedor.findMany({ where: { phId: ph.id }, orderBy: { nit: 'asc' } });
    expect(proveedores.map((p) => [p.razonSocial, p.nit, p.dv])).toEqual([
      ['Ascensores Andinos S.A.S.', '900481516', 6],
      ['Aguas Limpias Servicios S.A.S.', '901234567', 7],
    ]);
    expect(proveedores[0]!.userId).not.toBeNull();
  });
});
