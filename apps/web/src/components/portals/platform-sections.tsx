// Sections shared by the general administrator and the platform portals: reports, system, security and
// infrastructure — the spec's sample content. Users, audit and settings are real: platform/usuarios-section.tsx,
// platform/auditoria-registro.tsx, platform/configuracion-section.tsx (issue 33).
import { BarChart3, CheckCircle2, Clock, FileBarChart, FileSpreadsheet, Lock, Server, Users } from 'lucide-react';

import { APP_VERSION } from '@horizonte/contracts';

import { toast } from '../../lib/toast.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { SampleList } from '../ui/sample-list.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { StatCard, StatGrid } from '../ui/stat-card.tsx';
import { SAMPLE_INFRA, SAMPLE_SECURITY, SAMPLE_SERVICES } from './samples.ts';

const REPORTS = ['Reporte Financiero', 'Reporte de Ocupación', 'Reporte de Usuarios', 'Reporte de Mantenimiento'] as const;

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

export function SystemStatusCard({ title = 'Estado del Sistema' }: { title?: string }) {
  return (
    <Card>
      <h3 className="mb-4 text-lg font-semibold">{title}</h3>
      <ul className="space-y-3 text-sm">
        {SAMPLE_SERVICES.map((s) => (
          <li key={s.nombre} className="flex items-center justify-between gap-2">
            <span className="flex items-center gap-2">
              <CheckCircle2 className="h-4 w-4 text-green-700 dark:text-green-400" aria-hidden /> {s.nombre}
            </span>
            <Badge>{s.estado}</Badge>
          </li>
        ))}
      </ul>
      <p
        className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400"
        data-testid="app-version"
      >
        Versión {APP_VERSION}
      </p>
    </Card>
  );
}

export function SystemSample() {
  return (
    <>
      <SectionHeader title="Sistema" description="Versión y estado de los servicios." />
      <StatGrid className="mb-6">
        <StatCard label="Versión" value={APP_VERSION} icon={Server} />
        <StatCard label="Disponibilidad" value="99,9 %" icon={CheckCircle2} />
        <StatCard label="Tiempo de respuesta" value="120 ms" icon={Clock} />
        <StatCard label="Servicios operativos" value={`${SAMPLE_SERVICES.length} / ${SAMPLE_SERVICES.length}`} icon={Server} />
      </StatGrid>
      <SystemStatusCard />
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

export function InfrastructureSample() {
  return (
    <>
      <SectionHeader title="Infraestructura" description="Servidores y copias de seguridad (datos de ejemplo)." />
      <div className="grid gap-4 lg:grid-cols-2">
        <SampleList title="Servidores" items={SAMPLE_INFRA} />
        <SystemStatusCard title="Servicios" />
      </div>
    </>
  );
}
