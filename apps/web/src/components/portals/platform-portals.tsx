// Platform staff portals (spec section 2): super administrator, commercial, support and /super/*.
import type { ReactNode } from 'react';
import {
  BarChart3,
  Briefcase,
  Building2,
  ClipboardList,
  Clock,
  DollarSign,
  Globe,
  Headphones,
  Home,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  Server,
  Settings,
  ShieldCheck,
  Smile,
  Target,
  Ticket,
  TrendingUp,
  UserPlus,
  Users,
  Wrench,
} from 'lucide-react';
import { superUserRoleLabel } from '@horizonte/contracts';
import { useSession } from '../../lib/session.tsx';
import { DashboardShell, type ColorTheme, type ShellMenuItem } from '../shell/dashboard-shell.tsx';
import { PropertiesSection } from '../properties/properties-section.tsx';
import { ComingSoon, SampleList, SectionHeader, StatCard, StatGrid } from './blocks.tsx';
import {
  InfrastructureSample,
  SecuritySample,
  SettingsSample,
  SystemSample,
  SystemStatusCard,
  UsersSample,
} from './platform-sections.tsx';
import { formatCOP } from './format.ts';
import { usePlatformFigures } from './live-figures.ts';
import { SAMPLE_ACTIVITY } from './samples.ts';
import { useLogout } from './use-logout.ts';

export type PlatformPortalKind = 'super-admin' | 'super' | 'comercial' | 'soporte';

interface PortalConfig {
  title: string;
  colorTheme: ColorTheme;
  menu: ShellMenuItem[];
  render(section: string): ReactNode;
}

const GLOBAL_MENU: ShellMenuItem[] = [
  { key: 'dashboard', label: 'Dashboard Global', icon: Globe },
  { key: 'usuarios', label: 'Gestión de Usuarios', icon: Users },
  { key: 'propiedades', label: 'Gestión de Propiedades', icon: Building2 },
  { key: 'configuracion', label: 'Configuración del Sistema', icon: Settings },
  { key: 'seguridad', label: 'Seguridad', icon: ShieldCheck },
];

function renderGlobal(section: string): ReactNode {
  switch (section) {
    case 'usuarios':
      return <UsersSample title="Gestión de Usuarios" withFilters />;
    case 'propiedades':
      return <PropertiesSection />;
    case 'configuracion':
      return <SettingsSample />;
    case 'seguridad':
      return <SecuritySample />;
    case 'infraestructura':
      return <InfrastructureSample />;
    default:
      return <GlobalDashboard />;
  }
}

export const PLATFORM_PORTALS: Record<PlatformPortalKind, PortalConfig> = {
  'super-admin': {
    title: 'Panel de Super Administrador',
    colorTheme: 'purple',
    menu: [...GLOBAL_MENU, { key: 'infraestructura', label: 'Infraestructura', icon: Server }],
    render: renderGlobal,
  },
  super: {
    title: 'Panel de Super Usuario',
    colorTheme: 'purple',
    menu: GLOBAL_MENU,
    render: renderGlobal,
  },
  comercial: {
    title: 'Panel Comercial',
    colorTheme: 'green',
    menu: [
      { key: 'dashboard', label: 'Dashboard Comercial', icon: LayoutDashboard },
      { key: 'ventas', label: 'Gestión de Ventas', icon: DollarSign },
      { key: 'clientes', label: 'Gestión de Clientes', icon: Briefcase },
      { key: 'reportes', label: 'Reportes', icon: BarChart3 },
      { key: 'metas', label: 'Metas y Objetivos', icon: Target },
      { key: 'actividades', label: 'Actividades', icon: ListChecks },
    ],
    render: (section) =>
      section === 'dashboard' ? <ComercialDashboard /> : <ComingSoon title={menuLabel('comercial', section)} />,
  },
  soporte: {
    title: 'Panel de Soporte',
    colorTheme: 'orange',
    menu: [
      { key: 'dashboard', label: 'Dashboard Soporte', icon: LayoutDashboard },
      { key: 'tickets', label: 'Tickets', icon: Ticket },
      { key: 'usuarios', label: 'Usuarios', icon: Users },
      { key: 'herramientas', label: 'Herramientas', icon: Wrench },
      { key: 'reportes', label: 'Reportes', icon: BarChart3 },
      { key: 'sistema', label: 'Sistema', icon: Server },
    ],
    render: (section) =>
      section === 'sistema' ? (
        <SystemSample />
      ) : section === 'dashboard' ? (
        <SoporteDashboard />
      ) : (
        <ComingSoon title={menuLabel('soporte', section)} />
      ),
  },
};

function menuLabel(kind: PlatformPortalKind, section: string): string {
  return PLATFORM_PORTALS[kind].menu.find((item) => item.key === section)?.label ?? section;
}

export function platformSections(kind: PlatformPortalKind): string[] {
  return PLATFORM_PORTALS[kind].menu.map((item) => item.key);
}

interface PlatformPortalProps {
  kind: PlatformPortalKind;
  section: string;
  onNavigate(section: string): void;
}

