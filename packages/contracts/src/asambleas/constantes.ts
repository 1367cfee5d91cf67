// Asambleas vocabulary (issue 18): tipos, estados, labels and Spanish texts. No zod here, so a screen
// that only shows an asamblea's estado does not download the schemas (issue 27: every route ≤ 150 KB gz).

export const ASAMBLEA_TIPOS = ['ordinaria', 'extraordinaria'] as const;
export const ASAMBLEA_MODALIDADES = ['presencial', 'no_presencial', 'escrita'] as const;
export const ASAMBLEA_CONVOCANTES = ['administrador', 'consejo', 'revisor_fiscal', 'propietarios'] as const;
export const ASAMBLEA_ESTADOS = [
  'borrador',
  'convocada',
  'en_curso',
  'cerrada',
  'acta_publicada',
  'firme',
  'sin_quorum',
  'cancelada',
] as const;
export type AsambleaEstado = (typeof ASAMBLEA_ESTADOS)[number];
export const PUNTO_TIPOS = ['informativo', 'decision'] as const;
export const PUNTO_MAYORIAS = ['simple', 'calificada_70'] as const;
export const PUNTO_ESTADOS = ['pendiente', 'abierto', 'cerrado'] as const;
export const PODER_ESTADOS = ['recibido', 'validado', 'rechazado', 'revocado'] as const;
export const VOTO_OPCIONES = ['si', 'no', 'abstencion'] as const;
export const ASISTENCIA_VIAS = ['presencial', 'remota'] as const;

export const ASAMBLEA_ESTADO_LABELS: Record<AsambleaEstado, string> = {
  borrador: 'Borrador',
  convocada: 'Convocada',
  en_curso: 'En curso',
  cerrada: 'Cerrada',
  acta_publicada: 'Acta publicada',
  firme: 'Firme',
  sin_quorum: 'Sin quórum',
  cancelada: 'Cancelada',
};

/** A percentage with up to 6 decimals, as Colombians read it (99,5 %). */
const pct = (value: number) => `${new Intl.NumberFormat('es-CO', { maximumFractionDigits: 6 }).format(value)} %`;

/**
 * The quorum rule a meeting is under, as the mesa and the projector state it: more than half of the
 * coeficientes (Ley 675 de 2001, art. 45), or, in a second call, any plural number of units (art. 41).
 */
export const reglaDeQuorum = (segundaConvocatoria: boolean): string =>
  segundaConvocatoria
    ? 'Segunda convocatoria: basta con 2 unidades presentes (art. 41).'
    : 'Primera convocatoria: más del 50 % de los coeficientes y al menos 2 unidades (art. 45).';

