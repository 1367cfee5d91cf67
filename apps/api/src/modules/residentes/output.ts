import type { EstadoResidente, Residente } from '@horizonte/contracts';
import type { Residente as ResidenteRow } from '@horizonte/db';

export function toResidenteOutput(row: ResidenteRow): Residente {
  return {
    id: row.id,
    apartamentoId: row.apartamentoId,
    vinculado: row.userId !== null,
    nombre: row.nombre,
    tipo_documento: row.tipoDocumento,
    numero_documento: row.numeroDocumento,
    email: row.email,
    telefono: row.telefono,
    tipo: row.tipo,
    permisos: row.permisos, // a database enum since the permisos migration: nothing to filter
    estado: estadoOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Linked → activo; an email waiting for its acceptance → invitado; no email → sin_email. */
export function estadoOf(row: Pick<ResidenteRow, 'userId' | 'email'>): EstadoResidente {
  if (row.userId) return 'activo';
  return row.email ? 'invitado' : 'sin_email';
}
