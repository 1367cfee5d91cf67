// Asambleas de copropietarios (issue 18): inputs and outputs of the API. The legal arithmetic lives in
// ./asambleas/reglas.ts; coeficientes travel in percent (8.25), instants as ISO strings, civil dates
// as `YYYY-MM-DD`.
import { z } from 'zod';

import { fechaCivilField, instanteField } from './fechas.ts';
import { emailField, isoDate, numeroDocumentoField, pageFields, requiredText, tipoDocumentoField, uuidField } from './fields.ts';

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

const fechaHoraField = instanteField(ASAMBLEA_MSG.fechaHoraInvalid);
const civilDateField = fechaCivilField(ASAMBLEA_MSG.fechaInvalid);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

export const asambleaConfiguracionInput = z.object({
  id: uuidField,
  maxPoderesPorApoderado: z
    .number({ error: 'El tope de poderes debe ser un número entero' })
    .int()
    .min(1, { error: 'El tope de poderes debe ser al menos 1' })
    .nullable()
    .default(null),
  antelacionExtraordinariaDias: z
    .number({ error: 'La antelación debe ser un número de días' })
    .int()
    .min(1, { error: 'La antelación debe ser de al menos 1 día' })
    .max(60)
    .default(15),
  usoResidencial: z.boolean().default(true),
});
export const asambleaConfiguracionOutput = z.object({
  success: z.literal(true),
  configuracion: z.object({
    maxPoderesPorApoderado: z.number().int().nullable(),
    antelacionExtraordinariaDias: z.number().int(),
    usoResidencial: z.boolean(),
  }),
});

export const puntoInput = z.object({
  titulo: requiredText(ASAMBLEA_MSG.puntoTituloRequired, 300),
  tipo: z.enum(PUNTO_TIPOS, { error: ASAMBLEA_MSG.puntoTipoInvalid }),
  contenidoEconomico: z.boolean().default(false),
  mayoria: z.enum(PUNTO_MAYORIAS, { error: ASAMBLEA_MSG.mayoriaInvalid }).default('simple'),
});
export type PuntoInput = z.infer<typeof puntoInput>;

const asambleaFields = {
  tipo: z.enum(ASAMBLEA_TIPOS, { error: ASAMBLEA_MSG.tipoInvalid }),
  modalidad: z.enum(ASAMBLEA_MODALIDADES, { error: ASAMBLEA_MSG.modalidadInvalid }),
  titulo: requiredText(ASAMBLEA_MSG.tituloRequired, 200),
  fechaHora: fechaHoraField,
  lugar: optionalText(300),
  enlace: z.url({ error: ASAMBLEA_MSG.enlaceInvalid }).optional(),
  puntos: z.array(puntoInput).min(1, { error: ASAMBLEA_MSG.puntosRequired }).max(50),
  /** A second call announced by the convocatoria itself; otherwise art. 41 decides it. */
  segundaConvocatoria: z.object({ fechaHora: fechaHoraField }).optional(),
};

export const asambleaCreateInput = z.object({
  id: uuidField,
  ...asambleaFields,
  convocante: z.enum(ASAMBLEA_CONVOCANTES, { error: ASAMBLEA_MSG.convocanteInvalid }).optional(),
});
export type AsambleaCreateInput = z.infer<typeof asambleaCreateInput>;
export const asambleaUpdateInput = z.object({ id: uuidField, ...asambleaFields });
export type AsambleaUpdateInput = z.infer<typeof asambleaUpdateInput>;

export const asambleaIdInput = z.object({ id: uuidField });
export const asambleaListInput = z.object({ id: uuidField, estado: z.enum(ASAMBLEA_ESTADOS).optional(), ...pageFields });

export const asambleaConvocarInput = z.object({
  id: uuidField,
  medio: z.enum(['plataforma', 'externo'], { error: ASAMBLEA_MSG.medioInvalid }),
  fechaConvocatoria: civilDateField.optional(),
  soporte: optionalText(500),
});
export type AsambleaConvocarInput = z.infer<typeof asambleaConvocarInput>;

