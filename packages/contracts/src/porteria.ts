// Portería (issue 17): visitor authorisations with a single-use code and its QR, the gate's access
// log, packages and the shift's minuta. Instants travel as ISO strings.
import { z } from 'zod';

import { fechaCivilField, instanteField } from './fechas.ts';
import { isoDate, pageFields, requiredText, uuidField } from './fields.ts';
import {
  AUTORIZACION_ESTADOS,
  MAX_DIAS_AUTORIZACION,
  MAX_USOS_AUTORIZACION,
  MINUTA_TIPOS,
  PAQUETE_ESTADOS,
  PORTERIA_MSG,
} from './porteria/constantes.ts';

export * from './porteria/constantes.ts';

const DIA_MS = 86_400_000;

const instant = instanteField;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * When the guard registered it, if it was queued offline (issue 32); the API keeps it if it is within
 * the last MAX_HORAS_REGISTRO_DIFERIDO hours and not in the future (registroDiferidoValido), else 400.
 */
const registradoEn = instant(PORTERIA_MSG.registradoEnInvalid)
  .optional()
  .describe('Hora en que portería lo registró sin conexión (ISO 8601); máximo 24 horas antes y nunca futura');

export const autorizacionCreateInput = z
  .object({
    id: uuidField,
    apartamentoId: uuidField.describe('Unidad que autoriza'),
    nombreVisitante: requiredText(PORTERIA_MSG.nombreVisitanteRequired, 120),
    documento: optionalText(30),
    placa: optionalText(12),
    desde: instant(PORTERIA_MSG.desdeInvalid),
    hasta: instant(PORTERIA_MSG.hastaInvalid),
    usos: z.coerce
      .number({ error: PORTERIA_MSG.usosInvalid })
      .int({ error: PORTERIA_MSG.usosInvalid })
      .min(1, { error: PORTERIA_MSG.usosInvalid })
      .max(MAX_USOS_AUTORIZACION, { error: PORTERIA_MSG.usosInvalid })
      .default(1),
  })
  .refine((v) => Date.parse(v.hasta) > Date.parse(v.desde), { error: PORTERIA_MSG.rangoInvalido, path: ['hasta'] })
  .refine((v) => Date.parse(v.hasta) - Date.parse(v.desde) <= MAX_DIAS_AUTORIZACION * DIA_MS, {
    error: PORTERIA_MSG.rangoLargo,
    path: ['hasta'],
  });
export type AutorizacionCreateInput = z.input<typeof autorizacionCreateInput>;

export const autorizacionListInput = z.object({
  id: uuidField,
  apartamentoId: uuidField.optional(),
  /** Only those valid at some moment of this Bogotá day (the guard's «esperados hoy»), YYYY-MM-DD. */
  fecha: fechaCivilField(PORTERIA_MSG.fechaInvalid).optional(),
  estado: z.enum(AUTORIZACION_ESTADOS, { error: 'Estado de autorización no válido' }).optional(),
  ...pageFields,
});
export type AutorizacionListInput = z.input<typeof autorizacionListInput>;

export const porteriaIdInput = z.object({ id: uuidField });

export const autorizacionOutput = z.object({
  id: z.string(),
  apartamentoId: z.string(),
  unidad: z.string(),
  nombreVisitante: z.string(),
  documento: z.string().nullable(),
  placa: z.string().nullable(),
  desde: isoDate,
  hasta: isoDate,
  usos: z.number().int(),
  usosRestantes: z.number().int(),
  estado: z.enum(AUTORIZACION_ESTADOS),
  creadoPor: z.string().describe('Nombre de quien autorizó'),
  createdAt: isoDate,
});
export type AutorizacionOutput = z.infer<typeof autorizacionOutput>;

