import type { Apartamento } from '@horizonte/contracts';
import type { Apartamento as ApartamentoRow } from '@horizonte/db';

export type ApartamentoWithCount = ApartamentoRow & { _count: { residentes: number } };

export function toApartamentoOutput(row: ApartamentoWithCount): Apartamento {
  return {
    id: row.id,
    phId: row.phId,
    torre: row.torre,
    numero: row.numero,
    piso: row.piso,
    tipo: row.tipo,
    areaM2: row.areaM2 === null ? null : Number(row.areaM2),
    coeficiente: Number(row.coeficiente),
    residentesCount: row._count.residentes,
    createdAt: row.createdAt.toISOString(),
  };
}

export const withResidentesCount = { _count: { select: { residentes: true } } } as const;
