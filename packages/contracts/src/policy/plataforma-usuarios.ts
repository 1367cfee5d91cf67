// Who among the platform's staff may do what with people's accounts and the audit log (issue 33). Pure.
//
// The issue gives SOPORTE the users read-only, and also asks that a support agent can find a person and
// resend their verification: the two actions that only send the person a mail to their own address
// (a new verification link, a password-reset link) change nothing in the account and are what a support
// desk answers all day, so SOPORTE has them. Ending sessions, blocking, unblocking and the platform role
// change the account: SUPER_ADMIN only. COMERCIAL sells; it does not see people's accounts.
import type { Rol } from '../roles.ts';
import { ROL_ADMINISTRACION, type PlatformRole } from './community.ts';

export const USUARIOS_ACCIONES = [
  'leer',
  'reenviarVerificacion',
  'restablecerClave',
  'cerrarSesiones',
  'bloquear',
  'desbloquear',
  'cambiarRolPlataforma',
] as const;
export type UsuariosAccion = (typeof USUARIOS_ACCIONES)[number];

const USUARIOS_POR_ROL: Record<PlatformRole, readonly UsuariosAccion[]> = {
  SUPER_ADMIN: USUARIOS_ACCIONES,
  SOPORTE: ['leer', 'reenviarVerificacion', 'restablecerClave'],
  COMERCIAL: [],
};

export function mayOnUsuarios(platformRole: PlatformRole | null, accion: UsuariosAccion): boolean {
  return platformRole !== null && USUARIOS_POR_ROL[platformRole].includes(accion);
}

/** What a person's account looks like to the actions: only what they depend on. */
export interface CuentaObjetivo {
  verificada: boolean;
  bloqueada: boolean;
  /** Login attempts held back now (the «desbloquear» also releases them). */
  retenida: boolean;
  /** The caller is looking at their own account. */
  propia: boolean;
}

/**
 * The actions the caller may take on this account now: a verified account needs no new verification
 * link; nobody blocks themselves (nor locks the platform out of its last SUPER_ADMIN that way); only a
 * blocked or held-back account is unblocked.
 */
export function accionesSobreCuenta(platformRole: PlatformRole | null, cuenta: CuentaObjetivo): UsuariosAccion[] {
  return USUARIOS_ACCIONES.filter((accion) => {
    if (accion === 'leer' || !mayOnUsuarios(platformRole, accion)) return false;
    if (accion === 'reenviarVerificacion') return !cuenta.verificada;
    if (accion === 'bloquear') return !cuenta.bloqueada && !cuenta.propia;
    if (accion === 'desbloquear') return cuenta.bloqueada || cuenta.retenida;
    return true;
  });
}

/**
 * Changing a person's role from `actual` to `nuevo` leaves the platform without an active SUPER_ADMIN when
 * `otrosActivos` (the active, i.e. unblocked, SUPER_ADMINs other than this person) is zero.
 */
export function quitaUltimoSuperAdmin(actual: PlatformRole | null, nuevo: PlatformRole | null, otrosActivos: number): boolean {
  return actual === 'SUPER_ADMIN' && nuevo !== 'SUPER_ADMIN' && otrosActivos === 0;
}

/** The platform-wide audit log: SUPER_ADMIN and SOPORTE read it (support answers «who changed this?»). */
export function mayReadPlatformAudit(platformRole: PlatformRole | null): boolean {
  return platformRole === 'SUPER_ADMIN' || platformRole === 'SOPORTE';
}

/** A complex's own audit log: its administration, and the platform staff who read the platform's. */
export function mayReadComplexAudit(platformRole: PlatformRole | null, roles: readonly Rol[]): boolean {
  return mayReadPlatformAudit(platformRole) || roles.includes(ROL_ADMINISTRACION);
}

/** The configuration in force: any platform staff (every platform portal shows Configuración del Sistema). */
export function mayReadSystemConfig(platformRole: PlatformRole | null): boolean {
  return platformRole !== null;
}
