// The platform's own staff (issue 33): the people search, a person's page and the actions on an account,
// the audit log's search and the configuration in force. Inputs and outputs of both facades.
import { z } from 'zod';

import { esFechaCivil } from './civil.ts';
import {
  EMAIL_VERIFICATION_TTL_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_EMAIL,
  LOGIN_MAX_FAILURES_PER_IP,
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RESET_TTL_MS,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from './constants.ts';
import { pageFields, uuidField } from './fields.ts';
import { ROLES, SUPER_USER_ROLES } from './roles.ts';

export const PLATAFORMA_USUARIOS_MSG = {
  motivoRequerido: 'Escribe el motivo (al menos 5 caracteres)',
  motivoLargo: 'El motivo no puede tener más de 500 caracteres',
  rolInvalido: 'El rol de plataforma no es válido',
  usuarioNoEncontrado: 'No encontramos a esa persona',
  cuentaYaVerificada: 'El correo de esta persona ya está verificado',
  cuentaBloqueada: 'Tu cuenta está bloqueada. Escribe a soporte de Horizonte para conocer el motivo.',
  yaBloqueada: 'Esta cuenta ya está bloqueada',
  noBloqueada: 'Esta cuenta no está bloqueada ni tiene intentos de acceso retenidos',
  noPuedesBloquearte: 'No puedes bloquear tu propia cuenta',
  ultimoSuperAdmin: 'La plataforma debe conservar al menos un Super Administrador activo',
  rolSinCambio: 'La persona ya tiene ese rol de plataforma',
  rangoFechas: 'La fecha inicial debe ser anterior o igual a la final',
  rangoDemasiadoLargo: 'Consulta como máximo 366 días a la vez',
  verificacionEnviada: 'Enviamos un nuevo enlace de verificación a su correo',
  restablecimientoEnviado: 'Enviamos un enlace para restablecer la contraseña a su correo',
  sesionesCerradas: (n: number) => (n === 1 ? 'Se cerró 1 sesión' : `Se cerraron ${n} sesiones`),
  cuentaBloqueadaOk: 'Cuenta bloqueada; sus sesiones se cerraron',
  cuentaDesbloqueadaOk: 'Cuenta desbloqueada',
  rolActualizado: 'Rol de plataforma actualizado',
} as const;

/** Every action on an account states why: the audit log keeps it beside the before and after. */
export const MOTIVO_MAX = 500;
export const motivoField = z
  .string({ error: PLATAFORMA_USUARIOS_MSG.motivoRequerido })
  .trim()
  .min(5, { error: PLATAFORMA_USUARIOS_MSG.motivoRequerido })
  .max(MOTIVO_MAX, { error: PLATAFORMA_USUARIOS_MSG.motivoLargo });

// ---- The search -----------------------------------------------------------------------------------

/** The spec's role filter (todos, super, admin, propietario, residente); `super` is any platform role. */
export const USUARIO_FILTROS = ['super', 'admin', 'propietario', 'residente'] as const;
export type UsuarioFiltro = (typeof USUARIO_FILTROS)[number];
export const USUARIO_FILTRO_LABELS: Record<UsuarioFiltro, string> = {
  super: 'Super Usuario',
  admin: 'Administrador',
  propietario: 'Propietario',
  residente: 'Residente',
};

export const USUARIOS_PAGE_SIZE = 20;

/** Lists of people and audit entries page at most 50 at a time. */
const pageSize50 = z.coerce
  .number({ error: 'El tamaño de página debe ser un número' })
  .int()
  .min(1)
  .max(50, { error: 'El tamaño de página no puede superar 50' })
  .default(USUARIOS_PAGE_SIZE);

export const usuarioListInput = z.object({
  q: z.string().trim().max(100, { error: 'La búsqueda no puede tener más de 100 caracteres' }).optional(),
  tipo: z.enum(USUARIO_FILTROS).optional(),
  ...pageFields,
  pageSize: pageSize50,
});
export type UsuarioListInput = z.input<typeof usuarioListInput>;

const rolEnConjunto = z.object({ phId: z.string(), phNombre: z.string(), identificador: z.string(), rol: z.enum(ROLES) });

export const usuarioResumenOutput = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  tipoDocumento: z.string(),
  numeroDocumento: z.string(),
  verificado: z.boolean(),
  rolPlataforma: z.enum(SUPER_USER_ROLES).nullable(),
  bloqueado: z.boolean(),
  roles: z.array(rolEnConjunto),
  creadoEn: z.string(),
});
export type UsuarioResumen = z.infer<typeof usuarioResumenOutput>;

