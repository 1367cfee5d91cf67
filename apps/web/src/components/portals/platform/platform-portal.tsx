// The platform portals' layout: the shell with the portal's menu around the section on screen.
import { Suspense } from 'react';

import { superUserRoleLabel } from '@horizonte/contracts';

import { useSession } from '../../../lib/session.tsx';
import { DashboardShell } from '../../shell/dashboard-shell.tsx';
import { TableSkeleton } from '../../ui/states.tsx';
import { allowedSections, menuOf } from '../portal-section.ts';
import { useLogout } from '../use-logout.ts';
import type { PlatformCapabilities, PlatformPortalConfig, PlatformSection } from './registry.ts';

interface PlatformPortalProps {
  portal: PlatformPortalConfig;
  section: PlatformSection;
  capabilities: PlatformCapabilities;
  onNavigate(section: string): void;
}

export function PlatformPortal({ portal, section, capabilities, onNavigate }: PlatformPortalProps) {
  const { user } = useSession();
  const logout = useLogout('/');
  if (!user) return null;
  const Section = section.component;
  return (
    <DashboardShell
      title={portal.title}
      subtitle={superUserRoleLabel(user.superUserRole)}
      colorTheme={portal.colorTheme}
      menu={menuOf(allowedSections(portal.sections, capabilities))}
      active={section.key}
      onSelect={onNavigate}
      user={{ name: user.nombre, email: user.email, roleLabel: superUserRoleLabel(user.superUserRole) }}
      onLogout={logout}
    >
      <Suspense fallback={<TableSkeleton />}>
        <Section section={section} />
      </Suspense>
    </DashboardShell>
  );
}
