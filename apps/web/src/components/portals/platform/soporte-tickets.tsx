// Soporte's «Tickets» (issue 33): the queue of every complex's tickets with its SLA — filters by estado,
// assignment and text, paged — and each ticket's thread, where support answers, assigns, changes its
// estado and may open the complex read-only. Also the real figures of «Dashboard Soporte».
import { useQuery } from '@tanstack/react-query';
import { Clock, Headphones, LifeBuoy, Ticket } from 'lucide-react';
import { useState } from 'react';

import {
  ESTADO_TICKET_LABELS,
  ESTADOS_TICKET,
  SLA_PRIMERA_RESPUESTA_DIAS_HABILES,
  slaVencido,
  type EstadoTicket,
  type TicketSoporte,
} from '@horizonte/contracts';

import { formatNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { EstadoTicketBadge, PrioridadBadge, SlaBadge } from '../../tickets-soporte/ticket-badges.tsx';
import { TicketHilo } from '../../tickets-soporte/ticket-hilo.tsx';
import { Card } from '../../ui/card.tsx';
import { Input, NativeSelect } from '../../ui/input.tsx';
import { Pager } from '../../ui/pager.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { StatCard, StatGrid } from '../../ui/stat-card.tsx';
import { EmptyState } from '../../ui/states.tsx';

const PAGE_SIZE = 20;
const TODOS = '';
type Asignado = 'yo' | 'nadie';

export const SLA_TEXTO = `Compromiso de servicio: primera respuesta a más tardar ${SLA_PRIMERA_RESPUESTA_DIAS_HABILES} día hábil después de abierto el ticket (días hábiles de Colombia).`;

export function SoporteTickets() {
  const { user } = useSession();
  const [abierto, setAbierto] = useState<string | null>(null);
  if (abierto)
    return (
      <>
        <SectionHeader title="Tickets" description={SLA_TEXTO} />
        <TicketHilo id={abierto} relacion="soporte" superRole={user?.superUserRole ?? null} onBack={() => setAbierto(null)} />
      </>
    );
  return (
    <>
      <SectionHeader title="Tickets" description={SLA_TEXTO} />
      <Cola onOpen={setAbierto} />
    </>
  );
}

function Cola({ onOpen }: { onOpen(id: string): void }) {
  const trpc = useTRPC();
  const [estado, setEstado] = useState<EstadoTicket | typeof TODOS>(TODOS);
  const [asignado, setAsignado] = useState<Asignado | typeof TODOS>(TODOS);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const cola = useQuery({
    ...trpc.ticketsSoporte.cola.list.queryOptions({
      estado: estado || undefined,
      asignado: asignado || undefined,
      q: q.trim() || undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
    refetchInterval: 30_000,
  });
  return (
    <Card>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="tickets-q" className="sr-only">
            Buscar por asunto o número
          </label>
          <Input
            id="tickets-q"
            type="search"
            placeholder="Buscar por asunto o número…"
            value={q}
            maxLength={100}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div>
          <label htmlFor="tickets-estado" className="sr-only">
            Filtrar por estado
          </label>
          <NativeSelect
            id="tickets-estado"
            value={estado}
            onChange={(e) => {
              setEstado(e.target.value as EstadoTicket | typeof TODOS);
              setPage(1);
            }}
          >
            <option value={TODOS}>Todos los estados</option>
            {ESTADOS_TICKET.map((e) => (
              <option key={e} value={e}>
                {ESTADO_TICKET_LABELS[e]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <label htmlFor="tickets-asignado" className="sr-only">
            Filtrar por asignación
          </label>
          <NativeSelect
            id="tickets-asignado"
            value={asignado}
            onChange={(e) => {
              setAsignado(e.target.value as Asignado | typeof TODOS);
              setPage(1);
            }}
          >
            <option value={TODOS}>Cualquier asignación</option>
            <option value="yo">Asignados a mí</option>
            <option value="nadie">Sin asignar</option>
          </NativeSelect>
        </div>
      </div>
      <QueryView
        query={cola}
        failure="No fue posible cargar la cola de tickets"
        isEmpty={(d) => d.tickets.length === 0}
        empty={
          <EmptyState
            title="No hay tickets que coincidan"
            description="Cuando una administración pida ayuda, su ticket aparecerá aquí."
          />
        }
      >
        {(d) => (
          <>
            <ListaTickets tickets={d.tickets} onOpen={onOpen} conConjunto />
            <Pager page={page} pages={Math.ceil(d.total / PAGE_SIZE)} onPage={setPage} label="Páginas de tickets" />
          </>
        )}
      </QueryView>
    </Card>
  );
}

/** A list of tickets as buttons (keyboard and 360 px friendly): number, subject, complex, estado, SLA. */
export function ListaTickets({
  tickets,
  onOpen,
  conConjunto = false,
}: {
  tickets: readonly TicketSoporte[];
  onOpen(id: string): void;
  conConjunto?: boolean;
}) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Tickets">
      {tickets.map((t) => (
        <li key={t.id}>
          <button
            type="button"
            onClick={() => onOpen(t.id)}
            className="flex w-full flex-col gap-1 px-2 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-900"
          >
            <span className="font-medium [overflow-wrap:anywhere]">
              #{t.numero} · {t.asunto}
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {conConjunto ? `${t.phNombre} · ` : ''}
              {t.solicitante.nombre} · {new Date(t.creadoEl).toLocaleString('es-CO', { dateStyle: 'medium', timeStyle: 'short' })}
              {t.asignado ? ` · atiende ${t.asignado.nombre}` : ' · sin asignar'}
            </span>
            <span className="flex flex-wrap gap-1">
              <EstadoTicketBadge estado={t.estado} />
              <PrioridadBadge prioridad={t.prioridad} />
              <SlaBadge ticket={t} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** «Dashboard Soporte»: the queue's real counts and its oldest open tickets. */
export function SoporteResumen() {
  const trpc = useTRPC();
  const abiertos = useQuery(trpc.ticketsSoporte.cola.list.queryOptions({ estado: 'abierto', pageSize: 5 }));
  const enProgreso = useQuery(trpc.ticketsSoporte.cola.list.queryOptions({ estado: 'en_progreso', pageSize: 1 }));
  const resueltos = useQuery(trpc.ticketsSoporte.cola.list.queryOptions({ estado: 'resuelto', pageSize: 1 }));
  const mios = useQuery(trpc.ticketsSoporte.cola.list.queryOptions({ asignado: 'yo', pageSize: 1 }));
  const n = (d: { total: number } | undefined) => (d ? formatNumber(d.total) : '—');
  const vencidos = abiertos.data?.tickets.filter((t) => slaVencido(t.sla.estado)).length;
  return (
    <>
      <StatGrid>
        <StatCard
          label="Tickets Abiertos"
          value={n(abiertos.data)}
          icon={Ticket}
          loading={abiertos.isLoading}
          testId="card-tickets-abiertos"
        />
        <StatCard label="En progreso" value={n(enProgreso.data)} icon={LifeBuoy} loading={enProgreso.isLoading} />
        <StatCard label="Resueltos por cerrar" value={n(resueltos.data)} icon={Clock} loading={resueltos.isLoading} />
        <StatCard label="Asignados a mí" value={n(mios.data)} icon={Headphones} loading={mios.isLoading} />
      </StatGrid>
      <Card className="mt-6">
        <h3 className="mb-1 text-lg font-semibold">Tickets abiertos más antiguos</h3>
        <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">
          {SLA_TEXTO}
          {vencidos ? ` ${formatNumber(vencidos)} con el plazo vencido.` : ''}
        </p>
        <QueryView
          query={abiertos}
          failure="No fue posible cargar los tickets"
          isEmpty={(d) => d.tickets.length === 0}
          empty={<EmptyState title="No hay tickets abiertos" />}
        >
          {(d) => (
            <ul className="space-y-2 text-sm">
              {d.tickets.map((t) => (
                <li key={t.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="[overflow-wrap:anywhere]">
                    #{t.numero} · {t.asunto} · {t.phNombre}
                  </span>
                  <SlaBadge ticket={t} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Card>
    </>
  );
}
