// Proveedores of a complex (issue 29): razón social, NIT with its check digit (DIAN, nit.ts), contacto,
// servicios, contratos (objeto, valor, vigencia, póliza) and the documents a contractor must keep
// current (RUT, cámara de comercio, póliza, SG-SST — Decreto 1072 de 2015 —, certificación bancaria),
// each with its expiry: the administrators are mailed 30 days before. Whole pesos.
import { z } from 'zod';

import { fechaCivilField } from './fechas.ts';
import { pageFields, requiredText, uuidField } from './fields.ts';
import { MSG } from './messages.ts';
import { nitCheckDigit } from './nit.ts';
import { pesosTecleadosField } from './pesos.ts';
import type { Rol } from './roles.ts';

export const TIPOS_DOCUMENTO_PROVEEDOR = [
  'rut',
  'camara_comercio',
  'poliza',
  'sg_sst',
  'certificacion_bancaria',
  'otro',
] as const;
export type TipoDocumentoProveedor = (typeof TIPOS_DOCUMENTO_PROVEEDOR)[number];
/** The documents every proveedor is asked for. */
export const DOCUMENTOS_REQUERIDOS: readonly TipoDocumentoProveedor[] = [
  'rut',
  'camara_comercio',
  'poliza',
  'sg_sst',
  'certificacion_bancaria',
];

export const ETIQUETA_DOCUMENTO_PROVEEDOR: Record<TipoDocumentoProveedor, string> = {
  rut: 'RUT',
  camara_comercio: 'Cámara de comercio',
  poliza: 'Póliza',
  sg_sst: 'SG-SST',
  certificacion_bancaria: 'Certificación bancaria',
  otro: 'Otro',
};

/** The administrators are told this many days before a document expires. */
export const DIAS_ALERTA_DOCUMENTO = 30;
export const DOCUMENTO_PROVEEDOR_MAX_BYTES = 5 * 1024 * 1024;

export const PROVEEDORES_MSG = {
  razonSocial: 'Escribe la razón social',
  nitFormato: 'El NIT debe tener entre 6 y 10 dígitos, sin el dígito de verificación',
  dvInvalido: 'El dígito de verificación no corresponde al NIT',
  nitRepetido: 'Ya hay un proveedor con ese NIT en el conjunto',
  proveedorNotFound: 'Proveedor no encontrado',
  contratoNotFound: 'Contrato no encontrado',
  documentoNotFound: 'Documento no encontrado',
  usuarioNoProveedor: 'La persona no tiene el rol de proveedor en este conjunto',
  usuarioYaVinculado: 'La persona ya está vinculada a otro proveedor del conjunto',
  sinProveedor: 'No estás vinculado a ningún proveedor de este conjunto',
  objeto: 'Escribe el objeto del contrato',
  valor: 'El valor debe ser un número entero de pesos mayor que cero',
  vigencia: 'La fecha final no puede ser anterior a la inicial',
  fecha: 'La fecha debe tener el formato AAAA-MM-DD',
  tipoDocumento: 'El tipo de documento no es válido',
  archivoFaltante: 'Adjunta el archivo del documento',
  archivoTipo: (nombre: string) => `«${nombre}» no es un PDF ni una imagen`,
  archivoGrande: (nombre: string) => `«${nombre}» supera los 5 MB`,
  email: 'El correo no es válido',
} as const;

const fecha = fechaCivilField(PROVEEDORES_MSG.fecha);
const pesos = z
  .number({ error: PROVEEDORES_MSG.valor })
  .int({ error: PROVEEDORES_MSG.valor })
  .positive({ error: PROVEEDORES_MSG.valor })
  .max(1_000_000_000_000, { error: PROVEEDORES_MSG.valor });

/** The NIT's digits (without the check digit) and its DV, which must match (DIAN, nit.ts). */
const proveedorFields = {
  razonSocial: requiredText(PROVEEDORES_MSG.razonSocial, 200),
  nit: z
    .string({ error: PROVEEDORES_MSG.nitFormato })
    .trim()
    .transform((v) => v.replace(/[.\s]/g, ''))
    .refine((v) => /^\d{6,10}$/.test(v), { error: PROVEEDORES_MSG.nitFormato }),
  dv: z.number({ error: PROVEEDORES_MSG.dvInvalido }).int().min(0).max(9, { error: PROVEEDORES_MSG.dvInvalido }),
  declarante: z.boolean().default(true),
  personaNatural: z.boolean().default(false),
  contactoNombre: z.string().trim().max(200, { error: MSG.textTooLong }).optional(),
  email: z.union([z.literal(''), z.email({ error: PROVEEDORES_MSG.email })]).optional(),
  telefono: z.string().trim().max(40, { error: MSG.textTooLong }).optional(),
  servicios: z
    .array(z.string().trim().min(1).max(80, { error: MSG.textTooLong }))
    .max(20)
    .default([]),
  /** A person with the `proveedor` role of the complex (the proveedor portal), or null to unlink. */
  userId: uuidField.nullable().optional(),
};

const conDvValido = <T extends { nit: string; dv: number }>(v: T) => nitCheckDigit(v.nit) === v.dv;

export const proveedorData = z.object(proveedorFields).refine(conDvValido, { error: PROVEEDORES_MSG.dvInvalido, path: ['dv'] });
export type ProveedorData = z.output<typeof proveedorData>;

export const proveedorCreateInput = z
  .object({ id: uuidField, ...proveedorFields })
  .refine(conDvValido, { error: PROVEEDORES_MSG.dvInvalido, path: ['dv'] });
export const proveedorUpdateInput = proveedorCreateInput;
export const proveedorListInput = z.object({
  id: uuidField,
  q: z.string().trim().max(100).optional(),
  ...pageFields,
});

