// The general administrator's panel, /dashboard?seccion=… (spec section 2): one registry for its menu,
// the sections its route accepts and what its guard checks.
import { BarChart3, Building2, LayoutDashboard, Server, Users } from 'lucide-react';

import type { SuperUserRole } from '@horizonte/contracts';

import { lazyNamed, type LazyPortalSection } from '../portal-section.ts';

export interface GeneralAdminCapabilities {
  superRole: SuperUserRole | null;
}

export type GeneralAdminSection = LazyPortalSection<string, GeneralAdminCapabilities>;

const sections = () => import('./sections.tsx');

export const GENERAL_ADMIN_SECTIONS: readonly GeneralAdminSection[] = [
  { key: 'dashboard', label: 'Inicio', icon: LayoutDashboard, component: lazyNamed(sections, 'AdminOverview') },
  { key: 'propiedades', label: 'Propiedades', icon: Building2, component: lazyNamed(sections, 'GeneralAdminProperties') },
  { key: 'usuarios', label: 'Usuarios', icon: Users, component: lazyNamed(() => import('./usuarios.tsx'), 'GeneralAdminUsers') },
  {
    key: 'reportes',
    label: 'Reportes',
    icon: BarChart3,
    component: lazyNamed(() => import('./reportes.tsx'), 'GeneralAdminReports'),
  },
  { key: 'sistema', label: 'Sistema', icon: Server, component: lazyNamed(() => import('./sistema.tsx'), 'GeneralAdminSystem') },
];