export const ASAMBLEA_MSG = {
  notFound: 'La asamblea no existe',
  ticketInvalido: 'El acceso a los eventos en vivo no es válido. Vuelve a abrir la asamblea.',
  ticketUsado: 'El acceso a los eventos en vivo ya se usó. Vuelve a abrir la asamblea.',
  ticketVencido: 'El acceso a los eventos en vivo venció. Vuelve a abrir la asamblea.',
  eventosDemasiados: (max: number) =>
    `Ya tienes ${max} conexiones en vivo abiertas con esta sesión. Cierra alguna (otra pestaña o dispositivo) e inténtalo de nuevo.`,
  eventosReinicio: 'El servidor se está reiniciando. Los eventos en vivo se reanudan en unos segundos.',
  puntoNotFound: 'El punto no existe',
  poderNotFound: 'El poder no existe',
  asistenciaNotFound: 'La asistencia no existe',
  tipoInvalid: 'Selecciona el tipo de asamblea (ordinaria o extraordinaria)',
  modalidadInvalid: 'Selecciona la modalidad (presencial, no presencial o escrita)',
  convocanteInvalid: 'Convocante no válido',
  tituloRequired: 'El título es obligatorio',
  fechaHoraInvalid: 'Indica la fecha y hora de la reunión',
  puntosRequired: 'El orden del día necesita al menos un punto',
  puntoTituloRequired: 'Cada punto necesita un título',
  puntoTipoInvalid: 'Tipo de punto no válido (informativo o decisión)',
  mayoriaInvalid: 'Mayoría no válida (simple o calificada del 70 %)',
  enlaceInvalid: 'El enlace debe ser una URL válida',
  medioInvalid: 'Indica el medio de la convocatoria (plataforma o externo)',
  fechaInvalid: 'La fecha debe tener el formato AAAA-MM-DD',
  motivoRequired: 'Indica el motivo',
  opcionInvalid: 'El voto debe ser si, no o abstencion',
  viaInvalid: 'La vía de asistencia debe ser presencial o remota',
  // Rules (400)
  calificadaNoPresencial:
    'Las decisiones de mayoría calificada del 70 % no pueden tomarse en reunión no presencial (art. 46, parágrafo, Ley 675 de 2001)',
  propietariosSoloExtraordinaria: 'Los propietarios solo pueden convocar asambleas extraordinarias (art. 39, Ley 675 de 2001)',
  convocanteNoPermitido: 'No puedes convocar la asamblea con ese convocante',
  lugarOEnlace: 'Indica el lugar (presencial) o el enlace (no presencial) de la reunión',
  antelacion: (minimo: number, dias: number) =>
    `La convocatoria debe hacerse con al menos ${minimo} días calendario de anticipación (art. 39, Ley 675 de 2001); esta tiene ${dias}`,
  externoSinSoporte: 'Adjunta el soporte de la convocatoria hecha por fuera de la plataforma',
  externoSinFecha: 'Indica la fecha en que se entregó la convocatoria',
  externoFechaFutura: 'La fecha de una convocatoria ya entregada no puede ser posterior a hoy',
  reunionPasada: 'La fecha de la reunión ya pasó',
  apoderadoAdministrador: 'El administrador y el personal del conjunto no pueden ser apoderados en la asamblea',
  // State (409)
  transicionInvalida: (desde: string, accion: string) => `Una asamblea ${desde.toLowerCase()} no se puede ${accion}`,
  ordenDelDiaBloqueado: 'La asamblea ya fue convocada: el orden del día no se puede cambiar',
  sumaCoeficientes: (suma: number) => `La suma de los coeficientes es ${pct(suma)}; debe ser 100 % para convocar`,
  adhesionesInsuficientes: (suma: number) =>
    `Los propietarios que convocan suman ${pct(suma)} de los coeficientes; se requiere al menos el 20 % (art. 39, Ley 675 de 2001)`,
  antesDeLaHora: 'La asamblea aún no ha llegado a su fecha y hora',
  sinQuorum: (unidades: number, coeficiente: number, segunda: boolean) =>
    segunda
      ? `No hay quórum: hay ${unidades} unidades presentes y en segunda convocatoria se requieren al menos 2`
      : `No hay quórum: hay ${unidades} unidades presentes con ${pct(coeficiente)} de los coeficientes; se requiere más del 50 % y al menos 2 unidades (art. 45, Ley 675 de 2001)`,
  hayQuorum: 'Hay quórum: instala la asamblea en lugar de declararla sin quórum',
  yaSegunda: 'Una segunda convocatoria no tiene otra',
  puntoAbiertoPendiente: 'Cierra la votación del punto abierto antes de cerrar la asamblea',
  otroPuntoAbierto: 'Ya hay un punto en votación: ciérralo antes de abrir otro',
  puntoInformativo: 'Los puntos informativos no se votan',
  puntoNoAbierto: 'La votación de este punto no está abierta',
  puntoTransicion: (desde: string, accion: string) => `Un punto ${desde} no se puede ${accion}`,
  asambleaNoEnCurso: 'La asamblea no está en curso',
  votoRepetido: 'Esta unidad ya votó este punto: el voto es definitivo',
  sinAsistencia: 'La unidad no tiene asistencia registrada en la asamblea',
  escritaVencida: 'El plazo de un mes para votar por escrito ya venció (art. 43, Ley 675 de 2001)',
  unidadFueraDelPadron: 'La unidad no está en el padrón de la asamblea',
  adhesionRepetida: 'Esta unidad ya se adhirió a la convocatoria',
  poderActivo: 'La unidad ya tiene un poder vigente en esta asamblea',
  poderTope: (nombre: string, tope: number) =>
    `${nombre} ya representa ${tope} unidades: el conjunto permite como máximo ${tope} poderes por apoderado`,
  poderTransicion: (desde: string, accion: string) => `Un poder ${desde} no se puede ${accion}`,
  // Accepting a poder from the mailed link (issue 25): it binds to the account that accepts it.
  poderEnlaceInvalido: 'El enlace del poder no es válido. Revisa que lo copiaste completo.',
  poderYaAceptado: 'Este poder ya fue aceptado: el enlace solo sirve una vez',
  poderEnlaceVencido: 'El enlace del poder venció. Pide al propietario que te otorgue un poder nuevo.',
  poderNoVigente: 'Este poder ya no está vigente: fue revocado o rechazado, o la asamblea ya no está convocada',
  poderOtroCorreo: 'Este poder se otorgó a otro correo. Ingresa con la cuenta del correo que recibió el enlace.',
  tokenRequerido: 'Falta el enlace del poder',
  sinPadron: 'La asamblea aún no tiene padrón: se congela al convocarla',
  asistenciaAunNo: 'El registro de asistencia abre 2 horas antes de la reunión',
  asistenciaAbierta: 'La unidad ya tiene una asistencia abierta',
  salidaRegistrada: 'La salida ya fue registrada',
  actaSinFirmantes: 'Indica el presidente y el secretario de la asamblea antes de publicar el acta',
  noEsPropietario: 'Solo los propietarios de la unidad o su apoderado pueden hacer esto',
  impugnacionPuntos: 'Los puntos impugnados deben ser decisiones de esta asamblea',
  impugnacionFirme: 'El acta ya está en firme: venció el término para impugnarla (art. 49, Ley 675 de 2001)',
  // Votes recorded by the mesa (issue 26): show of hands and paper ballots of the units in the room.
  votosMesaVacio: 'Registra al menos un voto',
  votosMesaMaximo: (max: number) => `Se registran como máximo ${new Intl.NumberFormat('es-CO').format(max)} votos a la vez`,
  papeletaLarga: 'El número de papeleta tiene como máximo 30 caracteres',
  papeletaRepetida: (papeleta: string) => `La papeleta ${papeleta} ya se registró en este punto`,
  unidadRepetidaEnLote: 'La unidad aparece más de una vez en este registro',
  // The secretario the administration designates to record the room's votes (issue 26).
  secretarioSinRol: 'La persona elegida no pertenece a este conjunto',
  secretarioTerminada: 'La asamblea ya terminó: su secretario no se puede cambiar',
} as const;
