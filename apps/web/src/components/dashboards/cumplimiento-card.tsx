// The admin dashboard's cumplimiento card (issue 29): how many legal obligations are al día, por vencer and vencidas.
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';

import { useTRPC } from '../../lib/trpc.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { StatCard } from '../ui/stat-card.tsx';

export function CumplimientoCard() {
  const { ph, capabilities } = useComplexPortal();
  const trpc = useTRPC();
  const lee = capabilities.mantenimiento.read;
  const query = useQuery({ ...trpc.mantenimiento.cumplimiento.get.queryOptions({ id: ph.id }), enabled: lee, retry: false });
  const r = query.data?.resumen;
  return (
    <StatCard
      label="Cumplimiento legal"
      icon={ShieldCheck}
      loading={query.isLoading && lee}
      testId="card-cumplimiento"
      value={
        r ? (
          <span className="flex flex-wrap gap-3 text-base sm:text-lg">
            <span className="text-green-700 dark:text-green-400">● {r.al_dia} al día</span>
            <span className="text-amber-700 dark:text-amber-400">● {r.por_vencer} por vencer</span>
            <span className="text-red-700 dark:text-red-400">● {r.vencido} vencidas</span>
          </span>
        ) : (
          '—'
        )
      }
    />
  );
}
