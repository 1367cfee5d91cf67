// The general administrator panel's guard (the /dashboard route's beforeLoad).
import { redirect } from '@tanstack/react-router';

import { generalAdminRefusal, superRoleOf } from '../../../lib/access-policy.ts';
import type { SessionStore } from '../../../lib/session.tsx';
import { deny, requireSignedIn } from '../portal-refusal.ts';
import { findSection } from '../portal-section.ts';
import { GENERAL_ADMIN_SECTIONS } from './registry.ts';

export async function guardGeneralAdmin(session: SessionStore, sectionKey = 'dashboard', creatingFirstProperty: boolean) {
  const { user, roles } = await requireSignedIn(session, { allowWithoutRoles: creatingFirstProperty });
  const refusal = generalAdminRefusal(user, roles);
  if (refusal !== null) throw deny(refusal);
  const capabilities = { superRole: superRoleOf(user) };
  const section = findSection(GENERAL_ADMIN_SECTIONS, sectionKey, capabilities);
  if (!section) throw redirect({ to: '/dashboard', search: {}, replace: true });
  return { section, capabilities };
}
