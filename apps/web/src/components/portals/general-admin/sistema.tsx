// Sistema of the general panel: the platform's real state (system.estado: the database, the job
// queue's backlog and the mails that fail; system.health: version and time up), never a made-up
// availability figure.
import { useQuery } from '@tanstack/react-query';
import { Clock, Database, ListTodo, MailWarning, Server } from 'lucide-react';

import { errorMessage, errorStatus } from '../../../lib/api-errors.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { SectionHeader } from '../../ui/section-header.tsx';
import { StatCard, StatGrid } from '../../ui/stat-card.tsx';
import { ErrorState } from '../../ui/states.tsx';

const enMarcha = (seconds: number) => {
  const horas = Math.floor(seconds / 3600);
  if (horas >= 48) return `${formatNumber(Math.floor(horas / 24))} días`;
  return horas >= 1 ? `${formatNumber(horas)} h` : `${formatNumber(Math.max(1, Math.floor(seconds / 60)))} min`;
};

/** The platform answers 503 when its database does not: that is the state to show, not an error. */
const UNAVAILABLE = 503;

export function GeneralAdminSystem() {
  const trpc = useTRPC();
  const estado = useQuery({ ...trpc.system.estado.queryOptions(), retry: false, refetchInterval: 60_000 });
  const health = useQuery({ ...trpc.system.health.queryOptions(), retry: false, refetchInterval: 60_000 });
  const caida = estado.isError && errorStatus(estado.error) === UNAVAILABLE;
  if (estado.isError && !caida)
    return <ErrorState message={errorMessage(estado.error, 'No fue posible consultar el estado del sistema')} />;
  const e = estado.data;
  const loading = estado.isLoading;
  return (
    <>
      <SectionHeader title="Sistema" description="Estado real de la plataforma, consultado ahora y cada minuto." />
      <StatGrid>
        <StatCard
          label="Base de datos"
          value={e ? 'Responde' : 'No responde'}
          icon={Database}
          loading={loading}
          testId="sistema-base-de-datos"
        />
        <StatCard
          label="Trabajos en cola"
          value={e ? formatNumber(e.trabajosPendientes) : '—'}
          icon={ListTodo}
          loading={loading}
          hint={e?.trabajoMasAntiguo ? `El más antiguo, del ${formatDate(e.trabajoMasAntiguo)}` : undefined}
          testId="sistema-cola"
        />
        <StatCard
          label="Correos fallidos (24 h)"
          value={e ? formatNumber(e.correosFallidos24h) : '—'}
          icon={MailWarning}
          loading={loading}
          hint={e && e.correosReintentando > 0 ? `${formatNumber(e.correosReintentando)} por reintentar` : undefined}
          testId="sistema-correos"
        />
        <StatCard
          label="Servicio"
          value={health.data ? `En marcha hace ${enMarcha(health.data.uptimeSeconds)}` : caida ? 'Con fallas' : '—'}
          icon={health.data ? Clock : Server}
          loading={health.isLoading}
          hint={health.data ? `Versión ${health.data.version}` : undefined}
          testId="app-version"
        />
      </StatGrid>
    </>
  );
}