export const asambleaCancelarInput = z.object({ id: uuidField, motivo: requiredText(ASAMBLEA_MSG.motivoRequired, 1000) });
export const adhesionInput = z.object({ id: uuidField, apartamentoId: uuidField });
/** userId null: the designation is withdrawn. */
export const asambleaSecretarioInput = z.object({ id: uuidField, userId: uuidField.nullable() });

export const poderCreateInput = z.object({
  id: uuidField,
  apartamentoId: uuidField,
  apoderado: z.object({
    nombre: requiredText('El nombre del apoderado es obligatorio', 200),
    tipo_documento: tipoDocumentoField,
    numero_documento: numeroDocumentoField,
    email: emailField,
  }),
  soporte: optionalText(500),
});
export type PoderCreateInput = z.infer<typeof poderCreateInput>;
/** The token of the link mailed to the apoderado: it travels in the body, never in a URL the server logs. */
export const poderTokenInput = z.object({
  token: z
    .string({ error: ASAMBLEA_MSG.tokenRequerido })
    .trim()
    .min(1, { error: ASAMBLEA_MSG.tokenRequerido })
    .max(200, { error: ASAMBLEA_MSG.poderEnlaceInvalido }),
});
export const poderDecisionInput = z.object({ id: uuidField, motivo: optionalText(1000) });

export const asistenciaCreateInput = z.object({
  id: uuidField,
  apartamentoId: uuidField,
  via: z.enum(ASISTENCIA_VIAS, { error: ASAMBLEA_MSG.viaInvalid }).default('presencial'),
});
export const votoCreateInput = z.object({
  id: uuidField,
  apartamentoId: uuidField,
  opcion: z.enum(VOTO_OPCIONES, { error: ASAMBLEA_MSG.opcionInvalid }),
});
/**
 * Art. 45: the mesa records the votes of the units present or represented. A batch of 800 votes with the
 * longest papeletas (~125 bytes each) stays under MAX_BODY_BYTES (100 KB); the web sends a larger room in
 * several batches.
 */
