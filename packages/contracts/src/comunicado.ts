// Comunicados (issue 16): the administration's notices, written in markdown, returned also as
// sanitised HTML, with an audiencia and read receipts.
import { z } from 'zod';

import { isoDate, pageFields, requiredText, uuidField } from './fields.ts';

export const AUDIENCIAS = ['todos', 'propietarios', 'residentes', 'consejo'] as const;

export const COMUNICADO_MSG = {
  notFound: 'El comunicado no existe',
  tituloRequired: 'El título es obligatorio',
  cuerpoRequired: 'El cuerpo del comunicado es obligatorio',
  audienciaInvalid: 'Elige a quién va dirigido: todos, propietarios, residentes, consejo o unas torres',
  torresRequired: 'Indica al menos una torre',
  created: 'Comunicado publicado',
} as const;

export const audienciaField = z.union(
  [
    z.enum(AUDIENCIAS),
    z
      .object({ torres: z.array(z.string().trim().min(1).max(20)).min(1, { error: COMUNICADO_MSG.torresRequired }).max(50) })
      .strict(),
  ],
  { error: COMUNICADO_MSG.audienciaInvalid },
);
export type Audiencia = z.infer<typeof audienciaField>;

export const comunicadoCreateInput = z.object({
  id: uuidField,
  titulo: requiredText(COMUNICADO_MSG.tituloRequired, 200),
  cuerpo: requiredText(COMUNICADO_MSG.cuerpoRequired, 20000).describe('Markdown'),
  audiencia: audienciaField,
  enviarEmail: z.boolean().default(false),
  /** A legally required notice (e.g. a convocatoria): mailed even to people who opted out of optional mail. */
  obligatorio: z.boolean().default(false),
  fijado: z.boolean().default(false),
});
export type ComunicadoCreateInput = z.input<typeof comunicadoCreateInput>;

/**
 * The «Nuevo comunicado» form (issue 27): «Para» is one of the audiencias or «torres», with the towers
 * typed separated by commas («1, 2»); leaves the create input without its id.
 */
export const comunicadoFormFields = comunicadoCreateInput
  .omit({ id: true, audiencia: true, obligatorio: true })
  .extend({ para: z.enum([...AUDIENCIAS, 'torres'], { error: COMUNICADO_MSG.audienciaInvalid }), torres: z.string() })
  .transform(({ para, torres, ...comunicado }, ctx) => {
    const lista = torres
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const audiencia = audienciaField.safeParse(para === 'torres' ? { torres: lista } : para);
    if (audiencia.success) return { ...comunicado, audiencia: audiencia.data };
    ctx.addIssue({
      code: 'custom',
      message: audiencia.error.issues[0]?.message ?? COMUNICADO_MSG.torresRequired,
      path: ['torres'],
    });
    return z.NEVER;
  });

export const comunicadoListInput = z.object({ id: uuidField, ...pageFields });
export const comunicadoIdInput = z.object({ id: uuidField });
export const comunicadoLecturasInput = z.object({ id: uuidField, cid: uuidField });

export const comunicadoOutput = z.object({
  id: z.string(),
  phId: z.string(),
  titulo: z.string(),
  cuerpo: z.string().describe('Markdown tal como lo escribió la administración'),
  cuerpoHtml: z.string().describe('HTML sanitizado: sin scripts, manejadores de eventos ni enlaces javascript:'),
  audiencia: audienciaField,
  enviarEmail: z.boolean(),
  obligatorio: z.boolean(),
  fijado: z.boolean(),
  autor: z.object({ id: z.string(), nombre: z.string() }),
  leido: z.boolean(),
  createdAt: isoDate,
});
export type ComunicadoOutput = z.infer<typeof comunicadoOutput>;

export const comunicadoSingleOutput = z.object({
  success: z.literal(true),
  comunicado: comunicadoOutput,
  message: z.string().optional(),
});
export const comunicadoListOutput = z.object({
  success: z.literal(true),
  comunicados: z.array(comunicadoOutput),
  total: z.number().int(),
  noLeidos: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const comunicadoLecturasOutput = z.object({
  success: z.literal(true),
  leidos: z.number().int(),
  destinatarios: z.number().int(),
  lecturas: z.array(z.object({ userId: z.string(), nombre: z.string(), leidoEn: isoDate })),
});

/** The header bell: unread comunicados, answered PQRS, packages and the PQRS waiting for the caller in one complex. */
export const notificacionesOutput = z.object({
  success: z.literal(true),
  comunicadosNoLeidos: z.number().int(),
  pqrsRespondidas: z.number().int(),
  /** Packages waiting at the gate for the caller's units (portería). */
  paquetesPendientes: z.number().int(),
  /** PQRS filed or reopened that wait for the administration (0 for whoever does not manage the complex). */
  pqrsPorAtender: z.number().int(),
  /** Open PQRS assigned to the caller (staff or proveedor). */
  pqrsAsignadas: z.number().int(),
  total: z.number().int(),
});
