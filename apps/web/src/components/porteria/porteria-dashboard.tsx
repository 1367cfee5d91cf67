// The guard's dashboard: what the gate has on its hands today, one tap from the Portería screen.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DoorOpen, Package, UserCheck } from 'lucide-react';
import { useTRPC } from '../../lib/trpc.ts';
import { formatNumber, todayInBogota } from '../../lib/format.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { StatCard, StatGrid } from '../ui/stat-card.tsx';

export function PorteriaDashboard() {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const esperados = useQuery(trpc.porteria.autorizaciones.queryOptions({ id: ph.id, fecha: todayInBogota(), estado: 'activa', pageSize: 1 }));
  const adentro = useQuery(trpc.porteria.accesos.queryOptions({ id: ph.id, adentro: 'true', pageSize: 1 }));
  const paquetes = useQuery(trpc.porteria.paquetes.queryOptions({ id: ph.id, estado: 'recibido', pageSize: 1 }));
  const show = (total: number | undefined) => (total === undefined ? '—' : formatNumber(total));
  return (
    <>
      <SectionHeader
        title="Dashboard"
        description={ph.nombre}
        actions={
          <Button asChild size="lg">
            <Link to="/ph/$identificador/$rol/porteria" params={{ identificador: ph.identificador, rol: 'porteria' }}>
              Ir a Portería
            </Link>
          </Button>
        }
      />
      <StatGrid>
        <StatCard label="Visitantes esperados hoy" value={show(esperados.data?.total)} icon={UserCheck} loading={esperados.isLoading} testId="card-esperados" />
        <StatCard label="Visitantes adentro" value={show(adentro.data?.total)} icon={DoorOpen} loading={adentro.isLoading} testId="card-adentro" />
        <StatCard label="Paquetes por entregar" value={show(paquetes.data?.total)} icon={Package} loading={paquetes.isLoading} testId="card-paquetes" />
      </StatGrid>
    </>
  );
}
