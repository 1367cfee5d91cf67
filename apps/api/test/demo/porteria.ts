// The demo data of issue 17 in `altos`: the guard's screen is real from the first start.
import { beforeAll, describe, expect, it } from 'vitest';

import { bogotaDate } from '@horizonte/contracts/calendar';

import { demoToken, sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';

let t: TestApp;
let phId: string;
const tokenOf = (email: string) => demoToken(t, email);

beforeAll(() => {
  ({ t, phId } = sharedDemoApp());
});

describe('demo portería in altos', () => {
  it('shows the guard today’s expected visitors, a visitor inside, packages for Torre 1 · 101 and the minuta; the owner’s bell counts them', async () => {
    const guardia = await tokenOf('porteria@horizonte.co');
    const hoy = await t.rest('GET', `/api/ph/${phId}/autorizaciones?fecha=${bogotaDate(new Date())}`, { token: guardia });
    expect(hoy.body.autorizaciones.map((a: { nombreVisitante: string }) => a.nombreVisitante).sort()).toEqual([
      'Camilo Rincón',
      'Familia Pardo Díaz (4 personas)',
      'Técnico de Vanti',
    ]);
    const adentro = await t.rest('GET', `/api/ph/${phId}/accesos?adentro=true`, { token: guardia });
    expect(adentro.body.accesos.map((a: { nombreVisitante: string }) => a.nombreVisitante)).toEqual(['Andrea Pardo']);
    const paquetes = await t.rest('GET', `/api/ph/${phId}/paquetes?estado=recibido`, { token: guardia });
    expect(paquetes.body.paquetes.map((p: { unidad: string }) => p.unidad)).toEqual(['1-101', '1-101']);
    expect((await t.rest('GET', `/api/ph/${phId}/minuta`, { token: guardia })).body.total).toBe(2);
    const bell = await t.rest('GET', `/api/ph/${phId}/notificaciones`, { token: await tokenOf('propietario@horizonte.co') });
    expect(bell.body.paquetesPendientes).toBe(2);
    // The resident of 1-102 sees only their unit's visitors.
    const residente = await t.rest('GET', `/api/ph/${phId}/accesos`, { token: await tokenOf('residente@horizonte.co') });
    expect(residente.body.accesos.map((a: { nombreVisitante: string }) => a.nombreVisitante)).toEqual(['Mensajero de Rappi']);
  });
});
