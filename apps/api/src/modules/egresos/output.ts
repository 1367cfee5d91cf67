// Egreso rows → the contracts' shape (BigInt pesos as numbers, dates as civil text).
import type { Egreso } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import { civil } from '../tesoreria/ledger.ts';

export const egresoInclude = { proveedor: { select: { razonSocial: true, nit: true, dv: true } } } satisfies Prisma.EgresoInclude;
export type EgresoRow = Prisma.EgresoGetPayload<{ include: typeof egresoInclude }>;

export function toEgresoOutput(row: EgresoRow): Egreso {
  return {
    id: row.id,
    numero: row.numero,
    proveedorId: row.proveedorId,
    proveedor: row.proveedor.razonSocial,
    proveedorNit: `${row.proveedor.nit}-${row.proveedor.dv}`,
    rubro: row.rubro,
    fondoImprevistos: row.fondoImprevistos,
    ordenId: row.ordenId,
    contratoId: row.contratoId,
    concepto: row.concepto,
    descripcion: row.descripcion,
    valorBruto: Number(row.valorBruto),
    baseRetencion: row.baseRetencion === null ? null : Number(row.baseRetencion),
    baseUvt: row.baseUvt === null ? null : Number(row.baseUvt),
    tarifaBp: row.tarifaBp,
    retencion: Number(row.retencion),
    neto: Number(row.neto),
    fecha: civil(row.fecha),
    medio: row.medio,
    referencia: row.referencia,
    soporte:
      row.soporteClave && row.soporteNombre && row.soporteMime
        ? { nombre: row.soporteNombre, mime: row.soporteMime, tamano: row.soporteTamano ?? 0 }
        : null,
    estado: row.estado,
    motivoAnulacion: row.motivoAnulacion,
  };
}
