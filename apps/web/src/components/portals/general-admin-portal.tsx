// General administrator (/dashboard, spec section 2): dashboard, properties, users, reports, system.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Activity,
  BarChart3,
  Building2,
  ClipboardList,
  DollarSign,
  Eye,
  HeartPulse,
  LayoutDashboard,
  Pencil,
  Plus,
  Server,
  Settings,
  UserCheck,
  Users,
} from 'lucide-react';
import { RECENT_PROPERTIES_COUNT, ROLE_LABELS, superUserRoleLabel, type Ph } from '@horizonte/contracts';
import { useTRPC } from '../../lib/trpc.ts';
import { useSession } from '../../lib/session.tsx';
import { errorMessage } from '../../lib/api-errors.ts';
import { DashboardShell, type ShellMenuItem } from '../shell/dashboard-shell.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { PropertiesSection } from '../properties/properties-section.tsx';
import { PropertyFormDialog } from '../properties/property-form-dialog.tsx';
import { EmptyState, ErrorState, SampleList, SectionHeader, StatCard, StatGrid, TableSkeleton } from './blocks.tsx';
import { ReportsSample, SystemSample, UsersSample } from './platform-sections.tsx';
import { formatCOP } from './format.ts';
import { usePlatformFigures } from './live-figures.ts';
import { SAMPLE_ACTIVITY, SAMPLE_MONTHLY_INCOME, SAMPLE_SYSTEM_HEALTH } from './samples.ts';
import { useLogout } from './use-logout.ts';

export const GENERAL_ADMIN_SECTIONS = ['dashboard', 'propiedades', 'usuarios', 'reportes', 'sistema'] as const;
export type GeneralAdminSection = (typeof GENERAL_ADMIN_SECTIONS)[number];

