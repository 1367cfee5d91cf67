import { describe, expect, it } from 'vitest';

import {
  accionesSobreCuenta,
  mayOnUsuarios,
  mayReadComplexAudit,
  mayReadPlatformAudit,
  mayReadSystemConfig,
  quitaUltimoSuperAdmin,
  USUARIOS_ACCIONES,
  type CuentaObjetivo,
} from './plataforma-usuarios.ts';

const cuenta = (c: Partial<CuentaObjetivo> = {}): CuentaObjetivo => ({
  verificada: true,
  bloqueada: false,
  retenida: false,
  propia: false,
  ...c,
});

describe('mayOnUsuarios: the table', () => {
  it('SUPER_ADMIN may do everything', () => {
    expect(USUARIOS_ACCIONES.filter((a) => mayOnUsuarios('SUPER_ADMIN', a))).toEqual([...USUARIOS_ACCIONES]);
  });
  it('SOPORTE reads and sends the two mails, nothing that changes the account', () => {
    expect(USUARIOS_ACCIONES.filter((a) => mayOnUsuarios('SOPORTE', a))).toEqual([
      'leer',
      'reenviarVerificacion',
      'restablecerClave',
    ]);
  });
  it('COMERCIAL and people without a platform role: nothing', () => {
    expect(USUARIOS_ACCIONES.filter((a) => mayOnUsuarios('COMERCIAL', a))).toEqual([]);
    expect(USUARIOS_ACCIONES.filter((a) => mayOnUsuarios(null, a))).toEqual([]);
  });
});

describe('accionesSobreCuenta: what the account allows now', () => {
  it('a verified, active account of someone else', () => {
    expect(accionesSobreCuenta('SUPER_ADMIN', cuenta())).toEqual([
      'restablecerClave',
      'cerrarSesiones',
      'bloquear',
      'cambiarRolPlataforma',
    ]);
  });
  it('an unverified account may get a new link; support sees only its two mails', () => {
    expect(accionesSobreCuenta('SOPORTE', cuenta({ verificada: false }))).toEqual(['reenviarVerificacion', 'restablecerClave']);
  });
  it('a blocked account is unblocked, not blocked again', () => {
    const acciones = accionesSobreCuenta('SUPER_ADMIN', cuenta({ bloqueada: true }));
    expect(acciones).toContain('desbloquear');
    expect(acciones).not.toContain('bloquear');
  });
  it('held-back login attempts are released by «desbloquear»', () => {
    expect(accionesSobreCuenta('SUPER_ADMIN', cuenta({ retenida: true }))).toContain('desbloquear');
  });
  it('nobody blocks their own account', () => {
    expect(accionesSobreCuenta('SUPER_ADMIN', cuenta({ propia: true }))).not.toContain('bloquear');
  });
  it('COMERCIAL: none', () => {
    expect(accionesSobreCuenta('COMERCIAL', cuenta({ verificada: false, bloqueada: true }))).toEqual([]);
  });
});

describe('quitaUltimoSuperAdmin', () => {
  it('refuses to take the role from the only active SUPER_ADMIN', () => {
    expect(quitaUltimoSuperAdmin('SUPER_ADMIN', 'SOPORTE', 0)).toBe(true);
    expect(quitaUltimoSuperAdmin('SUPER_ADMIN', null, 0)).toBe(true);
  });
  it('allows it when another active one remains, and any change of someone who is not one', () => {
    expect(quitaUltimoSuperAdmin('SUPER_ADMIN', null, 1)).toBe(false);
    expect(quitaUltimoSuperAdmin('SOPORTE', null, 0)).toBe(false);
    expect(quitaUltimoSuperAdmin('SUPER_ADMIN', 'SUPER_ADMIN', 0)).toBe(false);
  });
});

describe('the audit log and the configuration', () => {
  it('platform audit: SUPER_ADMIN and SOPORTE', () => {
    expect(mayReadPlatformAudit('SUPER_ADMIN')).toBe(true);
    expect(mayReadPlatformAudit('SOPORTE')).toBe(true);
    expect(mayReadPlatformAudit('COMERCIAL')).toBe(false);
    expect(mayReadPlatformAudit(null)).toBe(false);
  });
  it("a complex's audit: its administration too, not its consejo nor residents", () => {
    expect(mayReadComplexAudit(null, ['admin'])).toBe(true);
    expect(mayReadComplexAudit(null, ['consejo', 'propietario'])).toBe(false);
    expect(mayReadComplexAudit('COMERCIAL', [])).toBe(false);
    expect(mayReadComplexAudit('SOPORTE', [])).toBe(true);
  });
  it('configuration: any platform staff', () => {
    expect(mayReadSystemConfig('COMERCIAL')).toBe(true);
    expect(mayReadSystemConfig(null)).toBe(false);
  });
});
