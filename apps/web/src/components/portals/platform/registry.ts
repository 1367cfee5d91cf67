// The platform portals (spec section 2): super administrator, commercial, support and /super/*. One
// registry per portal gives its menu, the sections its route accepts and what its guard checks.
import {
  BarChart3,
  Briefcase,
  Building2,
  DollarSign,
  Globe,
  LayoutDashboard,
  ListChecks,
  ScrollText,
  Server,
  Settings,
  ShieldCheck,
  Target,
  Ticket,
  Users,
  Wrench,
} from 'lucide-react';

import { mayOnUsuarios, mayReadPlatformAudit, PLATFORM_PORTAL_ROLE, type SuperUserRole } from '@horizonte/contracts';

import type { ColorTheme } from '../../shell/themes.ts';
import { lazyNamed, type LazyPortalSection } from '../portal-section.ts';

export type PlatformPortalKind = 'super-admin' | 'super' | 'comercial' | 'soporte';

/** What the platform sections' `can` decide on. */
export interface PlatformCapabilities {
  superRole: SuperUserRole;
}

export type PlatformSection = LazyPortalSection<string, PlatformCapabilities>;

export interface PlatformPortalConfig {
  title: string;
  colorTheme: ColorTheme;
  /** The only sub-role that may open it; any super user when absent. */
  role?: SuperUserRole;
  sections: readonly PlatformSection[];
}

const samples = () => import('../platform-sections.tsx');
const dashboards = () => import('./dashboards.tsx');
const usuarios = () => import('./usuarios-section.tsx');
const auditoria = () => import('./auditoria-registro.tsx');
const configuracion = () => import('./configuracion-section.tsx');

// Issue 33: real people, the audit log and the configuration in force (who sees them: the contracts policy).
const USUARIOS_SECTION = {
  icon: Users,
  component: lazyNamed(usuarios, 'UsersManagement'),
  can: (c: PlatformCapabilities) => mayOnUsuarios(c.superRole, 'leer'),
};
const AUDITORIA_SECTION: PlatformSection = {
  key: 'auditoria',
  label: 'Auditoría',
  icon: ScrollText,
  component: lazyNamed(auditoria, 'AuditoriaSection'),
  can: (c) => mayReadPlatformAudit(c.superRole),
};
// Issue 33: the Comercial portal's sections, one file each.
const comercial = () => import('./comercial/dashboard.tsx');
const ventas = () => import('./comercial/ventas.tsx');
const clientes = () => import('./comercial/clientes.tsx');
const metas = () => import('./comercial/metas.tsx');
// Issue 33: the measured status and the support queue.
const estado = () => import('./estado-plataforma.tsx');
const tickets = () => import('./soporte-tickets.tsx');
const ComingSoon = lazyNamed(() => import('../../ui/states.tsx'), 'ComingSoonSection');

const GLOBAL_SECTIONS: readonly PlatformSection[] = [
  { key: 'dashboard', label: 'Dashboard Global', icon: Globe, component: lazyNamed(dashboards, 'GlobalDashboard') },
  { key: 'usuarios', label: 'Gestión de Usuarios', ...USUARIOS_SECTION },
  {
    key: 'propiedades',
    label: 'Gestión de Propiedades',
    icon: Building2,
    component: lazyNamed(() => import('../../properties/properties-section.tsx'), 'PropertiesSection'),
  },
  {
    key: 'configuracion',
    label: 'Configuración del Sistema',
    icon: Settings,
    component: lazyNamed(configuracion, 'SystemSettings'),
  },
  { key: 'seguridad', label: 'Seguridad', icon: ShieldCheck, component: lazyNamed(samples, 'SecuritySample') },
  AUDITORIA_SECTION,
];

export const PLATFORM_PORTALS: Record<PlatformPortalKind, PlatformPortalConfig> = {
  'super-admin': {
    title: 'Panel de Super Administrador',
    colorTheme: 'purple',
    role: PLATFORM_PORTAL_ROLE['super-admin'],
    sections: [
      ...GLOBAL_SECTIONS,
      {
        key: 'infraestructura',
        label: 'Infraestructura',
        icon: Server,
        component: lazyNamed(estado, 'InfraestructuraPlataforma'),
      },
    ],
  },
  super: {
    title: 'Panel de Super Usuario',
    colorTheme: 'purple',
    sections: GLOBAL_SECTIONS,
  },
  comercial: {
    title: 'Panel Comercial',
    colorTheme: 'green',
    role: PLATFORM_PORTAL_ROLE.comercial,
    sections: [
      {
        key: 'dashboard',
        label: 'Dashboard Comercial',
        icon: LayoutDashboard,
        component: lazyNamed(comercial, 'ComercialDashboard'),
      },
      { key: 'ventas', label: 'Gestión de Ventas', icon: DollarSign, component: lazyNamed(ventas, 'VentasSection') },
      { key: 'clientes', label: 'Gestión de Clientes', icon: Briefcase, component: lazyNamed(clientes, 'ClientesSection') },
      { key: 'reportes', label: 'Reportes', icon: BarChart3, component: ComingSoon },
      { key: 'metas', label: 'Metas y Objetivos', icon: Target, component: lazyNamed(metas, 'MetasSection') },
      { key: 'actividades', label: 'Actividades', icon: ListChecks, component: ComingSoon },
    ],
  },
  soporte: {
    title: 'Panel de Soporte',
    colorTheme: 'orange',
    role: PLATFORM_PORTAL_ROLE.soporte,
    sections: [
      {
        key: 'dashboard',
        label: 'Dashboard Soporte',
        icon: LayoutDashboard,
        component: lazyNamed(dashboards, 'SoporteDashboard'),
      },
      { key: 'tickets', label: 'Tickets', icon: Ticket, component: lazyNamed(tickets, 'SoporteTickets') },
      { key: 'usuarios', label: 'Usuarios', ...USUARIOS_SECTION },
      AUDITORIA_SECTION,
      { key: 'herramientas', label: 'Herramientas', icon: Wrench, component: ComingSoon },
      { key: 'reportes', label: 'Reportes', icon: BarChart3, component: ComingSoon },
      { key: 'sistema', label: 'Sistema', icon: Server, component: lazyNamed(estado, 'SistemaPlataforma') },
    ],
  },
};
