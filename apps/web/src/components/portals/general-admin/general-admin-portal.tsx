// The general administrator's panel (/dashboard): the shell with its menu around the section on screen.
import { Suspense } from 'react';

import { ROLE_LABELS, superUserRoleLabel } from '@horizonte/contracts';

import { useSession } from '../../../lib/session.tsx';
import { DashboardShell } from '../../shell/dashboard-shell.tsx';
import { TableSkeleton } from '../../ui/states.tsx';
import { allowedSections, menuOf } from '../portal-section.ts';
import { useLogout } from '../use-logout.ts';
import { useGeneralAdminNavigate } from './navigate.ts';
import { GENERAL_ADMIN_SECTIONS, type GeneralAdminCapabilities, type GeneralAdminSection } from './registry.ts';

interface GeneralAdminPortalProps {
  section: GeneralAdminSection;
  capabilities: GeneralAdminCapabilities;
}

export function GeneralAdminPortal({ section, capabilities }: GeneralAdminPortalProps) {
  const { user } = useSession();
  const logout = useLogout('/');
  const onNavigate = useGeneralAdminNavigate();
  if (!user) return null;
  const Section = section.component;
  return (
    <DashboardShell
      title="Panel de Administración"
      subtitle="Administrador general"
      colorTheme="blue"
      menu={menuOf(allowedSections(GENERAL_ADMIN_SECTIONS, capabilities))}
      active={section.key}
      onSelect={(key) => onNavigate(key)}
      user={{
        name: user.nombre,
        email: user.email,
        roleLabel: user.isSuperUser ? superUserRoleLabel(user.superUserRole) : ROLE_LABELS.admin,
      }}
      onLogout={logout}
    >
      <Suspense fallback={<TableSkeleton />}>
        <Section section={section} />
      </Suspense>
    </DashboardShell>
  );
}
