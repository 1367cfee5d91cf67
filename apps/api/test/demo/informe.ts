// The demo complex altos shows the consejo's monthly report from the first start (issue 29): last
// month's report is published, listed for the consejo, and its PDF downloads.
import { beforeAll, describe, expect, it } from 'vitest';

import { bogotaDate, sumarMeses } from '@horizonte/contracts';

import { demoToken, sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';

let t: TestApp;
let phId: string;

beforeAll(() => {
  ({ t, phId } = sharedDemoApp());
});

describe('demo: informe mensual', () => {
  it('has last month’s report published for the consejo, with its PDF', async () => {
    const token = await demoToken(t, 'consejo@horizonte.co');
    const periodo = sumarMeses(bogotaDate(new Date()).slice(0, 7), -1);
    const list = await t.rest('GET', `/api/ph/${phId}/informes`, { token });
    expect(list.status).toBe(200);
    expect(list.body.informes).toHaveLength(1);
    expect(list.body.informes[0]).toMatchObject({ periodo, publicadoPor: expect.any(String) });
    const pdf = await t.app.request(`/api/ph/${phId}/informe-mensual.pdf?periodo=${periodo}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const ejecucion = await t.rest('GET', `/api/ph/${phId}/ejecucion`, { token });
    expect(ejecucion.status).toBe(200);
    expect(ejecucion.body.rubros.length).toBeGreaterThan(0);
  });
});