/** The creation answer: the code and its QR are shown this once (only a hash is kept). */
export const autorizacionCreatedOutput = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  autorizacion: autorizacionOutput.extend({
    codigo: z.string().describe('Código de un solo uso, p. ej. K7P2-M9QX'),
    qr: z.string().describe('data URL de una imagen PNG con el código'),
  }),
});
export const autorizacionSingleOutput = z.object({ success: z.literal(true), autorizacion: autorizacionOutput });
export const autorizacionListOutput = z.object({
  success: z.literal(true),
  autorizaciones: z.array(autorizacionOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** By code (`{ codigo }`) or a walk-in visitor announced by intercom (`{ apartamentoId, nombreVisitante, autorizadoPor, … }`). */
export const accesoCreateInput = z
  .object({
    id: uuidField,
    codigo: z.string().trim().max(40).optional().describe('Código de la autorización (o su QR leído)'),
    apartamentoId: uuidField.optional(),
    nombreVisitante: z.string().trim().max(120).optional(),
    documento: optionalText(30),
    placa: optionalText(12),
    autorizadoPor: z.string().trim().max(120).optional().describe('Quién autorizó el ingreso sin código (p. ej. por citófono)'),
    registradoEn,
  })
  .superRefine((v, ctx) => {
    if (v.codigo && v.registradoEn)
      ctx.addIssue({ code: 'custom', message: PORTERIA_MSG.registroConCodigo, path: ['registradoEn'] });
    if (v.codigo) return;
    if (!v.apartamentoId) ctx.addIssue({ code: 'custom', message: PORTERIA_MSG.apartamentoRequired, path: ['apartamentoId'] });
    if (!v.nombreVisitante)
      ctx.addIssue({ code: 'custom', message: PORTERIA_MSG.nombreVisitanteRequired, path: ['nombreVisitante'] });
    if (!v.autorizadoPor) ctx.addIssue({ code: 'custom', message: PORTERIA_MSG.autorizadoPorRequired, path: ['autorizadoPor'] });
  });
export type AccesoCreateInput = z.input<typeof accesoCreateInput>;
/** The gate's «Ingreso con código» form: only the code (read from the QR or typed). */
export const accesoCodigoFields = z.object({ codigo: requiredText(PORTERIA_MSG.codigoRequired, 40) });

export const accesoListInput = z.object({
  id: uuidField,
  desde: instant(PORTERIA_MSG.fechaInvalid).optional(),
  hasta: instant(PORTERIA_MSG.fechaInvalid).optional(),
  /** Name, documento, placa or unit. */
  q: z.string().trim().max(100).optional(),
  /** Only visits without a registered exit. */
  adentro: z.enum(['true', 'false']).optional(),
  ...pageFields,
});
export type AccesoListInput = z.input<typeof accesoListInput>;

export const accesoOutput = z.object({
  id: z.string(),
  apartamentoId: z.string(),
  unidad: z.string(),
  autorizacionId: z.string().nullable(),
  nombreVisitante: z.string(),
  documento: z.string().nullable(),
  placa: z.string().nullable(),
  autorizadoPor: z.string(),
  entradaEn: isoDate,
  salidaEn: isoDate.nullable(),
  registradoPor: z.string(),
  anonimizado: z.boolean(),
});
export type AccesoOutput = z.infer<typeof accesoOutput>;
export const accesoSingleOutput = z.object({ success: z.literal(true), message: z.string().optional(), acceso: accesoOutput });
export const accesoListOutput = z.object({
  success: z.literal(true),
  accesos: z.array(accesoOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const paqueteCreateInput = z.object({
  id: uuidField,
  apartamentoId: uuidField,
  descripcion: requiredText(PORTERIA_MSG.descripcionRequired, 200),
  remitente: optionalText(120),
  registradoEn,
});
export type PaqueteCreateInput = z.input<typeof paqueteCreateInput>;
export const paqueteListInput = z.object({
  id: uuidField,
  estado: z.enum(PAQUETE_ESTADOS, { error: PORTERIA_MSG.estadoInvalid }).optional(),
  apartamentoId: uuidField.optional(),
  ...pageFields,
});
export type PaqueteListInput = z.input<typeof paqueteListInput>;
export const paqueteEntregarInput = z.object({ id: uuidField, recibidoPor: requiredText(PORTERIA_MSG.recibidoPorRequired, 120) });

export const paqueteOutput = z.object({
  id: z.string(),
  apartamentoId: z.string(),
  unidad: z.string(),
  descripcion: z.string(),
  remitente: z.string().nullable(),
  estado: z.enum(PAQUETE_ESTADOS),
  recibidoEn: isoDate,
  registradoPor: z.string(),
  entregadoEn: isoDate.nullable(),
  recibidoPor: z.string().nullable().describe('Quien firmó la entrega'),
});
export type PaqueteOutput = z.infer<typeof paqueteOutput>;
export const paqueteSingleOutput = z.object({ success: z.literal(true), paquete: paqueteOutput });
export const paqueteListOutput = z.object({
  success: z.literal(true),
  paquetes: z.array(paqueteOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const minutaCreateInput = z.object({
  id: uuidField,
  tipo: z.enum(MINUTA_TIPOS, { error: PORTERIA_MSG.tipoMinutaInvalid }),
  texto: requiredText(PORTERIA_MSG.textoRequired, 2000),
  registradoEn,
});
export type MinutaCreateInput = z.input<typeof minutaCreateInput>;
export const minutaListInput = z.object({
  id: uuidField,
  desde: instant(PORTERIA_MSG.fechaInvalid).optional(),
  hasta: instant(PORTERIA_MSG.fechaInvalid).optional(),
  ...pageFields,
});
export type MinutaListInput = z.input<typeof minutaListInput>;
export const minutaOutput = z.object({
  id: z.string(),
  tipo: z.enum(MINUTA_TIPOS),
  texto: z.string(),
  autor: z.string(),
  createdAt: isoDate,
});
export type MinutaOutput = z.infer<typeof minutaOutput>;
export const minutaSingleOutput = z.object({ success: z.literal(true), entrada: minutaOutput });
export const minutaListOutput = z.object({
  success: z.literal(true),
  entradas: z.array(minutaOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const porteriaAjustesInput = z.object({
  id: uuidField,
  retencionDias: z.coerce
    .number({ error: PORTERIA_MSG.retencionInvalid })
    .int({ error: PORTERIA_MSG.retencionInvalid })
    .min(1, { error: PORTERIA_MSG.retencionInvalid })
    .max(3650, { error: PORTERIA_MSG.retencionInvalid }),
});
export const porteriaAjustesOutput = z.object({
  success: z.literal(true),
  ajustes: z.object({ retencionDias: z.number().int() }),
});

/** The units of the complex as the gate picks them (walk-ins, packages): no people, no money. */
export const porteriaUnidadesOutput = z.object({
  success: z.literal(true),
  unidades: z.array(z.object({ id: z.string(), torre: z.string(), numero: z.string() })),
});
