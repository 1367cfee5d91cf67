import type { Residente as ResidenteRow } from '@horizonte/db';
import { PERMISOS, type EstadoResidente, type Permiso, type Residente } from '@horizonte/contracts';

const isPermiso = (p: string): p is Permiso => (PERMISOS as readonly string[]).includes(p);

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
    permisos: row.permisos.filter(isPermiso),
    estado: estadoOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Linked → activo; an email waiting for its acceptance → invitado; no email → sin_email. */
export function estadoOf(row: Pick<ResidenteRow, 'userId' | 'email'>): EstadoResidente {
  if (row.userId) return 'activo';
  return row.email ? 'invitado' : 'sin_email';
}