export function PlatformPortal({ kind, section, onNavigate }: PlatformPortalProps) {
  const { user } = useSession();
  const logout = useLogout('/');
  const config = PLATFORM_PORTALS[kind];
  if (!user) return null;
  return (
    <DashboardShell
      title={config.title}
      subtitle={superUserRoleLabel(user.superUserRole)}
      colorTheme={config.colorTheme}
      menu={config.menu}
      active={section}
      onSelect={onNavigate}
      user={{ name: user.nombre, email: user.email, roleLabel: superUserRoleLabel(user.superUserRole) }}
      onLogout={logout}
    >
      {config.render(section)}
    </DashboardShell>
  );
}

function GlobalDashboard() {
  const figures = usePlatformFigures();
  return (
    <>
      <SectionHeader title="Dashboard Global" description="Estado general de la plataforma." />
      <StatGrid>
        <StatCard
          label="Propiedades"
          value={figures.properties}
          icon={Building2}
          loading={figures.loading}
          testId="card-properties"
        />
        <StatCard label="Usuarios" value={figures.users} icon={Users} loading={figures.loading} testId="card-users" />
        <StatCard label="Unidades" value={figures.apartamentos} icon={Home} loading={figures.loading} />
        <StatCard
          label="Preregistros Pendientes"
          value={figures.pendingPreregistros}
          icon={ClipboardList}
          loading={figures.loading}
          testId="card-pending"
        />
      </StatGrid>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <SystemStatusCard />
        <SampleList title="Actividad Reciente" items={SAMPLE_ACTIVITY} />
      </div>
    </>
  );
}

function ComercialDashboard() {
  const figures = usePlatformFigures();
  return (
    <>
      <SectionHeader title="Dashboard Comercial" description="Ventas, clientes y metas del mes." />
      <StatGrid>
        <StatCard label="Ventas del Mes" value={formatCOP(28_500_000)} icon={DollarSign} hint="Dato de ejemplo" />
        <StatCard label="Nuevos Clientes" value="8" icon={UserPlus} hint="Dato de ejemplo" />
        <StatCard label="Tasa de Conversión" value="24 %" icon={TrendingUp} hint="Dato de ejemplo" />
        <StatCard label="Meta Mensual" value="76 %" icon={Target} hint="Dato de ejemplo" />
      </StatGrid>
      <StatGrid className="mt-4 xl:grid-cols-2">
        <StatCard
          label="Propiedades en la plataforma"
          value={figures.properties}
          icon={Building2}
          loading={figures.loading}
          testId="card-properties"
        />
        <StatCard label="Usuarios registrados" value={figures.users} icon={Users} loading={figures.loading} testId="card-users" />
      </StatGrid>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <SampleList
          title="Oportunidades en curso"
          items={[
            {
              title: 'Conjunto Reservas del Parque',
              detail: 'Plan Módulos Pro · 240 unidades',
              meta: 'Propuesta',
              icon: Briefcase,
            },
            {
              title: 'Edificio Torre Central',
              detail: 'Plan Núcleo Premium · 60 unidades',
              meta: 'Demo agendada',
              icon: Briefcase,
            },
            { title: 'Agrupación Villa Verde', detail: 'Plan Élite Plus · 520 unidades', meta: 'Negociación', icon: Briefcase },
          ]}
        />
        <SampleList
          title="Actividades de hoy"
          items={[
            { title: 'Llamada de seguimiento', detail: 'Administradora de Torre Central', meta: '10:00 a. m.', icon: Clock },
            { title: 'Demostración del producto', detail: 'Consejo de Reservas del Parque', meta: '3:00 p. m.', icon: Clock },
          ]}
        />
      </div>
    </>
  );
}

function SoporteDashboard() {
  const figures = usePlatformFigures();
  return (
    <>
      <SectionHeader title="Dashboard Soporte" description="Tickets y estado de la atención." />
      <StatGrid>
        <StatCard label="Tickets Abiertos" value="12" icon={Ticket} hint="Dato de ejemplo" />
        <StatCard label="Resueltos Hoy" value="9" icon={LifeBuoy} hint="Dato de ejemplo" />
        <StatCard label="Tiempo Medio de Respuesta" value="1,5 h" icon={Clock} hint="Dato de ejemplo" />
        <StatCard label="Satisfacción" value="4,8 / 5" icon={Smile} hint="Dato de ejemplo" />
      </StatGrid>
      <StatGrid className="mt-4 xl:grid-cols-2">
        <StatCard label="Usuarios registrados" value={figures.users} icon={Users} loading={figures.loading} testId="card-users" />
        <StatCard
          label="Preregistros pendientes"
          value={figures.pendingPreregistros}
          icon={ClipboardList}
          loading={figures.loading}
          testId="card-pending"
        />
      </StatGrid>
      <SampleList
        className="mt-6"
        title="Tickets recientes"
        items={[
          { title: 'No llega el correo de verificación', detail: 'Conjunto Altos del Chicó', meta: 'Alta', icon: Headphones },
          { title: 'Cambio de administrador', detail: 'Agrupación Los Prados de Castilla', meta: 'Media', icon: Headphones },
          { title: 'Duda sobre coeficientes', detail: 'Edificio Torre Central', meta: 'Baja', icon: Headphones },
        ]}
      />
    </>
  );
}
