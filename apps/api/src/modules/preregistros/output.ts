import type { Preregistro } from '@horizonte/contracts';
import type { Preregistro as PreregistroRow } from '@horizonte/db';

export type PreregistroWithDecider = PreregistroRow & { decidedBy: { nombre: string } | null };

export const withDecider = { decidedBy: { select: { nombre: true } } } as const;

/** `decidedBy` is the name of who approved or rejected it (the id stays in the audit log). */
export function toPreregistroOutput(row: PreregistroWithDecider): Preregistro {
  return {
    id: row.id,
    phId: row.phId,
    nombre: row.nombre,
    tipoDocumento: row.tipoDocumento,
    numeroDocumento: row.numeroDocumento,
    email: row.email,
    rolDeseado: row.rolDeseado,
    torre: row.torre,
    unidad: row.unidad,
    apartamentoId: row.apartamentoId,
    status: row.status,
    motivoRechazo: row.motivoRechazo,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy?.nombre ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The visitor's own answer: whether the unit matched one of the complex is not theirs to learn. */
export function toSubmittedOutput(row: PreregistroWithDecider): Omit<Preregistro, 'apartamentoId'> {
  const { apartamentoId: _matched, ...submitted } = toPreregistroOutput(row);
  return submitted;
}