export const usuarioListOutput = z.object({
  success: z.literal(true),
  usuarios: z.array(usuarioResumenOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UsuarioListOutput = z.infer<typeof usuarioListOutput>;

// ---- A person's page ------------------------------------------------------------------------------

export const usuarioIdInput = z.object({ id: uuidField });

export const ACCESO_RESULTADOS = ['ingreso', 'fallido', 'denegado'] as const;
export type AccesoResultado = (typeof ACCESO_RESULTADOS)[number];
export const ACCESO_RESULTADO_LABELS: Record<AccesoResultado, string> = {
  ingreso: 'Ingresó',
  fallido: 'Contraseña incorrecta',
  denegado: 'Acceso denegado',
};

export const usuarioDetalleOutput = z.object({
  success: z.literal(true),
  usuario: usuarioResumenOutput.extend({
    verificadoEn: z.string().nullable(),
    bloqueo: z.object({ motivo: z.string(), bloqueadoEn: z.string(), bloqueadoPor: z.string().nullable() }).nullable(),
    sesiones: z.array(
      z.object({
        creadaEn: z.string(),
        ultimoUso: z.string(),
        expiraEn: z.string(),
        navegador: z.string().nullable(),
        sistema: z.string().nullable(),
      }),
    ),
    /** The latest logins, failed passwords and refusals (newest first, at most 20). */
    accesos: z.array(
      z.object({
        en: z.string(),
        resultado: z.enum(ACCESO_RESULTADOS),
        ip: z.string().nullable(),
        detalle: z.string().nullable(),
      }),
    ),
    /** Password attempts counted against the account in the login window now. */
    intentosRecientes: z.number().int(),
    /** Device/IP pairs held back by the login limit now, and until when. */
    retenciones: z.array(z.object({ ip: z.string(), hasta: z.string() })),
  }),
});
export type UsuarioDetalle = z.infer<typeof usuarioDetalleOutput>['usuario'];

export const usuarioAccionInput = z.object({ id: uuidField, motivo: motivoField });
export type UsuarioAccionInput = z.input<typeof usuarioAccionInput>;
export const usuarioAccionOutput = z.object({ success: z.literal(true), message: z.string() });

export const rolPlataformaInput = z.object({
  id: uuidField,
  /** null: no platform role any more. */
  rol: z.enum(SUPER_USER_ROLES, { error: PLATAFORMA_USUARIOS_MSG.rolInvalido }).nullable(),
  motivo: motivoField,
});
export type RolPlataformaInput = z.input<typeof rolPlataformaInput>;

/** The web's forms (react-hook-form): the motivo, and the role with «sin rol» as an empty value. */
export const motivoForm = z.object({ motivo: motivoField });
export const rolPlataformaForm = z.object({
  rol: z.union([z.enum(SUPER_USER_ROLES), z.literal('')], { error: PLATAFORMA_USUARIOS_MSG.rolInvalido }),
  motivo: motivoField,
});

// ---- The audit log --------------------------------------------------------------------------------

/** One query covers at most this many days: a bounded scan of the log. */
export const AUDITORIA_MAX_DIAS = 366;
const fechaCivil = z.string().refine(esFechaCivil, { error: 'La fecha debe ser una fecha válida con el formato AAAA-MM-DD' });

const auditoriaFiltros = {
  /** Name or email of who acted. */
  persona: z.string().trim().max(100).optional(),
  /** An action or its prefix (`auth.`, `pqrs.radicar`). */
  accion: z.string().trim().max(80).optional(),
  /** Bogotá civil dates, both inclusive; by default the last 30 days. */
  desde: fechaCivil.optional(),
  hasta: fechaCivil.optional(),
  ...pageFields,
  pageSize: pageSize50,
};

export const auditoriaListInput = z.object({ ...auditoriaFiltros, phId: uuidField.optional() });
export type AuditoriaListInput = z.input<typeof auditoriaListInput>;
export const phAuditoriaInput = z.object({ ...auditoriaFiltros, id: uuidField });
export type PhAuditoriaInput = z.input<typeof phAuditoriaInput>;

export const auditoriaEntradaOutput = z.object({
  id: z.string(),
  en: z.string(),
  accion: z.string(),
  entidad: z.string().nullable(),
  entidadId: z.string().nullable(),
  actor: z.object({ id: z.string(), nombre: z.string(), email: z.string() }).nullable(),
  ph: z.object({ id: z.string(), nombre: z.string() }).nullable(),
  ip: z.string().nullable(),
  /** What the change recorded: before/after, the motivo, counts. */
  detalles: z.unknown(),
});
export type AuditoriaEntrada = z.infer<typeof auditoriaEntradaOutput>;

export const auditoriaListOutput = z.object({
  success: z.literal(true),
  entradas: z.array(auditoriaEntradaOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  desde: z.string(),
  hasta: z.string(),
});
export type AuditoriaListOutput = z.infer<typeof auditoriaListOutput>;

// ---- The configuration in force -------------------------------------------------------------------

const HORA_MS = 60 * 60 * 1000;

/** The values the server enforces, from the same constants it uses (never sample text). */
export function configuracionVigente() {
  return {
    sesiones: {
      inactividadHoras: SESSION_IDLE_TIMEOUT_MS / HORA_MS,
      duracionMaximaDias: SESSION_ABSOLUTE_LIFETIME_MS / (24 * HORA_MS),
    },
    acceso: {
      intentosPorCuentaYDispositivo: LOGIN_MAX_FAILURES_PER_EMAIL,
      intentosPorIp: LOGIN_MAX_FAILURES_PER_IP,
      ventanaMinutos: LOGIN_FAILURE_WINDOW_MS / 60_000,
    },
    claves: { longitudMinima: NEW_PASSWORD_MIN_LENGTH, longitudMaxima: PASSWORD_MAX_LENGTH },
    correo: {
      verificacionObligatoria: true,
      enlaceVerificacionHoras: EMAIL_VERIFICATION_TTL_MS / HORA_MS,
      enlaceRestablecimientoMinutos: PASSWORD_RESET_TTL_MS / 60_000,
    },
  };
}

export const configuracionOutput = z.object({
  success: z.literal(true),
  sesiones: z.object({ inactividadHoras: z.number(), duracionMaximaDias: z.number() }),
  acceso: z.object({
    intentosPorCuentaYDispositivo: z.number().int(),
    intentosPorIp: z.number().int(),
    ventanaMinutos: z.number(),
  }),
  claves: z.object({ longitudMinima: z.number().int(), longitudMaxima: z.number().int() }),
  correo: z.object({
    verificacionObligatoria: z.boolean(),
    enlaceVerificacionHoras: z.number(),
    enlaceRestablecimientoMinutos: z.number(),
  }),
  version: z.string(),
});
export type ConfiguracionSistema = z.infer<typeof configuracionOutput>;