const MENU: ShellMenuItem[] = [
  { key: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { key: 'propiedades', label: 'Propiedades', icon: Building2 },
  { key: 'usuarios', label: 'Usuarios', icon: Users },
  { key: 'reportes', label: 'Reportes', icon: BarChart3 },
  { key: 'sistema', label: 'Sistema', icon: Server },
];

interface GeneralAdminPortalProps {
  section: GeneralAdminSection;
  createRequested: boolean;
  onNavigate(section: GeneralAdminSection, options?: { nueva?: boolean }): void;
}

export function GeneralAdminPortal({ section, createRequested, onNavigate }: GeneralAdminPortalProps) {
  const { user } = useSession();
  const logout = useLogout('/');
  if (!user) return null;
  const roleLabel = user.isSuperUser ? superUserRoleLabel(user.superUserRole) : ROLE_LABELS.admin;
  return (
    <DashboardShell
      title="Panel de Administración"
      subtitle="Administrador general"
      colorTheme="blue"
      menu={MENU}
      active={section}
      onSelect={(key) => onNavigate(key as GeneralAdminSection)}
      user={{ name: user.nombre, email: user.email, roleLabel }}
      onLogout={logout}
    >
      {section === 'dashboard' ? <AdminOverview onNavigate={onNavigate} /> : null}
      {section === 'propiedades' ? (
        <PropertiesSection createRequested={createRequested} onCreateHandled={() => onNavigate('propiedades')} />
      ) : null}
      {section === 'usuarios' ? <UsersSample /> : null}
      {section === 'reportes' ? <ReportsSample /> : null}
      {section === 'sistema' ? <SystemSample /> : null}
    </DashboardShell>
  );
}

function AdminOverview({ onNavigate }: { onNavigate: GeneralAdminPortalProps['onNavigate'] }) {
  const figures = usePlatformFigures();
  return (
    <>
      <SectionHeader title="Dashboard" description="Resumen de la plataforma." />
      <StatGrid>
        <StatCard
          label="Propiedades"
          value={figures.properties}
          icon={Building2}
          loading={figures.loading}
          testId="card-properties"
        />
        <StatCard label="Usuarios Activos" value={figures.users} icon={UserCheck} loading={figures.loading} testId="card-users" />
        <StatCard label="Ingresos del Mes" value={formatCOP(SAMPLE_MONTHLY_INCOME)} icon={DollarSign} hint="Dato de ejemplo" />
        <StatCard label="Salud del Sistema" value={SAMPLE_SYSTEM_HEALTH} icon={HeartPulse} hint="Dato de ejemplo" />
      </StatGrid>
      <StatGrid className="mt-4 xl:grid-cols-3">
        <StatCard
          label="Solicitudes Pendientes"
          value={figures.pendingPreregistros}
          icon={ClipboardList}
          loading={figures.loading}
          testId="card-pending"
        />
        <StatCard label="Propiedades Activas" value={figures.properties} icon={Building2} loading={figures.loading} />
        <StatCard label="Total Usuarios" value={figures.users} icon={Users} loading={figures.loading} />
      </StatGrid>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <RecentProperties className="lg:col-span-2" onCreate={() => onNavigate('propiedades', { nueva: true })} />
        <div className="space-y-4">
          <Card>
            <h3 className="mb-4 text-lg font-semibold">Acciones Rápidas</h3>
            <div className="grid gap-2">
              <Button variant="outline" className="justify-start" onClick={() => onNavigate('propiedades', { nueva: true })}>
                <Plus className="h-4 w-4" aria-hidden /> Nueva Propiedad
              </Button>
              <Button variant="outline" className="justify-start" onClick={() => onNavigate('usuarios')}>
                <Users className="h-4 w-4" aria-hidden /> Gestionar usuarios
              </Button>
              <Button variant="outline" className="justify-start" onClick={() => onNavigate('reportes')}>
                <BarChart3 className="h-4 w-4" aria-hidden /> Ver reportes
              </Button>
              <Button variant="outline" className="justify-start" onClick={() => onNavigate('sistema')}>
                <Settings className="h-4 w-4" aria-hidden /> Estado del sistema
              </Button>
            </div>
          </Card>
        </div>
      </div>
      <SampleList title="Actividad Reciente" items={SAMPLE_ACTIVITY} className="mt-4" />
    </>
  );
}

function RecentProperties({ className, onCreate }: { className?: string; onCreate(): void }) {
  const trpc = useTRPC();
  const recent = useQuery(trpc.ph.list.queryOptions({ page: 1, pageSize: RECENT_PROPERTIES_COUNT }));
  const [editing, setEditing] = useState<Ph | null>(null);
  return (
    <Card className={className} data-testid="recent-properties">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">Propiedades Recientes</h3>
        <Activity className="h-5 w-5 text-slate-500" aria-hidden />
      </div>
      {recent.isLoading ? (
        <TableSkeleton rows={3} />
      ) : recent.isError ? (
        <ErrorState message={errorMessage(recent.error, 'No fue posible cargar las propiedades')} />
      ) : recent.data && recent.data.properties.length > 0 ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {recent.data.properties.map((property) => (
            <li
              key={property.id}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="truncate font-medium">{property.nombre}</p>
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                  {property.direccion} · {property.ciudad}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button asChild size="sm" variant="secondary">
                  <Link
                    to="/ph/$identificador/$rol/$"
                    params={{ identificador: property.identificador, rol: 'admin', _splat: 'dashboard' }}
                    aria-label={`Ver dashboard de ${property.nombre}`}
                  >
                    <Eye className="h-4 w-4" aria-hidden /> Ver dashboard
                  </Link>
                </Button>
                <Button size="sm" variant="outline" onClick={() => setEditing(property)} aria-label={`Editar ${property.nombre}`}>
                  <Pencil className="h-4 w-4" aria-hidden /> Editar
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="Aún no hay propiedades"
          action={
            <Button onClick={onCreate} className="mt-2">
              <Plus className="h-4 w-4" aria-hidden /> Nueva Propiedad
            </Button>
          }
        />
      )}
      <PropertyFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} property={editing} />
    </Card>
  );
}
