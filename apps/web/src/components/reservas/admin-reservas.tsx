// The administration's Reservas (issue 17): the approval queue, upcoming bookings (cancel with a
// motivo, mark cumplida or no asistió once started), each zone's calendar and the zones themselves
// (create, deactivate). The consejo reads; only the administration changes (the server refuses the rest).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

import {
  accionesReserva,
  DIAS_SEMANA,
  RESERVA_POR_DECIDIR,
  zonaFormFields,
  type ReservaOutput,
  type ZonaFormData,
  type ZonaFormFields,
} from '@horizonte/contracts';

import { useActualizarZona, useAprobarReserva, useCerrarReserva, useCrearZona } from '../../data/reservas.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { reservasDelPortal } from '../../lib/complex-areas.ts';
import { formatCOP } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { pesosEntendidos } from '../tesoreria/pesos-entendidos.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { EmptyState } from '../ui/states.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';
import { EstadoReserva } from './estado-badge.tsx';
import { franjaDe } from './fechas.ts';
import { MotivoReserva } from './motivo-reserva.tsx';
import { ZonaCalendario } from './zona-calendario.tsx';

export function AdminReservas() {
  const { ph, capabilities } = useComplexPortal();
  const reservas = reservasDelPortal(capabilities);
  const canManage = reservas.administrar;
  if (!reservas.verTodas) {
    return (
      <>
        <SectionHeader title="Reservas" />
        <EmptyState
          title="Sin acceso a las reservas"
          description="Las reservas del conjunto las ven la administración y el consejo."
        />
      </>
    );
  }
  return (
    <>
      <SectionHeader title="Reservas" description={canManage ? `Zonas comunes de ${ph.nombre}` : `${ph.nombre} · solo lectura`} />
      <Tabs defaultValue="pendientes">
        <TabsList aria-label="Secciones de reservas" className="mb-4 flex-wrap">
          <TabsTrigger value="pendientes">Por aprobar</TabsTrigger>
          <TabsTrigger value="proximas">Próximas</TabsTrigger>
          <TabsTrigger value="calendario">Calendario</TabsTrigger>
          <TabsTrigger value="zonas">Zonas</TabsTrigger>
        </TabsList>
        <TabsContent value="pendientes">
          <ListaReservas estado={RESERVA_POR_DECIDIR} canManage={canManage} vacio="No hay reservas por aprobar" />
        </TabsContent>
        <TabsContent value="proximas">
          <ListaReservas canManage={canManage} vacio="No hay reservas próximas" />
        </TabsContent>
        <TabsContent value="calendario">
          <CalendarioAdmin />
        </TabsContent>
        <TabsContent value="zonas">
          <Zonas canManage={canManage} />
        </TabsContent>
      </Tabs>
    </>
  );
}

