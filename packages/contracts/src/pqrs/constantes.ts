// PQRS vocabulary (issue 16): tipos, estados, legal terms and Spanish texts. No zod here, so a screen
// that only shows a PQRS's estado does not download the schemas (issue 27: every route ≤ 150 KB gz).

export const PQRS_TIPOS = ['peticion', 'queja', 'reclamo', 'sugerencia'] as const;
export type PqrsTipo = (typeof PQRS_TIPOS)[number];
export const PQRS_SUBTIPOS = ['general', 'documentos', 'consulta'] as const;
export type PqrsSubtipo = (typeof PQRS_SUBTIPOS)[number];
export const PQRS_ESTADOS = [
  'radicada',
  'en_tramite',
  'en_espera_solicitante',
  'respondida',
  'cerrada',
  'reabierta',
  'anulada',
] as const;
export type PqrsEstado = (typeof PQRS_ESTADOS)[number];
/** The states a PUT /estado may ask for (filing makes `radicada`, the answer makes `respondida`). */
export const PQRS_ESTADOS_CAMBIABLES = ['en_tramite', 'en_espera_solicitante', 'cerrada', 'reabierta', 'anulada'] as const;
/** "Due soon": at most this many días hábiles left (the digest, the dashboard and the inbox's amber chip agree). */
export const PQRS_DIAS_POR_VENCER = 2;
/** Días hábiles to answer (Ley 1755 de 2015 art. 14): 15 in general, 10 for documents or information, 30 for consultas. */
export const PQRS_TERMINO_DIAS: Record<PqrsSubtipo, number> = { general: 15, documentos: 10, consulta: 30 };
/** Files per PQRS or comentario, and the size of each: the API enforces them, the form checks them first. */
export const PQRS_ADJUNTOS_MAX = 5;
export const PQRS_ADJUNTO_MAX_BYTES = 5 * 1024 * 1024;
/** Filed or reopened and not yet taken up: what waits for the administration (its bell, its dashboard). */
export const PQRS_ESTADOS_POR_ATENDER = ['radicada', 'reabierta'] as const satisfies readonly PqrsEstado[];

export const PQRS_TIPO_LABELS: Record<PqrsTipo, string> = {
  peticion: 'Petición',
  queja: 'Queja',
  reclamo: 'Reclamo',
  sugerencia: 'Sugerencia',
};
export const PQRS_SUBTIPO_LABELS: Record<PqrsSubtipo, string> = {
  general: 'General',
  documentos: 'Solicitud de documentos',
  consulta: 'Consulta',
};
export const PQRS_ESTADO_LABELS: Record<PqrsEstado, string> = {
  radicada: 'Radicada',
  en_tramite: 'En trámite',
  en_espera_solicitante: 'En espera del solicitante',
  respondida: 'Respondida',
  cerrada: 'Cerrada',
  reabierta: 'Reabierta',
  anulada: 'Anulada',
};

export const PQRS_MSG = {
  notFound: 'La PQRS no existe',
  tipoInvalid: 'Selecciona el tipo de PQRS',
  subtipoInvalid: 'Selecciona el subtipo de PQRS',
  estadoInvalid: 'Estado de PQRS no válido',
  asuntoRequired: 'El asunto es obligatorio',
  descripcionRequired: 'La descripción es obligatoria',
  textoRequired: 'El texto es obligatorio',
  motivoRequired: 'Indica el motivo',
  noEsResidente: 'Solo los propietarios y residentes del conjunto pueden radicar PQRS',
  sinPermiso: 'Tu unidad no tiene habilitado el módulo de PQRS',
  apartamentoAjeno: 'La unidad indicada no es tuya',
  transicionInvalida: (desde: string, hacia: string) => `Una PQRS ${desde.toLowerCase()} no puede pasar a ${hacia.toLowerCase()}`,
  reaperturaVencida: 'El plazo para reabrir esta PQRS (10 días hábiles) ya pasó',
  soloSolicitante: 'Solo quien radicó la PQRS puede reabrirla',
  anuladaSinComentarios: 'Una PQRS anulada no admite comentarios',
  asignadoInvalido: 'Solo se puede asignar a un administrador o a un proveedor del conjunto',
  prorrogaRepetida: 'La PQRS ya tuvo su prórroga',
  prorrogaVencida: 'La prórroga debe pedirse antes del vencimiento',
  prorrogaSinTermino: 'Las sugerencias no tienen término legal',
  prorrogaExcesiva: (max: number) => `La prórroga no puede superar ${max} días hábiles`,
  prorrogaEstado: 'Solo se prorroga una PQRS abierta',
  comentarioNotFound: 'El comentario no existe',
  adjuntoNotFound: 'El archivo no existe',
  adjuntoFaltante: 'Adjunta al menos un archivo (campo «archivos»)',
  adjuntosDemasiados: (max: number) => `Se permiten como máximo ${max} archivos por PQRS o comentario`,
  adjuntoGrande: (nombre: string) => `${nombre} supera los 5 MB`,
  adjuntoTipo: (nombre: string) => `${nombre}: solo se aceptan fotos (JPG, PNG, WebP) y PDF`,
  radicacionesUsuario: 'Has radicado muchas PQRS en poco tiempo. Espera un momento e inténtalo de nuevo.',
  radicacionesConjunto: 'El conjunto ha recibido muchas PQRS en poco tiempo. Espera un momento e inténtalo de nuevo.',
  adjuntosUsuario: 'Has subido muchos archivos en poco tiempo. Espera un momento e inténtalo de nuevo.',
  adjuntosConjunto: 'El conjunto ha recibido muchos archivos en poco tiempo. Espera un momento e inténtalo de nuevo.',
  created: 'PQRS radicada',
  answered: 'Respuesta enviada',
} as const;
