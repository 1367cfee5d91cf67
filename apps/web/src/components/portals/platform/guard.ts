// The platform portals' guard (their routes' beforeLoad): a known section, then a super user with the
// portal's sub-role.
import { redirect } from '@tanstack/react-router';

import { platformPortalRefusal, superRoleOf } from '../../../lib/access-policy.ts';
import type { SessionStore } from '../../../lib/session.tsx';
import { deny, requireSignedIn } from '../portal-refusal.ts';
import { findSection } from '../portal-section.ts';
import { PLATFORM_PORTALS, type PlatformPortalKind } from './registry.ts';

function toDashboard(kind: PlatformPortalKind) {
  if (kind === 'super') return redirect({ to: '/super/$', params: { _splat: 'dashboard' }, replace: true });
  return redirect({ to: `/${kind}/dashboard`, search: {}, replace: true });
}

export async function guardPlatformPortal(kind: PlatformPortalKind, session: SessionStore, sectionKey = 'dashboard') {
  const portal = PLATFORM_PORTALS[kind];
  if (!portal.sections.some((section) => section.key === sectionKey)) throw toDashboard(kind);
  const { user } = await requireSignedIn(session);
  const refusal = platformPortalRefusal(user, portal.role);
  const superRole = superRoleOf(user);
  if (refusal !== null || !superRole) throw deny(refusal ?? '');
  const capabilities = { superRole };
  const section = findSection(portal.sections, sectionKey, capabilities);
  if (!section) throw toDashboard(kind);
  return { portal, section, capabilities };
}