export const VOTOS_MESA_MAX = 800;
export const votoMesaInput = z.object({
  apartamentoId: uuidField,
  opcion: z.enum(VOTO_OPCIONES, { error: ASAMBLEA_MSG.opcionInvalid }),
  papeleta: z
    .string()
    .trim()
    .max(30, { error: ASAMBLEA_MSG.papeletaLarga })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type VotoMesaInput = z.input<typeof votoMesaInput>;
export const votosMesaInput = z.object({
  id: uuidField,
  votos: z
    .array(votoMesaInput)
    .min(1, { error: ASAMBLEA_MSG.votosMesaVacio })
    .max(VOTOS_MESA_MAX, { error: ASAMBLEA_MSG.votosMesaMaximo(VOTOS_MESA_MAX) }),
});
export const votoListInput = z.object({ id: uuidField, ...pageFields, pageSize: pageFields.pageSize.default(100) });

// ---- Outputs --------------------------------------------------------------------------------------

export const puntoOutput = z.object({
  id: z.string(),
  orden: z.number().int(),
  titulo: z.string(),
  tipo: z.enum(PUNTO_TIPOS),
  contenidoEconomico: z.boolean(),
  mayoria: z.enum(PUNTO_MAYORIAS),
  ponderacion: z.enum(['coeficiente', 'unidad']),
  estado: z.enum(PUNTO_ESTADOS),
});
export type PuntoOutput = z.infer<typeof puntoOutput>;

export const actaOutputInfo = z.object({
  presidente: z.string().nullable(),
  secretario: z.string().nullable(),
  constancias: z.string().nullable(),
  publicadaEn: isoDate.nullable(),
  /** Art. 47 (20 business days) or art. 42 (10, no presencial). */
  plazoPublicacion: z.string().nullable(),
  fueraDeTermino: z.boolean().nullable(),
  /** Art. 49: two months after publication. */
  impugnableHasta: z.string().nullable(),
  impugnada: z.boolean(),
});

export const asambleaOutput = z.object({
  id: z.string(),
  phId: z.string(),
  tipo: z.enum(ASAMBLEA_TIPOS),
  modalidad: z.enum(ASAMBLEA_MODALIDADES),
  convocante: z.enum(ASAMBLEA_CONVOCANTES),
  convocatoria: z.enum(['primera', 'segunda']),
  primeraId: z.string().nullable(),
  segundaId: z.string().nullable(),
  titulo: z.string(),
  fechaHora: isoDate,
  lugar: z.string().nullable(),
  enlace: z.string().nullable(),
  estado: z.enum(ASAMBLEA_ESTADOS),
  convocatoriaInfo: z
    .object({
      medio: z.enum(['plataforma', 'externo']),
      fechaConvocatoria: z.string(),
      soporte: z.string().nullable(),
      convocadaEn: isoDate,
    })
    .nullable(),
  segundaConvocatoria: z.object({ fechaHora: isoDate }).nullable(),
  instaladaEn: isoDate.nullable(),
  cerradaEn: isoDate.nullable(),
  motivoCancelacion: z.string().nullable(),
  puntos: z.array(puntoOutput),
  acta: actaOutputInfo,
  /** The account designated to record the room's votes (issue 26); null when none. */
  secretarioId: z.string().nullable(),
  createdAt: isoDate,
});
export type AsambleaOutput = z.infer<typeof asambleaOutput>;

export const asambleaSingleOutput = z.object({ success: z.literal(true), asamblea: asambleaOutput });
export const asambleaListOutput = z.object({
  success: z.literal(true),
  asambleas: z.array(asambleaOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const sinQuorumOutput = z.object({
  success: z.literal(true),
  asamblea: asambleaOutput,
  segunda: z.object({ id: z.string(), fechaHora: isoDate }),
});

export const padronOutput = z.object({
  success: z.literal(true),
  padron: z.object({
    unidades: z.array(z.object({ apartamentoId: z.string(), unidad: z.string(), coeficiente: z.number() })),
    coeficienteTotal: z.number(),
  }),
});

export const adhesionOutput = z.object({
  success: z.literal(true),
  adhesion: z.object({ id: z.string(), apartamentoId: z.string(), createdAt: isoDate }),
});

export const poderOutput = z.object({
  id: z.string(),
  asambleaId: z.string(),
  apartamentoId: z.string(),
  unidad: z.string(),
  estado: z.enum(PODER_ESTADOS),
  apoderado: z.object({ nombre: z.string(), tipo_documento: z.string(), numero_documento: z.string(), email: z.string() }),
  desdeLaCuenta: z.boolean(),
  soporte: z.string().nullable(),
  motivo: z.string().nullable(),
  /** Accepted by the apoderado from the mailed link: until then the poder grants nothing. */
  aceptadoEn: isoDate.nullable(),
  createdAt: isoDate,
});
export const poderSingleOutput = z.object({ success: z.literal(true), poder: poderOutput });
export const poderListOutput = z.object({
  success: z.literal(true),
  poderes: z.array(
    poderOutput.extend({
      /** The caller is the account that accepted this poder. */
      aceptadoPorTi: z.boolean(),
      /** The unit has an open attendance in the asamblea. */
      presente: z.boolean(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** What a mailed link offers: who grants which unit for which meeting (no one else's data). */
export const poderAceptacionOutput = z.object({
  success: z.literal(true),
  aceptacion: z.object({
    poderId: z.string(),
    conjunto: z.object({ nombre: z.string(), identificador: z.string() }),
    asamblea: z.object({
      id: z.string(),
      titulo: z.string(),
      tipo: z.enum(ASAMBLEA_TIPOS),
      modalidad: z.enum(ASAMBLEA_MODALIDADES),
      fechaHora: isoDate,
      lugar: z.string().nullable(),
      enlace: z.string().nullable(),
    }),
    unidad: z.string(),
    poderdante: z.string(),
    apoderado: z.object({ nombre: z.string(), email: z.string() }),
    aceptadoEn: isoDate.nullable(),
    venceEn: isoDate,
  }),
});
export type PoderAceptacion = z.infer<typeof poderAceptacionOutput>['aceptacion'];

export const asistenciaOutput = z.object({
  id: z.string(),
  apartamentoId: z.string(),
  unidad: z.string(),
  nombre: z.string(),
  calidad: z.enum(['propietario', 'apoderado']),
  via: z.enum(ASISTENCIA_VIAS),
  entradaEn: isoDate,
  salidaEn: isoDate.nullable(),
});
export const asistenciaSingleOutput = z.object({ success: z.literal(true), asistencia: asistenciaOutput });

export const quorumOutput = z.object({
  success: z.literal(true),
  quorum: z.object({
    convocatoria: z.enum(['primera', 'segunda']),
    coeficientePresente: z.number(),
    unidadesPresentes: z.number().int(),
    coeficienteTotal: z.number(),
    unidadesTotales: z.number().int(),
    hayQuorum: z.boolean(),
  }),
});

export const puntoSingleOutput = z.object({ success: z.literal(true), punto: puntoOutput });

export const votoOutput = z.object({
  id: z.string(),
  puntoId: z.string(),
  apartamentoId: z.string(),
  unidad: z.string(),
  opcion: z.enum(VOTO_OPCIONES),
  /** Coeficiente in percent or 1 (unidad), from the padrón. */
  peso: z.number(),
  calidad: z.enum(['propietario', 'apoderado']),
  emitidoEn: isoDate,
  hash: z.string(),
  /** plataforma: cast from the voter's account; mesa: recorded by the staff in the room. */
  via: z.enum(['plataforma', 'mesa']),
  papeleta: z.string().nullable(),
});
export const votoSingleOutput = z.object({ success: z.literal(true), voto: votoOutput, message: z.string().optional() });
export const votoListOutput = z.object({
  success: z.literal(true),
  votos: z.array(votoOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const votosMesaOutput = z.object({
  success: z.literal(true),
  registrados: z.number().int(),
  rechazados: z.array(z.object({ apartamentoId: z.string(), motivo: z.string() })),
});
export type VotosMesaOutput = z.infer<typeof votosMesaOutput>;

/** The units present (or represented) that have not voted the punto yet: the mesa's list and the closing warning. */
export const votosMesaPendientesOutput = z.object({
  success: z.literal(true),
  pendientes: z.object({
    unidades: z.number().int(),
    /** Percent of all coeficientes. */
    coeficiente: z.number(),
    lista: z.array(
      z.object({
        apartamentoId: z.string(),
        unidad: z.string(),
        coeficiente: z.number(),
        nombre: z.string(),
        calidad: z.enum(['propietario', 'apoderado']),
      }),
    ),
  }),
});
export type VotosMesaPendientes = z.infer<typeof votosMesaPendientesOutput>['pendientes'];

export const resultadoOutput = z.object({
  success: z.literal(true),
  resultado: z.object({
    ponderacion: z.enum(['coeficiente', 'unidad']),
    mayoria: z.enum(PUNTO_MAYORIAS),
    baseTipo: z.enum(['presentes', 'total']),
    /** Percent of coeficientes (coeficiente) or units (unidad). */
    base: z.number(),
    votos: z.object({ si: z.number(), no: z.number(), abstencion: z.number() }),
    porcentajeSi: z.number(),
    aprobado: z.boolean().nullable(),
  }),
});

export const evidenciaOutput = z.object({
  success: z.literal(true),
  evidencia: z.object({
    asambleaId: z.string(),
    cadenaValida: z.boolean(),
    votos: z.array(
      z.object({
        secuencia: z.number().int(),
        puntoId: z.string(),
        punto: z.string(),
        apartamentoId: z.string(),
        unidad: z.string(),
        votante: z.string(),
        via: z.enum(['plataforma', 'mesa']),
        /** The staff member who recorded a mesa vote. */
        registradoPor: z.string().nullable(),
        papeleta: z.string().nullable(),
        calidad: z.enum(['propietario', 'apoderado']),
        opcion: z.enum(VOTO_OPCIONES),
        peso: z.number(),
        emitidoEn: isoDate,
        hashAnterior: z.string(),
        hash: z.string(),
      }),
    ),
  }),
});

// ---- Acta (art. 47) -------------------------------------------------------------------------------

export const actaUpdateInput = z.object({
  id: uuidField,
  presidente: requiredText('Indica quién presidió la asamblea', 200),
  secretario: requiredText('Indica quién fue secretario de la asamblea', 200),
  constancias: optionalText(10000),
});

export const impugnacionInput = z.object({
  id: uuidField,
  puntoIds: z.array(uuidField).min(1, { error: 'Indica al menos un punto impugnado' }),
  radicado: requiredText('Indica el radicado del proceso', 100),
  juzgado: requiredText('Indica el juzgado', 200),
});

const resultadoFields = resultadoOutput.shape.resultado;

export const actaOutput = z.object({
  success: z.literal(true),
  acta: z.object({
    borrador: z.boolean(),
    convocatoria: z.object({
      titulo: z.string(),
      tipo: z.enum(ASAMBLEA_TIPOS),
      modalidad: z.enum(ASAMBLEA_MODALIDADES),
      convocante: z.enum(ASAMBLEA_CONVOCANTES),
      convocatoria: z.enum(['primera', 'segunda']),
      fechaHora: isoDate,
      lugar: z.string().nullable(),
      enlace: z.string().nullable(),
      medio: z.enum(['plataforma', 'externo']).nullable(),
      fechaConvocatoria: z.string().nullable(),
      segundaConvocatoria: z.object({ fechaHora: isoDate }).nullable(),
    }),
    puntos: z.array(puntoOutput),
    asistentes: z.array(
      z.object({
        unidad: z.string(),
        coeficiente: z.number(),
        nombre: z.string(),
        calidad: z.enum(['propietario', 'apoderado']),
        poderdante: z.string().optional(),
        via: z.enum(ASISTENCIA_VIAS),
      }),
    ),
    /** At installation: units present when the asamblea was installed. */
    quorum: z.object({
      coeficientePresente: z.number(),
      unidadesPresentes: z.number().int(),
      coeficienteTotal: z.number(),
      unidadesTotales: z.number().int(),
      hayQuorum: z.boolean(),
    }),
    decisiones: z.array(
      z.object({
        puntoId: z.string(),
        titulo: z.string(),
        votos: resultadoFields.shape.votos,
        regla: z.string(),
        resultado: resultadoFields,
        aprobado: z.boolean().nullable(),
        /** Art. 47: the units that abstained, and those present at closing that cast no vote. */
        abstenciones: z.array(z.string()),
        sinVoto: z.array(z.string()),
      }),
    ),
    presidente: z.string().nullable(),
    secretario: z.string().nullable(),
    constancias: z.string().nullable(),
  }),
});
export type ActaOutput = z.infer<typeof actaOutput>['acta'];

export const impugnacionOutput = z.object({
  success: z.literal(true),
  impugnacion: z.object({
    id: z.string(),
    puntoIds: z.array(z.string()),
    radicado: z.string(),
    juzgado: z.string(),
    createdAt: isoDate,
  }),
  asamblea: asambleaOutput,
});

/** A single-use ticket for `GET /api/asambleas/{id}/eventos?ticket=` (EventSource sends no headers). */
export const eventosTicketOutput = z.object({ success: z.literal(true), ticket: z.string(), expiraEn: isoDate });
