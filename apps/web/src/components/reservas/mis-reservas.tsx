// Reservas for owners and residents (issue 17): the complex's zones, a week or month calendar per
// zone to pick a free slot and book it for one of my units, my bookings with «Cancelar» before the
// cutoff, and the link to subscribe to my unit's bookings from a phone's calendar (.ics).
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';

import { accionesReserva, type SlotOutput, type ZonaOutput } from '@horizonte/contracts';

import { useCancelarReserva } from '../../data/reservas.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatCOP, plural } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { unidadLabel } from '../community/unidad.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { EmptyState, TableSkeleton } from '../ui/states.tsx';
import { EstadoReserva } from './estado-badge.tsx';
import { franjaDe } from './fechas.ts';
import { ZonaCalendario } from './zona-calendario.tsx';

const NuevaReserva = lazy(async () => ({ default: (await import('./nueva-reserva.tsx')).NuevaReserva }));

export function MisReservas() {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const zonas = useQuery(trpc.reservas.zonas.list.queryOptions({ id: ph.id, pageSize: 100 }));
  const [zonaId, setZonaId] = useState<string | null>(null);
  return (
    <>
      <SectionHeader title="Reservas" description="Reserva las zonas comunes del conjunto y consulta tus reservas." />
      <QueryView
        query={zonas}
        failure="No fue posible cargar las zonas comunes"
        isEmpty={(d) => d.zonas.length === 0}
        empty={
          <EmptyState title="No hay zonas para reservar" description="La administración aún no ha publicado zonas comunes." />
        }
      >
        {(data) => {
          const zona = data.zonas.find((z) => z.id === zonaId) ?? data.zonas[0]!;
          return (
            <div className="space-y-4">
              <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4" aria-label="Zonas comunes">
                {data.zonas.map((z) => (
                  <li key={z.id}>
                    <button
                      type="button"
                      aria-pressed={z.id === zona.id}
                      onClick={() => setZonaId(z.id)}
                      className={`w-full rounded-lg border p-3 text-left ${z.id === zona.id ? 'border-blue-500 ring-1 ring-blue-500' : 'border-slate-200 dark:border-slate-700'}`}
                    >
                      <span className="block font-semibold">{z.nombre}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        {z.tarifa > 0 ? formatCOP(z.tarifa) : 'Sin costo'} · hasta {z.aforo}{' '}
                        {z.aforo === 1 ? 'persona' : 'personas'}
                        {z.requiereAprobacion ? ' · requiere aprobación' : ''}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <Reservar key={zona.id} zona={zona} />
            </div>
          );
        }}
      </QueryView>
      <ListaMisReservas />
    </>
  );
}

function Reservar({ zona }: { zona: ZonaOutput }) {
  const [slot, setSlot] = useState<SlotOutput | null>(null);
  return (
    <Card className="space-y-4 p-4">
      <div>
        <h3 className="text-lg font-semibold">{zona.nombre}</h3>
        {zona.descripcion ? <p className="text-sm text-slate-600 dark:text-slate-400">{zona.descripcion}</p> : null}
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Franjas de {plural(zona.duracionSlotMin, 'minuto', 'minutos')} · con {zona.anticipacionMinHoras} h a{' '}
          {plural(zona.anticipacionMaxDias, 'día', 'días')} de anticipación · máximo {zona.maxReservasPorUnidadMes} al mes por
          unidad
          {zona.deposito > 0 ? ` · depósito ${formatCOP(zona.deposito)}` : ''}
        </p>
      </div>
      <ZonaCalendario zona={zona} selected={slot?.inicio ?? null} onPick={setSlot} />
      {slot ? (
        <Suspense fallback={<TableSkeleton rows={2} />}>
          <NuevaReserva zona={zona} slot={slot} onDone={() => setSlot(null)} />
        </Suspense>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Elige una franja libre para reservarla.</p>
      )}
    </Card>
  );
}

function ListaMisReservas() {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  // From yesterday on, fixed once so the query's key does not change on every render.
  const [desde] = useState(() => new Date(Date.now() - 86_400_000).toISOString());
  const list = useQuery(trpc.reservas.list.queryOptions({ id: ph.id, pageSize: 50, desde }));
  const mine = useQuery(trpc.apartamentos.mios.list.queryOptions({ id: ph.id }));
  const cancelar = useCancelarReserva();
  const onCancel = async (id: string) => {
    try {
      await cancelar.mutateAsync({ id });
      toast.success('Reserva cancelada');
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible cancelar la reserva'));
    }
  };
  return (
    <section className="mt-8 space-y-3" aria-label="Mis reservas">
      <h3 className="text-lg font-semibold">Mis reservas</h3>
      <QueryView
        query={list}
        failure="No fue posible cargar tus reservas"
        isEmpty={(d) => d.reservas.length === 0}
        empty={<EmptyState title="No tienes reservas próximas" description="Cuando reserves una zona, la verás aquí." />}
      >
        {(data) => (
          <ul className="space-y-2">
            {data.reservas.map((r) => {
              // Their own unit's booking: the policy's cutoff (the server checks it again).
              const cancelable = accionesReserva(r, { administrar: false, unidad: true }, new Date()).includes('cancelar');
              return (
                <li
                  key={r.id}
                  data-testid="mi-reserva"
                  className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700"
                >
                  <div>
                    <p className="font-medium">
                      {r.zona} <EstadoReserva estado={r.estado} />
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">{franjaDe(r.inicio, r.fin)}</p>
                    <p className="text-xs text-slate-500">
                      {r.unidad} · {r.asistentes} {r.asistentes === 1 ? 'persona' : 'personas'}
                      {r.tarifa > 0 ? ` · ${formatCOP(r.tarifa)}` : ''}
                      {r.motivo ? ` · ${r.motivo}` : ''}
                    </p>
                  </div>
                  {cancelable ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => void onCancel(r.id)}
                      disabled={cancelar.isPending}
                      aria-label={`Cancelar reserva de ${r.zona}`}
                    >
                      Cancelar
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
      {mine.data?.apartamentos.map((u) => (
        <EnlaceCalendario key={u.id} apartamentoId={u.id} unidad={unidadLabel(u)} />
      ))}
    </section>
  );
}

function EnlaceCalendario({ apartamentoId, unidad }: { apartamentoId: string; unidad: string }) {
  const trpc = useTRPC();
  const link = useQuery(trpc.reservas.calendario.get.queryOptions({ id: apartamentoId }));
  if (!link.data) return null;
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(link.data.url);
      toast.success('Enlace copiado');
    } catch {
      toast.error('No fue posible copiar el enlace');
    }
  };
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-900">
      <p className="font-medium">Calendario de {unidad} en tu celular</p>
      <p className="text-slate-600 dark:text-slate-400">Suscríbete para ver tus reservas en el calendario del teléfono.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <a href={link.data.webcal} className="text-blue-700 underline dark:text-blue-300" data-testid="enlace-ics">
          Suscribirme al calendario
        </a>
        <Button type="button" variant="link" onClick={() => void copiar()}>
          Copiar enlace
        </Button>
      </div>
    </div>
  );
}
