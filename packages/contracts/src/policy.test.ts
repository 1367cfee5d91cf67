import { describe, expect, it } from 'vitest';

import type { RoleEntry } from './auth.ts';
import { MSG } from './messages.ts';
import {
  communityAccess,
  decideLoginAccess,
  GENERAL_ADMIN_ONLY,
  generalAdminRefusal,
  mayCreateProperty,
  mayEnterComplexPortal,
  mayOnProperty,
  mayOnTesoreria,
  mayReadPlatformState,
  mayRecordMesaVotes,
  mayRestoreProperty,
  PLATFORM_STAFF_ONLY,
  platformPortalRefusal,
  propertyCapabilities,
  residentMay,
  roleRemovalRefusal,
  secretarioDesignable,
  worksTheGate,
  WRONG_PLATFORM_ROLE,
} from './policy.ts';

const altos = { id: 'a', nombre: 'Altos', identificador: 'altos' };
const entry = (rol: RoleEntry['rol'], ph = altos): RoleEntry => ({ rol, isSuperUser: false, ph });

describe('the shared policy', () => {
  it('gives each role and platform role the actions of the table', () => {
    expect(propertyCapabilities(null, ['admin'])).toEqual(['view', 'stats', 'readCommunity', 'readInvitations', 'manage']);
    expect(propertyCapabilities(null, ['consejo'])).toEqual(['view', 'stats', 'readCommunity']);
    expect(propertyCapabilities(null, ['propietario'])).toEqual(['view']);
    expect(propertyCapabilities(null, [])).toEqual([]);
    expect(propertyCapabilities('SOPORTE', [])).toEqual(['view', 'stats', 'readCommunity', 'readInvitations']);
    expect(propertyCapabilities('COMERCIAL', [])).toEqual(['view', 'stats']);
    expect(mayOnProperty('COMERCIAL', ['admin'], 'manage')).toBe(true);
    expect(mayOnProperty(null, ['residente', 'consejo'], 'readCommunity')).toBe(true);
  });

  it('opens the treasury to its administration (manage), the consejo (read) and SUPER_ADMIN only', () => {
    expect(mayOnTesoreria(null, ['admin'], 'manage')).toBe(true);
    expect(mayOnTesoreria(null, ['consejo'], 'read')).toBe(true);
    expect(mayOnTesoreria(null, ['consejo'], 'manage')).toBe(false);
    for (const rol of ['proveedor', 'porteria', 'propietario', 'residente'] as const)
      expect(mayOnTesoreria(null, [rol], 'read')).toBe(false);
    expect(mayOnTesoreria('SUPER_ADMIN', [], 'manage')).toBe(true);
    expect(mayOnTesoreria('SOPORTE', [], 'read')).toBe(false);
    expect(mayOnTesoreria('COMERCIAL', [], 'read')).toBe(false);
  });

  it('shows the platform state to its operating staff and to administrators of complexes, not to sales or other roles', () => {
    expect(mayReadPlatformState('SUPER_ADMIN', [])).toBe(true);
    expect(mayReadPlatformState('SOPORTE', [])).toBe(true);
    expect(mayReadPlatformState('COMERCIAL', [])).toBe(false);
    expect(mayReadPlatformState(null, ['consejo', 'admin'])).toBe(true);
    expect(mayReadPlatformState(null, ['consejo', 'proveedor', 'porteria', 'propietario', 'residente'])).toBe(false);
    expect(mayReadPlatformState(null, [])).toBe(false);
  });

  it('lets the administration, and the secretario it designated while they hold a role there, record the room’s votes', () => {
    expect(mayRecordMesaVotes({ platformRole: null, roles: ['admin'], isSecretario: false })).toBe(true);
    expect(mayRecordMesaVotes({ platformRole: 'SUPER_ADMIN', roles: [], isSecretario: false })).toBe(true);
    expect(mayRecordMesaVotes({ platformRole: null, roles: ['propietario'], isSecretario: true })).toBe(true);
    expect(mayRecordMesaVotes({ platformRole: null, roles: ['consejo'], isSecretario: true })).toBe(true);
    for (const rol of ['consejo', 'propietario', 'residente', 'porteria', 'proveedor'] as const)
      expect(mayRecordMesaVotes({ platformRole: null, roles: [rol], isSecretario: false })).toBe(false);
    expect(mayRecordMesaVotes({ platformRole: null, roles: [], isSecretario: true })).toBe(false);
    expect(mayRecordMesaVotes({ platformRole: 'SOPORTE', roles: [], isSecretario: false })).toBe(false);
    expect(mayRecordMesaVotes({ platformRole: 'COMERCIAL', roles: [], isSecretario: false })).toBe(false);
    for (const estado of ['borrador', 'convocada', 'en_curso'] as const) expect(secretarioDesignable(estado)).toBe(true);
    for (const estado of ['cerrada', 'acta_publicada', 'firme', 'sin_quorum', 'cancelada'] as const)
      expect(secretarioDesignable(estado)).toBe(false);
  });

  it('gives the gate’s work to the portería staff only', () => {
    expect(worksTheGate(['porteria'])).toBe(true);
    expect(worksTheGate(['admin', 'consejo', 'proveedor', 'propietario'])).toBe(false);
  });

  it('lets only SUPER_ADMIN among staff, and verified people, create properties', () => {
    expect(mayCreateProperty('SUPER_ADMIN', true)).toBe(true);
    expect(mayCreateProperty('SOPORTE', true)).toBe(false);
    expect(mayCreateProperty(null, true)).toBe(true);
    expect(mayCreateProperty(null, false)).toBe(false);
  });

  it('lets only SUPER_ADMIN restore a deleted property', () => {
    expect(mayRestoreProperty('SUPER_ADMIN')).toBe(true);
    expect(mayRestoreProperty('SOPORTE')).toBe(false);
    expect(mayRestoreProperty('COMERCIAL')).toBe(false);
    expect(mayRestoreProperty(null)).toBe(false);
  });

  it('decides the doors: main login for staff, admins and people without roles; complex login for any role there', () => {
    expect(decideLoginAccess(null, [entry('residente')], undefined)).toEqual({
      allowed: false,
      message: MSG.loginForbiddenMainPortal,
    });
    expect(decideLoginAccess(null, [], undefined)).toEqual({ allowed: true, roles: [] });
    expect(decideLoginAccess(null, [entry('admin'), entry('consejo')], undefined).allowed).toBe(true);
    expect(decideLoginAccess(null, [entry('residente')], 'prados')).toEqual({ allowed: false, message: MSG.noAccessToProperty });
    expect(decideLoginAccess(null, [entry('residente'), entry('admin', { ...altos, identificador: 'prados' })], 'altos')).toEqual(
      { allowed: true, roles: [entry('residente')] },
    );
    expect(decideLoginAccess('SOPORTE', [], 'altos').allowed).toBe(true);
  });

  it('refuses portals with the words shown to the user', () => {
    expect(platformPortalRefusal(null)).toBe(PLATFORM_STAFF_ONLY);
    expect(platformPortalRefusal('COMERCIAL', 'SOPORTE')).toBe(WRONG_PLATFORM_ROLE);
    expect(platformPortalRefusal('SOPORTE', 'SOPORTE')).toBeNull();
    expect(generalAdminRefusal(null, [entry('consejo')])).toBe(GENERAL_ADMIN_ONLY);
    expect(generalAdminRefusal('SOPORTE', [])).toBe(GENERAL_ADMIN_ONLY);
    expect(generalAdminRefusal(null, [])).toBeNull();
    expect(mayEnterComplexPortal(null, [entry('consejo')], 'altos', 'consejo')).toBe(true);
    expect(mayEnterComplexPortal(null, [entry('consejo')], 'altos', 'admin')).toBe(false);
    expect(mayEnterComplexPortal('SOPORTE', [], 'altos', 'admin')).toBe(true);
  });

  it('derives what a portal shows from the same table', () => {
    expect(communityAccess('consejo', null)).toEqual({ read: true, readInvitations: false, manage: false });
    expect(communityAccess('admin', 'SOPORTE')).toEqual({ read: true, readInvitations: true, manage: false });
    expect(communityAccess('admin', 'COMERCIAL')).toEqual({ read: false, readInvitations: false, manage: false });
  });

  it('checks residents’ permisos, with the defaults when none were set', () => {
    expect(residentMay(['pagos'], 'reservas')).toBe(false);
    expect(residentMay(undefined, 'reservas')).toBe(true);
    expect(residentMay(undefined, 'asambleas')).toBe(false);
  });
});

