// The complex portals' guard (the layout route's beforeLoad): a known role, a signed-in user who holds
// it in this complex, and a section of that role's portal (anything else goes to its dashboard).
import { redirect } from '@tanstack/react-router';

import { isRol, MSG_COMUNES, ROLE_LABELS } from '@horizonte/contracts';

import { complexCapabilities, mayEnterComplexPortal } from '../../../lib/access-policy.ts';
import type { SessionStore } from '../../../lib/session.tsx';
import { deny, requireSignedIn } from '../portal-refusal.ts';
import { findSection } from '../portal-section.ts';
import { startComplexReads } from './early-reads.ts';
import { complexPortalOf } from './registry.ts';

interface GuardInput {
  context: { session: SessionStore };
  params: { identificador: string; rol: string };
  location: { pathname: string };
}

export async function guardComplexPortal({ context, params, location }: GuardInput) {
  const rol = params.rol;
  if (!isRol(rol)) throw redirect({ to: '/ph/$identificador', params: { identificador: params.identificador }, replace: true });
  const identificador = params.identificador.toLowerCase();
  // The complex (and a dashboard's data and code) are read while the session is checked (early-reads.ts).
  void startComplexReads(location.pathname);
  const { user, roles } = await requireSignedIn(context.session);
  if (!mayEnterComplexPortal(user, roles, identificador, rol)) {
    throw deny(`${MSG_COMUNES.noAccessToProperty}: tu cuenta no tiene el rol ${ROLE_LABELS[rol]} en este conjunto.`);
  }
  const portal = complexPortalOf(rol);
  const capabilities = complexCapabilities(user, rol);
  // /ph/{identificador}/{rol}/{section}
  const section = findSection(portal.sections, location.pathname.split('/')[4], capabilities);
  if (!section) {
    throw redirect({ to: '/ph/$identificador/$rol/dashboard', params: { identificador, rol }, replace: true });
  }
  return { rol, identificador, portal, capabilities };
}
