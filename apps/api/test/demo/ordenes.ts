// The demo's órdenes (issue 29) in `altos`: one in each estado, one from the demo PQRS that its filer
// follows, one waiting for the consejo, and Ascensores Andinos' órdenes on the proveedor's portal.
import { beforeAll, describe, expect, it } from 'vitest';

import { ESTADOS_ORDEN } from '@horizonte/contracts';

import { seedDemoOrdenes } from '../../src/seed/demo-ordenes.ts';
import { demoToken, sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';

let t: TestApp;
let phId: string;

beforeAll(() => {
  ({ t, phId } = sharedDemoApp());
});

describe('demo: órdenes de trabajo', () => {
  it('the admin sees órdenes in every estado', async () => {
    const res = await t.rest('GET', `/api/ph/${phId}/ordenes?pageSize=100`, { token: await demoToken(t, 'admin@horizonte.co') });
    expect(res.status).toBe(200);
    const estados = new Set(res.body.ordenes.map((o: { estado: string }) => o.estado));
    for (const estado of ESTADOS_ORDEN) expect(estados).toContain(estado);
  });

  it('the consejo has one orden to approve', async () => {
    const res = await t.rest('GET', `/api/ph/${phId}/ordenes?estado=abierta`, {
      token: await demoToken(t, 'consejo@horizonte.co'),
    });
    const porAprobar = res.body.ordenes.filter((o: { acciones: string[] }) => o.acciones.includes('aprobar'));
    expect(porAprobar.map((o: { titulo: string }) => o.titulo)).toEqual(['Cambiar el motor del portón vehicular']);
  });

  it("the proveedor's portal lists only Ascensores Andinos' órdenes, one to start", async () => {
    const res = await t.rest('GET', `/api/ph/${phId}/ordenes?pageSize=100`, {
      token: await demoToken(t, 'proveedor@horizonte.co'),
    });
    expect(res.status).toBe(200);
    expect(new Set(res.body.ordenes.map((o: { proveedor: { razonSocial: string } }) => o.proveedor.razonSocial))).toEqual(
      new Set(['Ascensores Andinos S.A.S.']),
    );
    expect(res.body.ordenes.some((o: { acciones: string[] }) => o.acciones.includes('iniciar'))).toBe(true);
  });

  it('the resident follows the orden of their PQRS from the PQRS; seeding again adds nothing', async () => {
    const token = await demoToken(t, 'residente@horizonte.co');
    const pqrs = await t.db.pqrs.findFirstOrThrow({ where: { phId, asunto: 'Filtración en el parqueadero' } });
    const res = await t.rest('GET', `/api/pqrs/${pqrs.id}`, { token });
    expect(res.body.orden).toMatchObject({ estado: 'abierta' });
    const antes = await t.db.ordenTrabajo.count();
    await seedDemoOrdenes(t.db, new Date());
    expect(await t.db.ordenTrabajo.count()).toBe(antes);
  });
});
