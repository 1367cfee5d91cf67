// Portería vocabulary (issue 17): estados, tipos, limits and Spanish texts. No zod here, so a screen that
// only shows a badge or a label does not download the schemas (issue 27: every route ≤ 150 KB gz).

export const AUTORIZACION_ESTADOS = ['activa', 'usada', 'revocada', 'vencida'] as const;
export type AutorizacionEstado = (typeof AUTORIZACION_ESTADOS)[number];
export const PAQUETE_ESTADOS = ['recibido', 'entregado'] as const;
export type PaqueteEstado = (typeof PAQUETE_ESTADOS)[number];
export const MINUTA_TIPOS = ['inicio_turno', 'fin_turno', 'novedad'] as const;
export type MinutaTipo = (typeof MINUTA_TIPOS)[number];

export const AUTORIZACION_ESTADO_LABELS: Record<AutorizacionEstado, string> = {
  activa: 'Activa',
  usada: 'Usada',
  revocada: 'Revocada',
  vencida: 'Vencida',
};
export const PAQUETE_ESTADO_LABELS: Record<PaqueteEstado, string> = { recibido: 'Por entregar', entregado: 'Entregado' };
export const MINUTA_TIPO_LABELS: Record<MinutaTipo, string> = {
  inicio_turno: 'Inicio de turno',
  fin_turno: 'Fin de turno',
  novedad: 'Novedad',
};

/** Days visitors' personal data is kept when the complex has not set its own period (Ley 1581 de 2012). */
export const RETENCION_VISITANTES_DIAS = 180;
/** What replaces a visitor's name once the retention period is over. */
export const VISITANTE_ANONIMIZADO = 'Visitante (dato anonimizado)';
export const MAX_USOS_AUTORIZACION = 20;
/** An authorisation is valid for at most this many days, and starts within as many from today. */
export const MAX_DIAS_AUTORIZACION = 30;
/**
 * An entry the gate registered while offline keeps the guard's time (`registradoEn`) when it reaches
 * the API at most this long after (issue 32); older ones are refused so a stale queue cannot rewrite
 * the day's log. It is the Idempotency-Key's window too (24 h): a resend within it is never a second row.
 */
export const MAX_HORAS_REGISTRO_DIFERIDO = 24;
/** Clock skew tolerated between the gate's device and the server for `registradoEn` in the future. */
export const TOLERANCIA_RELOJ_MS = 2 * 60_000;

export const PORTERIA_MSG = {
  autorizacionNotFound: 'La autorización no existe',
  accesoNotFound: 'El registro de acceso no existe',
  paqueteNotFound: 'El paquete no existe',
  codigoNotFound: 'El código no corresponde a ninguna autorización de este conjunto',
  codigoUsado: 'Este código ya fue usado. Pide al residente una nueva autorización.',
  codigoRevocado: 'El residente revocó esta autorización. Confirma la visita por citófono.',
  codigoVencido: (hasta: string) => `Este código venció el ${hasta}; pide al residente una nueva autorización.`,
  codigoAunNo: (desde: string) => `Este código todavía no sirve: es válido desde el ${desde}`,
  yaRevocada: 'La autorización ya estaba revocada',
  noRevocable: 'Solo se puede revocar una autorización activa',
  salidaRegistrada: 'La salida de esta visita ya estaba registrada',
  yaEntregado: 'El paquete ya fue entregado',
  sinPermiso: 'Tu unidad no tiene habilitada la autorización de visitantes',
  apartamentoAjeno: 'La unidad indicada no es tuya',
  apartamentoRequired: 'Selecciona la unidad',
  nombreVisitanteRequired: 'Escribe el nombre del visitante',
  autorizadoPorRequired: 'Indica quién autorizó el ingreso (p. ej. por citófono)',
  codigoRequired: 'Escribe el código de la autorización',
  desdeInvalid: 'La fecha y hora de inicio no es válida',
  hastaInvalid: 'La fecha y hora de fin no es válida',
  rangoInvalido: 'La autorización debe terminar después de empezar',
  rangoPasado: 'La autorización ya habría terminado',
  usosInvalid: `Los usos deben ser un número entre 1 y ${MAX_USOS_AUTORIZACION}`,
  rangoLargo: `Una autorización vale como máximo ${MAX_DIAS_AUTORIZACION} días`,
  inicioLejano: `La autorización debe empezar dentro de los próximos ${MAX_DIAS_AUTORIZACION} días`,
  codigoSinAutor: 'Quien autorizó esta visita ya no pertenece a la unidad. Confirma la visita por citófono.',
  descripcionRequired: 'Describe el paquete',
  recibidoPorRequired: 'Escribe el nombre de quien recibe el paquete',
  estadoInvalid: 'Estado de paquete no válido',
  tipoMinutaInvalid: 'Selecciona el tipo de entrada: inicio de turno, fin de turno o novedad',
  textoRequired: 'Escribe el texto de la entrada',
  fechaInvalid: 'La fecha no es válida',
  retencionInvalid: 'La retención debe ser un número de días entre 1 y 3650',
  autorizacionCreada: 'Autorización creada: comparte el código o el QR con tu visitante',
  accesoRegistrado: 'Ingreso registrado',
  registradoEnInvalid: 'La hora del registro no es válida',
  registroFueraDePlazo: `La hora del registro debe estar dentro de las últimas ${MAX_HORAS_REGISTRO_DIFERIDO} horas y no en el futuro`,
  registroConCodigo: 'Un código se valida en el momento: no admite una hora de registro anterior',
} as const;

/**
 * Whether an entry registered offline at `registradoEn` may keep that time when the API receives it
 * `ahora`: not in the future (beyond the clock skew) and at most MAX_HORAS_REGISTRO_DIFERIDO old.
 */
export function registroDiferidoValido(registradoEn: Date, ahora: Date): boolean {
  const diferencia = ahora.getTime() - registradoEn.getTime();
  return diferencia >= -TOLERANCIA_RELOJ_MS && diferencia <= MAX_HORAS_REGISTRO_DIFERIDO * 3_600_000;
}
