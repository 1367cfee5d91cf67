// Sections shared by the general administrator and the platform portals: users, reports, system,
// settings and security — the spec's sample content (system and infrastructure: platform/estado-plataforma.tsx).
import {
  BarChart3,
  CheckCircle2,
  Clock,
  FileBarChart,
  FileSpreadsheet,
  Lock,
  Search,
  Settings2,
  TrendingUp,
  Users,
} from 'lucide-react';
import { useMemo, useState } from 'react';

import { SAMPLE_USER_TIPO_LABELS, SAMPLE_USER_TIPOS, sampleUsersMatching, type SampleUserTipo } from '@horizonte/contracts';

import { formatNumber } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { SampleList } from '../ui/sample-list.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { StatCard, StatGrid } from '../ui/stat-card.tsx';
import { EmptyState } from '../ui/states.tsx';
import { TableFrame, TableHeader, td } from '../ui/table.tsx';
import { SAMPLE_PLATFORM, SAMPLE_SECURITY } from './samples.ts';

/** The select's empty value: every kind of user. */
const TODOS = '';

export function UsersSample({ title = 'Usuarios', withFilters = false }: { title?: string; withFilters?: boolean }) {
  const [search, setSearch] = useState('');
  const [tipo, setTipo] = useState<SampleUserTipo | typeof TODOS>(TODOS);
  const users = useMemo(() => sampleUsersMatching(tipo || null, search), [search, tipo]);
  return (
    <>
      <SectionHeader title={title} description="Usuarios de ejemplo de la plataforma." />
      <StatGrid className="mb-6">
        <StatCard label="Usuarios Activos" value={formatNumber(SAMPLE_PLATFORM.activeUsers)} icon={Users} />
        <StatCard label="Nuevos este mes" value="86" icon={TrendingUp} />
        <StatCard label="Administradores" value="48" icon={Users} />
        <StatCard label="Sesiones activas" value="312" icon={Clock} />
      </StatGrid>
      <Card>
        {withFilters ? (
          <div className="mb-4 flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
                aria-hidden
              />
              <label htmlFor="buscar-usuarios" className="sr-only">
                Buscar usuarios
              </label>
              <Input
                id="buscar-usuarios"
                type="search"
                placeholder="Buscar usuarios..."
                className="pl-9"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <label htmlFor="filtro-rol" className="sr-only">
              Filtrar por rol
            </label>
            <NativeSelect
              id="filtro-rol"
              className="sm:w-56"
              value={tipo}
              onChange={(e) => setTipo(e.target.value as SampleUserTipo | typeof TODOS)}
            >
              <option value={TODOS}>Todos los roles</option>
              {SAMPLE_USER_TIPOS.map((t) => (
                <option key={t} value={t}>
                  {SAMPLE_USER_TIPO_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        {users.length === 0 ? (
          <EmptyState title="No hay usuarios que coincidan" />
        ) : (
          <TableFrame label="Usuarios">
            <TableHeader columns={['Nombre', 'Email', 'Rol', 'Estado']} />
            <tbody>
              {users.map((u) => (
                <tr key={u.email}>
                  <td className={`${td} font-medium`}>{u.nombre}</td>
                  <td className={td}>{u.email}</td>
                  <td className={td}>{SAMPLE_USER_TIPO_LABELS[u.tipo]}</td>
                  <td className={td}>
                    <Badge tone={u.activo ? 'green' : 'slate'}>{u.activo ? 'Activo' : 'Inactivo'}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </Card>
    </>
  );
}

const REPORTS = ['Reporte Financiero', 'Reporte de Ocupación', 'Reporte de Usuarios', 'Reporte de Mantenimiento'] as const;

/** The platform portals' users section: the same sample with search and role filter. */
export function UsersManagement() {
  return <UsersSample title="Gestión de Usuarios" withFilters />;
}

export function ReportsSample() {
  return (
    <>
      <SectionHeader title="Reportes" description="Crecimiento y rendimiento de la plataforma (datos de ejemplo)." />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h3 className="mb-4 text-lg font-semibold">Crecimiento</h3>
          <dl className="space-y-3 text-sm">
            {[
              ['Nuevas propiedades (mes)', '+12 %', 72],
              ['Nuevos usuarios (mes)', '+18 %', 84],
              ['Ingresos (mes)', '+9 %', 58],
            ].map(([label, value, width]) => (
              <div key={label}>
                <div className="flex justify-between">
                  <dt>{label}</dt>
                  <dd className="font-semibold">{value}</dd>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden>
                  <div className="h-2 rounded-full bg-green-600" style={{ width: `${width}%` }} />
                </div>
              </div>
            ))}
          </dl>
        </Card>
        <Card>
          <h3 className="mb-4 text-lg font-semibold">Rendimiento</h3>
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Tiempo de respuesta</dt>
              <dd className="text-xl font-bold">120 ms</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Disponibilidad</dt>
              <dd className="text-xl font-bold">99,9 %</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Pagos procesados</dt>
              <dd className="text-xl font-bold">2.340</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Satisfacción</dt>
              <dd className="text-xl font-bold">4,8 / 5</dd>
            </div>
          </dl>
        </Card>
      </div>
      <div className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {REPORTS.map((report, i) => {
          const Icon = [FileBarChart, BarChart3, Users, FileSpreadsheet][i]!;
          return (
            <Button
              key={report}
              variant="outline"
              className="h-auto justify-start py-4"
              onClick={() => toast.info(`${report}: disponible próximamente`)}
            >
              <Icon className="h-5 w-5" aria-hidden /> {report}
            </Button>
          );
        })}
      </div>
    </>
  );
}

export function SettingsSample() {
  return (
    <>
      <SectionHeader title="Configuración del Sistema" description="Parámetros de seguridad y sesión de la plataforma." />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <h3 className="mb-4 flex items-center gap-2 text-lg font-semibold">
            <Settings2 className="h-5 w-5" aria-hidden /> Sesiones
          </h3>
          <dl className="space-y-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt>Tiempo de sesión</dt>
              <dd className="font-semibold" data-testid="session-hours">
                {SAMPLE_PLATFORM.sessionHours} horas
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Límite de intentos de inicio de sesión</dt>
              <dd className="font-semibold" data-testid="login-attempts">
                {SAMPLE_PLATFORM.loginAttemptLimit}
              </dd>
            </div>
          </dl>
        </Card>
        <Card>
          <h3 className="mb-4 flex items-center gap-2 text-lg font-semibold">
            <Lock className="h-5 w-5" aria-hidden /> Contraseñas y correo
          </h3>
          <dl className="space-y-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt>Longitud mínima de contraseña</dt>
              <dd className="font-semibold">6 caracteres</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Verificación de email</dt>
              <dd className="font-semibold">Obligatoria</dd>
            </div>
          </dl>
        </Card>
      </div>
    </>
  );
}

export function SecuritySample() {
  return (
    <>
      <SectionHeader title="Seguridad" description="Eventos de seguridad recientes (datos de ejemplo)." />
      <StatGrid className="mb-6">
        <StatCard label="Intentos bloqueados (24 h)" value="14" icon={Lock} />
        <StatCard label="Sesiones activas" value="312" icon={Clock} />
        <StatCard label="Contraseñas restablecidas" value="6" icon={Lock} />
        <StatCard label="Alertas abiertas" value="0" icon={CheckCircle2} />
      </StatGrid>
      <SampleList title="Actividad de seguridad" items={SAMPLE_SECURITY} />
    </>
  );
}
