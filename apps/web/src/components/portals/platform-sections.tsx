// Sections shared by the general administrator and the platform portals that are still the spec's sample
// content: reports and security. Real since issue 33: users, audit and settings (platform/usuarios-section.tsx,
// platform/auditoria-registro.tsx, platform/configuracion-section.tsx), system and infrastructure
// (platform/estado-plataforma.tsx).
import { BarChart3, CheckCircle2, Clock, FileBarChart, FileSpreadsheet, Lock, Users } from 'lucide-react';

import { toast } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { SampleList } from '../ui/sample-list.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { StatCard, StatGrid } from '../ui/stat-card.tsx';
import { SAMPLE_SECURITY } from './samples.ts';

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
