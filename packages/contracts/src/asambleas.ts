// Asambleas de copropietarios (issue 18): inputs and outputs of the API. The legal arithmetic lives in
// ./asambleas/reglas.ts; coeficientes travel in percent (8.25), instants as ISO strings, civil dates
// as `YYYY-MM-DD`.
import { z } from 'zod';

import {
  ASAMBLEA_CONVOCANTES,
  ASAMBLEA_ESTADOS,
  ASAMBLEA_MODALIDADES,
  ASAMBLEA_MSG,
  ASAMBLEA_TIPOS,
  ASISTENCIA_VIAS,
  PODER_ESTADOS,
  PUNTO_ESTADOS,
  PUNTO_MAYORIAS,
  PUNTO_TIPOS,
  VOTO_OPCIONES,
} from './asambleas/constantes.ts';
import { fechaCivilField, instanteField } from './fechas.ts';
import { emailField, isoDate, numeroDocumentoField, pageFields, requiredText, tipoDocumentoField, uuidField } from './fields.ts';

export * from './asambleas/constantes.ts';

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
