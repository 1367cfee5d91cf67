// Sistema of the general panel: the platform's real state as the health check reports it (the
// service and its database), never a made-up availability figure.
import { useQuery } from '@tanstack/react-query';
import { Clock, Database, Server } from 'lucide-react';
import { useTRPC } from '../../../lib/trpc.ts';
import { formatNumber } from '../../../lib/format.ts';
import { SectionHeader } from '../../ui/section-header.tsx';
import { StatCard, StatGrid } from '../../ui/stat-card.tsx';

const enMarcha = (seconds: number) => {
  const horas = Math.floor(seconds / 3600);
  if (horas >= 48) return `${formatNumber(Math.floor(horas / 24))} días`;
  return horas >= 1 ? `${formatNumber(horas)} h` : `${formatNumber(Math.max(1, Math.floor(seconds / 60)))} min`;
};

export function GeneralAdminSystem() {
  const trpc = useTRPC();
  // Refreshed every minute while on screen; a 503 (database down, draining) is the answer, not a failure to show.
  const health = useQuery({ ...trpc.system.health.queryOptions(), retry: false, refetchInterval: 60_000 });
  const ok = health.data?.database === 'ok';
  const loading = health.isLoading;
  return (
    <>
      <SectionHeader title="Sistema" description="Estado real del servicio, consultado ahora." />
      <StatGrid>
        <StatCard label="Servicio" value={ok ? 'Operativo' : 'Con fallas'} icon={Server} loading={loading} testId="sistema-servicio" />
        <StatCard label="Base de datos" value={ok ? 'Responde' : 'No responde'} icon={Database} loading={loading} testId="sistema-base-de-datos" />
        <StatCard label="En marcha desde hace" value={health.data ? enMarcha(health.data.uptimeSeconds) : '—'} icon={Clock} loading={loading} />
        <StatCard label="Versión" value={health.data?.version ?? '—'} icon={Server} loading={loading} testId="app-version" />
      </StatGrid>
    </>
  );
}
