// The administration's day: what waits (platform.pendientes, one read), each row a link to the
// section where it is handled.
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, ClipboardList, CreditCard, FileSignature, MessageSquare, Package, Vote } from 'lucide-react';

import { formatoFecha, type Pendientes } from '@horizonte/contracts';

import { errorMessage } from '../../lib/api-errors.ts';
import { formatCOP, formatDate, formatNumber } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { ErrorState } from '../ui/states.tsx';
import { WorkList, WorkRow } from './work-list.tsx';

const count = (grupo: { total: number }) => (grupo.total === 0 ? 'Nada pendiente' : formatNumber(grupo.total));

export function PendientesPanel() {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const pendientes = useQuery({ ...trpc.platform.pendientes.queryOptions({ id: ph.id }), retry: false });
  if (pendientes.isError) return <ErrorState message={errorMessage(pendientes.error, 'No fue posible cargar los pendientes')} />;
  return (
    <WorkList title="Pendientes de hoy" loading={pendientes.isLoading} testId="pendientes">
      {pendientes.data ? <Rows p={pendientes.data} /> : null}
    </WorkList>
  );
}

function Rows({ p }: { p: Pendientes }) {
  const asamblea = p.proximaAsamblea;
  return (
    <>
      <WorkRow
        section="reservas"
        icon={CalendarCheck}
        title="Reservas por aprobar"
        figure={count(p.reservasPorAprobar)}
        empty={p.reservasPorAprobar.total === 0}
        items={p.reservasPorAprobar.items.map((r) => `${r.zona} · ${r.unidad} · ${formatDate(r.inicio)}`)}
        testId="pendiente-reservas"
      />
      <WorkRow
        section="administrativo"
        icon={MessageSquare}
        title="PQRS nuevas"
        figure={count(p.pqrsNuevas)}
        empty={p.pqrsNuevas.total === 0}
        items={p.pqrsNuevas.items.map(
          (q) => `${q.radicado} · ${q.asunto}${q.fechaVencimiento ? ` · vence ${formatoFecha(q.fechaVencimiento)}` : ''}`,
        )}
        testId="pendiente-pqrs-nuevas"
      />
      <WorkRow
        section="administrativo"
        icon={MessageSquare}
        title="PQRS por vencer"
        figure={count(p.pqrsPorVencer)}
        empty={p.pqrsPorVencer.total === 0}
        items={p.pqrsPorVencer.items.map((q) => `${q.radicado} · ${q.asunto} · vence ${formatoFecha(q.fechaVencimiento)}`)}
        testId="pendiente-pqrs"
      />
      <WorkRow
        section="comunidad"
        icon={ClipboardList}
        title="Preregistros por decidir"
        figure={count(p.preregistros)}
        empty={p.preregistros.total === 0}
        items={p.preregistros.items.map((r) => r.nombre)}
        testId="pendiente-preregistros"
      />
      <WorkRow
        section="asambleas"
        icon={FileSignature}
        title="Poderes por validar"
        figure={count(p.poderesPorValidar)}
        empty={p.poderesPorValidar.total === 0}
        items={p.poderesPorValidar.items.map((d) => `Apoderado: ${d.apoderadoNombre}`)}
        testId="pendiente-poderes"
      />
      <WorkRow
        section="porteria"
        icon={Package}
        title="Paquetes sin entregar"
        figure={count(p.paquetesSinEntregar)}
        empty={p.paquetesSinEntregar.total === 0}
        items={p.paquetesSinEntregar.items.map((k) => `${k.unidad} · ${k.descripcion}`)}
        testId="pendiente-paquetes"
      />
      <WorkRow
        section="asambleas"
        icon={Vote}
        title="Próxima asamblea"
        figure={asamblea ? formatDate(asamblea.fechaHora) : 'Ninguna programada'}
        empty={!asamblea}
        items={asamblea ? [asamblea.titulo] : []}
        testId="pendiente-asamblea"
      />
      {p.carteraVencida ? (
        <WorkRow
          section="tesoreria"
          icon={CreditCard}
          title="Cartera vencida"
          figure={formatCOP(p.carteraVencida.valor)}
          empty={p.carteraVencida.valor === 0}
          items={
            p.carteraVencida.unidades > 0
              ? [
                  p.carteraVencida.unidades === 1
                    ? '1 unidad en mora'
                    : `${formatNumber(p.carteraVencida.unidades)} unidades en mora`,
                ]
              : []
          }
          testId="pendiente-cartera"
        />
      ) : null}
    </>
  );
}