describe('removing a role (issue 25, finding 10)', () => {
  it.each([
    // caller platform role, caller roles, role removed, administrators left before, refusal
    [null, ['admin'], 'porteria', 1, null],
    [null, ['admin'], 'proveedor', 1, null],
    [null, ['admin'], 'consejo', 1, null],
    [null, ['admin'], 'propietario', 1, null],
    [null, ['admin'], 'residente', 1, null],
    [null, ['admin'], 'admin', 2, null],
    ['SUPER_ADMIN', [], 'admin', 2, null],
    [null, ['admin'], 'admin', 1, { status: 409, message: MSG.ultimoAdministrador }],
    ['SUPER_ADMIN', [], 'admin', 1, { status: 409, message: MSG.ultimoAdministrador }],
    [null, ['consejo'], 'porteria', 1, { status: 403 }],
    [null, ['porteria'], 'porteria', 1, { status: 403 }],
    [null, ['propietario'], 'residente', 1, { status: 403 }],
    [null, ['proveedor'], 'proveedor', 1, { status: 403 }],
    ['SOPORTE', [], 'porteria', 1, { status: 403 }],
    ['COMERCIAL', [], 'consejo', 1, { status: 403 }],
    [null, [], 'residente', 1, { status: 403 }],
  ] as const)('%s %j removing %s (%i admins): %j', (platformRole, roles, rol, admins, refusal) => {
    expect(roleRemovalRefusal(platformRole, roles, rol, admins)).toEqual(refusal);
  });
});
