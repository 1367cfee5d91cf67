// The demo data of issue 17 (reservas) in `altos`: zones and bookings are real from the first start.
import { beforeAll, describe, expect, it } from 'vitest';

import { demoToken, sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';

let t: TestApp;
let phId: string;
const tokenOf = (email: string) => demoToken(t, email);

beforeAll(() => {
  ({ t, phId } = sharedDemoApp());
});

describe('demo reservas in altos', () => {
  it('offers four zones, one booking awaiting approval for the administration, and each unit its own bookings', async () => {
    const residente = await tokenOf('residente@horizonte.co');
    const zonas = await t.rest('GET', `/api/ph/${phId}/zonas`, { token: residente });
    expect(zonas.body.zonas.map((z: { nombre: string }) => z.nombre)).toEqual([
      'Gimnasio',
      'Parqueadero de visitantes',
      'Salón comunal',
      'Zona BBQ',
    ]);
    expect(zonas.body.zonas.find((z: { nombre: string }) => z.nombre === 'Salón comunal')).toMatchObject({
      requiereAprobacion: true,
      tarifa: 120_000,
    });
    const cola = await t.rest('GET', `/api/ph/${phId}/reservas?estado=solicitada`, {
      token: await tokenOf('admin@horizonte.co'),
    });
    expect(cola.body.reservas).toMatchObject([{ zona: 'Salón comunal', unidad: '1-101' }]);
    const mias = await t.rest('GET', `/api/ph/${phId}/reservas`, { token: residente });
    expect(mias.body.reservas.map((r: { zona: string; unidad: string }) => `${r.zona} ${r.unidad}`).sort()).toEqual([
      'Gimnasio 1-102',
      'Zona BBQ 1-102',
    ]);
    // No fee reached Tesorería: the only paid booking is still awaiting approval.
    expect(await t.db.cargo.count({ where: { concepto: { startsWith: 'Reserva ' } } })).toBe(0);
  });
});
