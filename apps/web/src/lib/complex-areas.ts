// What one complex portal may show of each area (tesorería, portería, reservas, documentos): the
// contracts' policy (packages/contracts/src/policy/) for the role used there — platform staff, who
// enter through the admin portal, act with their platform role only. The server decides anyway.
import {
  mayOnDocumentos,
  porteriaAccess,
  reservasAccess,
  tesoreriaAccess,
  type PorteriaAccess,
  type ReservasAccess,
  type Rol,
  type TesoreriaAccess,
} from '@horizonte/contracts';

import type { ComplexCapabilities } from './access-policy.ts';

type Portal = Pick<ComplexCapabilities, 'rol' | 'superRole'>;

const rolesDelPortal = (c: Portal): Rol[] => (c.superRole ? [] : [c.rol]);

export const tesoreriaDelPortal = (c: Portal): TesoreriaAccess => tesoreriaAccess(c.superRole, rolesDelPortal(c));

export const porteriaDelPortal = (c: Portal): PorteriaAccess => porteriaAccess(c.superRole, rolesDelPortal(c));

export const reservasDelPortal = (c: Portal): ReservasAccess => reservasAccess(c.superRole, rolesDelPortal(c));

/** Runs the library (publish, edit, version, archive, see the archived). */
export const documentosAdministrar = (c: Portal): boolean => mayOnDocumentos(c.superRole, rolesDelPortal(c), 'administrar');