function ListaReservas({ estado, canManage, vacio }: { estado?: typeof RESERVA_POR_DECIDIR; canManage: boolean; vacio: string }) {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const [desde] = useState(() => new Date(Date.now() - 2 * 86_400_000).toISOString());
  const list = useQuery(trpc.reservas.list.queryOptions({ id: ph.id, pageSize: 100, ...(estado ? { estado } : { desde }) }));
  return (
    <QueryView
      query={list}
      failure="No fue posible cargar las reservas"
      isEmpty={(d) => d.reservas.length === 0}
      empty={<EmptyState title={vacio} />}
    >
      {(data) => (
        <ul className="space-y-2" aria-label={estado ? 'Reservas por aprobar' : 'Próximas reservas'}>
          {data.reservas.map((r) => (
            <ReservaAdmin key={r.id} reserva={r} canManage={canManage} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function ReservaAdmin({ reserva: r, canManage }: { reserva: ReservaOutput; canManage: boolean }) {
  const aprobar = useAprobarReserva();
  const cerrar = useCerrarReserva();
  const [accion, setAccion] = useState<'rechazar' | 'cancelar' | null>(null);
  const [confirmarAprobacion, setConfirmarAprobacion] = useState(false);
  const run = async (fn: () => Promise<unknown>, ok: string) => {
    try {
      await fn();
      toast.success(ok);
      setAccion(null);
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible actualizar la reserva'));
    }
  };
  // The policy's buttons for this booking now (the server checks the same rules).
  const acciones = accionesReserva(r, { administrar: canManage, unidad: false }, new Date());
  return (
    <li data-testid="reserva-admin" className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="font-medium">
            {r.zona} · {r.unidad} <EstadoReserva estado={r.estado} />
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{franjaDe(r.inicio, r.fin)}</p>
          <p className="text-xs text-slate-500">
            {r.solicitante.nombre} · {r.asistentes} {r.asistentes === 1 ? 'persona' : 'personas'}
            {r.tarifa > 0 ? ` · tarifa ${formatCOP(r.tarifa)}` : ''}
            {r.deposito > 0 ? ` · depósito ${formatCOP(r.deposito)}` : ''}
            {r.motivo ? ` · ${r.motivo}` : ''}
          </p>
        </div>
        {acciones.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {acciones.includes('aprobar') ? (
              <Button size="sm" onClick={() => setConfirmarAprobacion(true)}>
                Aprobar
              </Button>
            ) : null}
            {acciones.includes('rechazar') ? (
              <Button size="sm" variant="outline" onClick={() => setAccion('rechazar')}>
                Rechazar
              </Button>
            ) : null}
            {acciones.includes('cumplida') ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void run(() => cerrar.mutateAsync({ id: r.id, estado: 'cumplida' }), 'Reserva cumplida')}
              >
                Cumplida
              </Button>
            ) : null}
            {acciones.includes('no_show') ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void run(() => cerrar.mutateAsync({ id: r.id, estado: 'no_show' }), 'Marcada como no asistió')}
              >
                No asistió
              </Button>
            ) : null}
            {acciones.includes('cancelar') ? (
              <Button size="sm" variant="outline" onClick={() => setAccion('cancelar')}>
                Cancelar
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {accion ? <MotivoReserva key={accion} reserva={r} accion={accion} onDone={() => setAccion(null)} /> : null}
      <ConfirmDialog
        open={confirmarAprobacion}
        onOpenChange={setConfirmarAprobacion}
        title="¿Aprobar la reserva?"
        description={`${r.zona} · ${r.unidad}, ${franjaDe(r.inicio, r.fin)}, para ${r.solicitante.nombre}. La franja queda tomada y se le avisa a quien la pidió.`}
        confirmLabel="Aprobar"
        pendingLabel="Aprobando…"
        confirmVariant="primary"
        onConfirm={() => run(() => aprobar.mutateAsync({ id: r.id }), 'Reserva aprobada')}
      />
    </li>
  );
}

function CalendarioAdmin() {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const zonas = useQuery(trpc.reservas.zonas.list.queryOptions({ id: ph.id, pageSize: 100 }));
  const [zonaId, setZonaId] = useState('');
  return (
    <QueryView
      query={zonas}
      failure="No fue posible cargar las zonas"
      isEmpty={(d) => d.zonas.length === 0}
      empty={<EmptyState title="Aún no hay zonas" />}
    >
      {(data) => {
        const zona = data.zonas.find((z) => z.id === zonaId) ?? data.zonas[0]!;
        return (
          <div className="space-y-3">
            <Field label="Zona">
              <NativeSelect value={zona.id} onChange={(e) => setZonaId(e.target.value)}>
                {data.zonas.map((z) => (
                  <option key={z.id} value={z.id}>
                    {z.nombre}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <ZonaCalendario key={zona.id} zona={zona} />
          </div>
        );
      }}
    </QueryView>
  );
}

function Zonas({ canManage }: { canManage: boolean }) {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const zonas = useQuery(trpc.reservas.zonas.list.queryOptions({ id: ph.id, pageSize: 100 }));
  const actualizar = useActualizarZona();
  const [nueva, setNueva] = useState(false);
  const toggle = async (id: string, activa: boolean) => {
    try {
      await actualizar.mutateAsync({ id, activa });
      toast.success(activa ? 'Zona activada' : 'Zona desactivada');
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible actualizar la zona'));
    }
  };
  return (
    <div className="space-y-4">
      {canManage && !nueva ? <Button onClick={() => setNueva(true)}>Nueva zona</Button> : null}
      {nueva ? <NuevaZona onDone={() => setNueva(false)} /> : null}
      <QueryView
        query={zonas}
        failure="No fue posible cargar las zonas"
        isEmpty={(d) => d.zonas.length === 0}
        empty={<EmptyState title="Aún no hay zonas" description="Crea la primera zona común para que los residentes reserven." />}
      >
        {(data) => (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Zonas">
            {data.zonas.map((z) => (
              <li key={z.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <p className="font-medium">
                  {z.nombre} {z.activa ? null : <span className="text-xs text-slate-500">(inactiva)</span>}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  Aforo {z.aforo} · franjas de {z.duracionSlotMin} min · {z.tarifa > 0 ? formatCOP(z.tarifa) : 'sin costo'}
                  {z.requiereAprobacion ? ' · requiere aprobación' : ''}
                  {z.bloqueaMorosos ? ' · no disponible en mora' : ''}
                </p>
                <p className="text-xs text-slate-500">
                  {z.horario.map((h) => `${DIAS_SEMANA[h.dia - 1]} ${h.desde}–${h.hasta}`).join(' · ')}
                </p>
                {canManage ? (
                  <Button size="sm" variant="outline" className="mt-2" onClick={() => void toggle(z.id, !z.activa)}>
                    {z.activa ? 'Desactivar' : 'Activar'}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

function NuevaZona({ onDone }: { onDone(): void }) {
  const { ph } = useComplexPortal();
  const crear = useCrearZona();
  const form = useFormAction('No fue posible crear la zona');
  const { register, control, handleSubmit, watch, formState } = useForm<ZonaFormFields, unknown, ZonaFormData>({
    resolver: zodResolver(zonaFormFields),
    defaultValues: {
      nombre: '',
      descripcion: '',
      aforo: '10',
      duracionSlotMin: '60',
      dias: [1, 2, 3, 4, 5, 6, 7],
      desde: '08:00',
      hasta: '22:00',
      anticipacionMinHoras: '2',
      anticipacionMaxDias: '30',
      maxReservasPorUnidadMes: '4',
      tarifa: '0',
      deposito: '0',
      requiereAprobacion: false,
      bloqueaMorosos: false,
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit((zona) =>
    form.submit(async () => {
      await crear.mutateAsync({ id: ph.id, ...zona });
      toast.success('Zona creada');
      onDone();
    })(),
  );
  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate aria-label="Nueva zona" className="grid gap-3 sm:grid-cols-2">
        <Field label="Nombre" error={errors.nombre?.message}>
          <Input {...register('nombre')} required maxLength={100} />
        </Field>
        <Field label="Descripción" error={errors.descripcion?.message}>
          <Input {...register('descripcion')} maxLength={2000} />
        </Field>
        <Field label="Aforo (personas)" error={errors.aforo?.message}>
          <Input type="number" min={1} {...register('aforo')} required />
        </Field>
        <Field label="Duración de la franja (minutos)" error={errors.duracionSlotMin?.message}>
          <Input type="number" min={1} {...register('duracionSlotMin')} required />
        </Field>
        <Controller
          control={control}
          name="dias"
          render={({ field, fieldState }) => (
            <fieldset className="sm:col-span-2">
              <legend className="mb-1 text-sm font-medium">Días</legend>
              <div className="flex flex-wrap gap-3">
                {DIAS_SEMANA.map((nombre, i) => (
                  <label key={nombre} className="flex items-center gap-1.5 text-sm capitalize">
                    <Checkbox
                      checked={field.value.includes(i + 1)}
                      onCheckedChange={(c) =>
                        field.onChange(c ? [...field.value, i + 1].sort() : field.value.filter((d) => d !== i + 1))
                      }
                    />
                    {nombre}
                  </label>
                ))}
              </div>
              {fieldState.error ? (
                <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
                  {fieldState.error.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
        <Field label="Abre (HH:MM)" error={errors.desde?.message}>
          <Input type="time" {...register('desde')} required />
        </Field>
        <Field label="Cierra (HH:MM)" error={errors.hasta?.message}>
          <Input type="time" {...register('hasta')} required />
        </Field>
        <Field label="Anticipación mínima (horas)" error={errors.anticipacionMinHoras?.message}>
          <Input type="number" min={0} {...register('anticipacionMinHoras')} required />
        </Field>
        <Field label="Anticipación máxima (días)" error={errors.anticipacionMaxDias?.message}>
          <Input type="number" min={1} {...register('anticipacionMaxDias')} required />
        </Field>
        <Field label="Reservas por unidad al mes" error={errors.maxReservasPorUnidadMes?.message}>
          <Input type="number" min={1} {...register('maxReservasPorUnidadMes')} required />
        </Field>
        <Field label="Tarifa (pesos, 0 = sin costo)" error={errors.tarifa?.message} hint={pesosEntendidos(watch('tarifa'))}>
          <Input inputMode="decimal" autoComplete="off" {...register('tarifa')} required />
        </Field>
        <Field label="Depósito (pesos)" error={errors.deposito?.message} hint={pesosEntendidos(watch('deposito'))}>
          <Input inputMode="decimal" autoComplete="off" {...register('deposito')} required />
        </Field>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <Controller
            control={control}
            name="requiereAprobacion"
            render={({ field }) => (
              <label className="flex items-center gap-2 text-sm">
                <Checkbox checked={field.value} onCheckedChange={(c) => field.onChange(c === true)} />
                Requiere aprobación de la administración
              </label>
            )}
          />
          <Controller
            control={control}
            name="bloqueaMorosos"
            render={({ field }) => (
              <label className="flex items-center gap-2 text-sm">
                <Checkbox checked={field.value} onCheckedChange={(c) => field.onChange(c === true)} />
                No disponible para unidades con más de 60 días de mora (si el reglamento lo dispone)
              </label>
            )}
          />
        </div>
        <FormError error={form.error} className="sm:col-span-2" />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" disabled={crear.isPending || formState.isSubmitting}>
            {crear.isPending ? 'Creando…' : 'Crear zona'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