const contratoFields = {
  objeto: requiredText(PROVEEDORES_MSG.objeto, 500),
  valor: pesos,
  desde: fecha,
  hasta: fecha.optional(),
  polizaNumero: z.string().trim().max(60, { error: MSG.textTooLong }).optional(),
  polizaVence: fecha.optional(),
};
const vigenciaValida = (v: { desde: string; hasta?: string }) => !v.hasta || v.hasta >= v.desde;
export const contratoData = z.object(contratoFields).refine(vigenciaValida, { error: PROVEEDORES_MSG.vigencia, path: ['hasta'] });
export const contratoCreateInput = z
  .object({ id: uuidField, ...contratoFields })
  .refine(vigenciaValida, { error: PROVEEDORES_MSG.vigencia, path: ['hasta'] });
export type ContratoData = Omit<z.output<typeof contratoCreateInput>, 'id'>;

export const documentoTipoField = z.enum(TIPOS_DOCUMENTO_PROVEEDOR, { error: PROVEEDORES_MSG.tipoDocumento });
/** The multipart form's text fields of POST /proveedores/{id}/documentos. */
export const documentoProveedorForm = z.object({ tipo: documentoTipoField, vence: fecha.optional() });

export const ESTADOS_DOCUMENTO = ['vigente', 'por_vencer', 'vencido', 'sin_vencimiento'] as const;
export type EstadoDocumento = (typeof ESTADOS_DOCUMENTO)[number];

/** A document's state on `hoy`: expired before today, due within DIAS_ALERTA_DOCUMENTO, or current. */
export function estadoDocumento(vence: string | null, hoy: string, diasHasta: (d: string) => number): EstadoDocumento {
  if (!vence) return 'sin_vencimiento';
  if (vence < hoy) return 'vencido';
  return diasHasta(vence) <= DIAS_ALERTA_DOCUMENTO ? 'por_vencer' : 'vigente';
}

export const contratoOutput = z.object({
  id: z.string(),
  proveedorId: z.string(),
  objeto: z.string(),
  valor: z.number(),
  desde: z.string(),
  hasta: z.string().nullable(),
  polizaNumero: z.string().nullable(),
  polizaVence: z.string().nullable(),
  vigente: z.boolean(),
});
export type Contrato = z.infer<typeof contratoOutput>;

export const documentoProveedorOutput = z.object({
  id: z.string(),
  proveedorId: z.string(),
  tipo: documentoTipoField,
  vence: z.string().nullable(),
  nombre: z.string().nullable(),
  mime: z.string().nullable(),
  tamano: z.number().nullable(),
  estado: z.enum(ESTADOS_DOCUMENTO),
  createdAt: z.string(),
});
export type DocumentoProveedor = z.infer<typeof documentoProveedorOutput>;

export const proveedorOutput = z.object({
  id: z.string(),
  phId: z.string(),
  razonSocial: z.string(),
  nit: z.string(),
  dv: z.number(),
  declarante: z.boolean(),
  personaNatural: z.boolean(),
  contactoNombre: z.string().nullable(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  servicios: z.array(z.string()),
  userId: z.string().nullable(),
  usuarioNombre: z.string().nullable(),
  archivado: z.boolean(),
  contratos: z.array(contratoOutput),
  /** The latest document of each type. */
  documentos: z.array(documentoProveedorOutput),
  /** Required types without a document. */
  documentosFaltantes: z.array(documentoTipoField),
});
export type Proveedor = z.infer<typeof proveedorOutput>;

export const proveedorSingleOutput = z.object({ success: z.literal(true), proveedor: proveedorOutput });
export const proveedorListOutput = z.object({
  success: z.literal(true),
  proveedores: z.array(proveedorOutput),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const contratoSingleOutput = z.object({ success: z.literal(true), contrato: contratoOutput });
export const documentoProveedorSingleOutput = z.object({ success: z.literal(true), documento: documentoProveedorOutput });
export const proveedorMioOutput = z.object({ success: z.literal(true), proveedor: proveedorOutput });

// ---- Policy -------------------------------------------------------------------------------------

/**
 * A person may be linked to a proveedor, and read it in the proveedor portal (GET /ph/{id}/proveedores/mio),
 * only while holding the complex's `proveedor` role. Everything else about proveedores is the
 * treasury's (mayOnTesoreria: the administration manages, the consejo reads).
 */
export const esProveedorDelConjunto = (roles: readonly Rol[]): boolean => roles.includes('proveedor');

// ---- The web's forms (what a person types, read into the API's inputs) ----------------------------

/** The proveedor form: the DV typed as text, servicios as a comma-separated list. */
export const proveedorFormFields = z
  .object({
    razonSocial: z.string(),
    nit: z.string(),
    dv: z.string().trim().regex(/^\d$/, { error: PROVEEDORES_MSG.dvInvalido }).transform(Number),
    declarante: z.boolean(),
    personaNatural: z.boolean(),
    contactoNombre: z.string(),
    email: z.string(),
    telefono: z.string(),
    servicios: z.string().transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  })
  .transform((v) => v as z.input<typeof proveedorData>)
  .pipe(proveedorData);

/** The contrato form: the valor typed the Colombian way (pesos.ts). */
export const contratoFormFields = z
  .object({
    objeto: z.string(),
    valor: pesosTecleadosField({ maximo: 1_000_000_000_000 }),
    desde: z.string(),
    hasta: z.string().transform((v) => v || undefined),
    polizaNumero: z.string(),
    polizaVence: z.string().transform((v) => v || undefined),
  })
  .transform((v) => v as z.input<typeof contratoData>)
  .pipe(contratoData);
