import { describe, expect, it } from 'vitest';

import {
  accionesResidente,
  administraConjuntos,
  communityAccess,
  esRolDeUnidad,
  mayOnProperty,
  PH_ACTIONS,
  PLATFORM_PORTAL_ROLE,
  platformPortalRefusal,
  ROL_ADMINISTRACION,
  ROL_POR_DEFECTO,
  roleRemovalRefusal,
} from './community.ts';

// Every caller kind × every action: [platformRole, roles, view, stats, readCommunity, readInvitations, manage].
const MATRIZ = [
  [null, ['admin'], true, true, true, true, true],
  [null, ['consejo'], true, true, true, false, false],
  [null, ['propietario'], true, false, false, false, false],
  [null, ['residente'], true, false, false, false, false],
  [null, ['proveedor'], true, false, false, false, false],
  [null, ['porteria'], true, false, false, false, false],
  [null, [], false, false, false, false, false],
  ['SUPER_ADMIN', [], true, true, true, true, true],
  ['SOPORTE', [], true, true, true, true, false],
  ['COMERCIAL', [], true, true, false, false, false],
] as const;

describe('community: who may do what', () => {
  it.each(MATRIZ)(
    '%s %j → view, stats, readCommunity, readInvitations, manage: %s %s %s %s %s',
    (platformRole, roles, ...esperado) => {
      expect(PH_ACTIONS.map((a) => mayOnProperty(platformRole, roles, a))).toEqual(esperado);
    },
  );

  it.each(MATRIZ.filter(([p, roles]) => p !== null || roles.length === 1))(
    'a portal of %s %j shows the community as the table says',
    (platformRole, roles, _view, _stats, read, readInvitations, manage) => {
      expect(communityAccess(roles[0] ?? 'admin', platformRole)).toEqual({ read, readInvitations, manage });
    },
  );

  it.each([
    ['admin', false],
    ['consejo', false],
    ['proveedor', false],
    ['porteria', false],
    ['propietario', true],
    ['residente', true],
  ] as const)('%s ties a person to units: %s', (rol, deUnidad) => {
    expect(esRolDeUnidad(rol)).toBe(deUnidad);
  });

  it.each([
    ['admin', true],
    ['consejo', false],
    ['propietario', false],
    ['residente', false],
    ['proveedor', false],
    ['porteria', false],
    ['SUPER_ADMIN', false],
  ] as const)('%s administers complexes (main login, general panel): %s', (rol, administra) => {
    expect(administraConjuntos(rol)).toBe(administra);
  });

  it('lists the properties of the administration and opens each platform portal to its own staff role only', () => {
    expect(ROL_ADMINISTRACION).toBe('admin');
    for (const [portal, role] of Object.entries(PLATFORM_PORTAL_ROLE)) {
      expect(platformPortalRefusal(role, role), portal).toBeNull();
      for (const other of ['SUPER_ADMIN', 'SOPORTE', 'COMERCIAL'] as const)
        if (other !== role) expect(platformPortalRefusal(other, role), `${portal} · ${other}`).not.toBeNull();
    }
  });

  it('invites as residente unless another role is chosen', () => {
    expect(ROL_POR_DEFECTO).toBe('residente');
  });

  it.each([
    ['invitado', true, ['reenviarInvitacion', 'quitar', 'cambiarPermisos']],
    ['activo', true, ['quitar', 'cambiarPermisos']],
    ['sin_email', true, ['quitar', 'cambiarPermisos']],
    ['invitado', false, []],
  ] as const)('a residente %s (manage: %s) → %j', (estado, manage, acciones) => {
    expect(accionesResidente({ estado }, manage)).toEqual(acciones);
  });

  it('refuses removing a role to whoever does not manage (403) and the last administrator’s (409)', () => {
    expect(roleRemovalRefusal(null, ['consejo'], 'residente', 2)).toEqual({ status: 403 });
    expect(roleRemovalRefusal(null, ['admin'], 'admin', 1)).toMatchObject({ status: 409 });
    expect(roleRemovalRefusal('SUPER_ADMIN', [], 'admin', 2)).toBeNull();
  });
});
