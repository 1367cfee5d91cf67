// An owner's or resident's day: their saldo, the packages waiting at the gate, the asamblea in session
// and their PQRS, each a link to its section. Reads the portal already has (no read of its own).
import { useQuery } from '@tanstack/react-query';
import { CreditCard, MessageSquare, Package, Vote } from 'lucide-react';

import { PQRS_ESTADO_LABELS } from '@horizonte/contracts';

import { formatCOP, formatNumber } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { WorkList, WorkRow } from './work-list.tsx';

const plural = (n: number, uno: string, varios: string) => (n === 1 ? `1 ${uno}` : `${formatNumber(n)} ${varios}`);

/** `saldo`: what the caller's units owe (null while loading). */
export function MisPendientes({ saldo }: { saldo: number | null }) {
  const { ph, kind } = useComplexPortal();
  const trpc = useTRPC();
  const paquetes = useQuery({
    ...trpc.porteria.paquetes.list.queryOptions({ id: ph.id, estado: 'recibido', pageSize: 3 }),
    retry: false,
  });
  const asamblea = useQuery({
    ...trpc.asambleas.list.queryOptions({ id: ph.id, estado: 'en_curso', pageSize: 1 }),
    retry: false,
  });
  const pqrs = useQuery({ ...trpc.pqrs.list.queryOptions({ id: ph.id, pageSize: 3 }), retry: false });
  const enCurso = asamblea.data?.asambleas[0];
  return (
    <WorkList title="Lo tuyo hoy" loading={saldo === null || paquetes.isLoading || pqrs.isLoading} testId="mis-pendientes">
      <WorkRow
        section={kind === 'owner' ? 'pagos' : 'estado-cuenta'}
        icon={CreditCard}
        title="Saldo de mis unidades"
        figure={saldo === null ? '' : saldo === 0 ? 'Al día' : formatCOP(saldo)}
        empty={saldo === 0}
        testId="mi-saldo"
      />
      {paquetes.data ? (
        <WorkRow
          section="porteria"
          icon={Package}
          title="Paquetes en portería"
          figure={paquetes.data.total === 0 ? 'Ninguno' : plural(paquetes.data.total, 'paquete', 'paquetes')}
          empty={paquetes.data.total === 0}
          items={paquetes.data.paquetes.map((k) => k.descripcion)}
          testId="mis-paquetes"
        />
      ) : null}
      {enCurso ? (
        <WorkRow
          section="asambleas"
          icon={Vote}
          title="Asamblea abierta"
          figure="En curso"
          items={[enCurso.titulo]}
          testId="mi-asamblea"
        />
      ) : null}
      {pqrs.data ? (
        <WorkRow
          section="pqrs"
          icon={MessageSquare}
          title="Mis PQRS"
          figure={pqrs.data.total === 0 ? 'Ninguna' : plural(pqrs.data.total, 'radicada', 'radicadas')}
          empty={pqrs.data.total === 0}
          items={pqrs.data.pqrs.map((q) => `${q.radicado} · ${q.asunto} · ${PQRS_ESTADO_LABELS[q.estado]}`)}
          testId="mis-pqrs"
        />
      ) : null}
    </WorkList>
  );
}
