import { describe, expect, it } from 'vitest';

import { configuracionMantenimientoFormFields, ORDENES_MSG, ordenEstadoInput, ordenFormFields, PESOS_MSG } from './index.ts';

const id = '00000000-0000-4000-8000-000000000001';

describe('órdenes: inputs', () => {
  it('a cancellation needs its motivo and an assignment its proveedor', () => {
    const sinMotivo = ordenEstadoInput.safeParse({ id, estado: 'cancelada' });
    expect(sinMotivo.error?.issues.map((i) => i.message)).toEqual([ORDENES_MSG.motivoRequired]);
    const sinProveedor = ordenEstadoInput.safeParse({ id, estado: 'asignada' });
    expect(sinProveedor.error?.issues.map((i) => i.message)).toEqual([ORDENES_MSG.proveedorRequired]);
    expect(ordenEstadoInput.safeParse({ id, estado: 'en_curso' }).success).toBe(true);
  });

  it('the web reads the estimated cost and the threshold the Colombian way', () => {
    expect(ordenFormFields.parse({ titulo: 'Bomba', costoEstimado: '1.500.000' }).costoEstimado).toBe(1_500_000);
    expect(ordenFormFields.safeParse({ titulo: 'Bomba', costoEstimado: '1.500,50' }).error?.issues[0]?.message).toBe(
      PESOS_MSG.centavos,
    );
    expect(
      configuracionMantenimientoFormFields.parse({
        umbralAprobacion: '$ 2.000.000',
        aprobacionesRequeridas: '2',
        diasAnticipacion: '15',
      }),
    ).toEqual({ umbralAprobacion: 2_000_000, aprobacionesRequeridas: 2, diasAnticipacion: 15 });
    expect(
      configuracionMantenimientoFormFields.parse({ umbralAprobacion: ' ', aprobacionesRequeridas: '1', diasAnticipacion: '0' })
        .umbralAprobacion,
    ).toBeNull();
    expect(
      configuracionMantenimientoFormFields.safeParse({ umbralAprobacion: '', aprobacionesRequeridas: '0', diasAnticipacion: '0' })
        .error?.issues[0]?.message,
    ).toBe(ORDENES_MSG.aprobacionesInvalidas);
  });
});
