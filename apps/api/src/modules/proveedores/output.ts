// Proveedor rows → the contracts' shapes (dates as civil text, BigInt pesos as numbers).
import {
  diasEntre,
  DOCUMENTOS_REQUERIDOS,
  estadoDocumento,
  type Contrato,
  type DocumentoProveedor,
  type Proveedor,
} from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import { civil } from '../tesoreria/ledger.ts';

export const proveedorInclude = {
  user: { select: { nombre: true } },
  contratos: { where: { archivadoEn: null }, orderBy: { desde: 'desc' as const } },
  documentos: { orderBy: { createdAt: 'desc' as const } },
} satisfies Prisma.ProveedorInclude;
export type ProveedorRow = Prisma.ProveedorGetPayload<{ include: typeof proveedorInclude }>;
type ContratoRow = ProveedorRow['contratos'][number];
type DocumentoRow = ProveedorRow['documentos'][number];

const opt = (d: Date | null) => (d ? civil(d) : null);

export function toContratoOutput(row: ContratoRow, hoy: string): Contrato {
  const desde = civil(row.desde);
  const hasta = opt(row.hasta);
  return {
    id: row.id,
    proveedorId: row.proveedorId,
    objeto: row.objeto,
    valor: Number(row.valor),
    desde,
    hasta,
    polizaNumero: row.polizaNumero,
    polizaVence: opt(row.polizaVence),
    vigente: desde <= hoy && (!hasta || hasta >= hoy),
  };
}

export function toDocumentoOutput(row: DocumentoRow, hoy: string): DocumentoProveedor {
  const vence = opt(row.vence);
  return {
    id: row.id,
    proveedorId: row.proveedorId,
    tipo: row.tipo,
    vence,
    nombre: row.nombre,
    mime: row.mime,
    tamano: row.tamano,
    estado: estadoDocumento(vence, hoy, (d) => diasEntre(hoy, d)),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toProveedorOutput(row: ProveedorRow, hoy: string): Proveedor {
  // The latest document of each type is the one that counts (rows come newest first).
  const ultimos = new Map<string, DocumentoRow>();
  for (const d of row.documentos) if (!ultimos.has(d.tipo)) ultimos.set(d.tipo, d);
  return {
    id: row.id,
    phId: row.phId,
    razonSocial: row.razonSocial,
    nit: row.nit,
    dv: row.dv,
    declarante: row.declarante,
    personaNatural: row.personaNatural,
    contactoNombre: row.contactoNombre,
    email: row.email,
    telefono: row.telefono,
    servicios: row.servicios,
    userId: row.userId,
    usuarioNombre: row.user?.nombre ?? null,
    archivado: row.archivadoEn !== null,
    contratos: row.contratos.map((c) => toContratoOutput(c, hoy)),
    documentos: [...ultimos.values()].map((d) => toDocumentoOutput(d, hoy)),
    documentosFaltantes: DOCUMENTOS_REQUERIDOS.filter((t) => !ultimos.has(t)),
  };
}
