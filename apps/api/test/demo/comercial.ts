// The demo's Comercial portal shows real figures from the first start (issue 33): leads in several
// states, the demo complexes' plans (altos active on Módulos Pro: MRR $199) and this month's target.
import { beforeAll, describe, expect, it } from 'vitest';

import { demoToken, sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';

let t: TestApp;
let phId: string;

beforeAll(() => {
  ({ t, phId } = sharedDemoApp());
});

describe('demo: comercial', () => {
  it('has leads in the funnel, plans on the demo complexes and a target for the month', async () => {
    const token = await demoToken(t, 'comercial@horizonte.co');
    const resumen = await t.rest('GET', '/api/plataforma/comercial', { token });
    expect(resumen.status).toBe(200);
    expect(resumen.body.leadsPorEstado).toMatchObject({ nuevo: 1, contactado: 1, demo: 1, cliente: 1, perdido: 1 });
    expect(resumen.body.mrr).toBe(199);
    expect(resumen.body.conversionesMes).toBe(1);
    const metas = await t.rest('GET', '/api/plataforma/metas', { token });
    expect(metas.body.meta).toMatchObject({ nuevosClientes: 3, mrr: 1000 });
    const plan = await t.rest('GET', `/api/ph/${phId}/plan`, { token });
    expect(plan.body.plan).toMatchObject({ nombrePlan: 'Módulos Pro', estado: 'activa' });
  });
});
