// Facturación (art. 29): compute a month as a draft, preview every charge, emit or annul it; cuotas
// extraordinarias approved by the asamblea.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import {
  accionesFacturacion,
  cuotaExtraordinariaFormFields,
  esPonerseAlDia,
  facturacionAnulacionPideMotivo,
  facturacionAnularInput,
  facturacionFormFields,
  formatoFecha,
  TESORERIA_MSG,
  tesoreriaConfiguracionFormFields,
} from '@horizonte/contracts';

import {
  useAnularFacturacion,
  useCreateCuotaExtraordinaria,
  useCreateFacturacion,
  useEmitirFacturacion,
  useSetConfiguracionTesoreria,
} from '../../data/tesoreria.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatCOP, plural, todayInBogota } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';
import { PromptDialog } from '../ui/prompt-dialog.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../ui/states.tsx';
import { ACTIONS_COLUMN, TableFrame, TableHeader, td } from '../ui/table.tsx';
import { TONO_FACTURACION } from './estado-tonos.ts';
import { siguientePeriodo } from './periodo.ts';
import { pesosEntendidos } from './pesos-entendidos.ts';
import { right } from './table-cells.ts';

export function FacturacionPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const runs = useQuery(trpc.tesoreria.facturaciones.list.queryOptions({ id: phId, pageSize: 24 }));
  const crear = useCreateFacturacion();
  const configuracion = useQuery(trpc.tesoreria.configuracion.get.queryOptions({ id: phId }));
  const inicial = siguientePeriodo();
  const calculo = useForm<z.input<typeof facturacionFormFields>, unknown, z.output<typeof facturacionFormFields>>({
    resolver: zodResolver(facturacionFormFields),
    defaultValues: { periodo: inicial.periodo, fechaVencimiento: inicial.vence },
  });
  // The proposal comes from the complex's calendar: the next unbilled period, due on a day ahead.
  const propuesta = configuracion.data?.configuracion;
  const { reset } = calculo;
  const periodoPropuesto = propuesta?.siguientePeriodo;
  const vencimientoPropuesto = propuesta?.siguienteVencimiento;
  useEffect(() => {
    if (periodoPropuesto && vencimientoPropuesto) reset({ periodo: periodoPropuesto, fechaVencimiento: vencimientoPropuesto });
  }, [periodoPropuesto, vencimientoPropuesto, reset]);
  const [abierta, setAbierta] = useState<string | null>(null);
  const [ponerseAlDia, setPonerseAlDia] = useState<z.output<typeof facturacionFormFields> | null>(null);
  const form = useFormAction('No fue posible calcular la facturación');

  const calcularYa = async ({ periodo, fechaVencimiento }: z.output<typeof facturacionFormFields>) => {
    const { facturacion } = await crear.mutateAsync({ id: phId, periodo, fechaVencimiento });
    setAbierta(facturacion.id);
    toast.success(`Facturación ${facturacion.periodo} calculada: revísala antes de emitirla`);
  };
  // A due date already past is a catch-up: allowed, but only after saying so (mora then runs from
  // the emission plus the grace days, never from the past date).
  const calcular = calculo.handleSubmit((valores) =>
    form.submit(async () => {
      if (esPonerseAlDia(valores.fechaVencimiento, todayInBogota())) setPonerseAlDia(valores);
      else await calcularYa(valores);
    })(),
  );
  const errores = calculo.formState.errors;

  return (
    <div className="space-y-4">
      {canManage ? (
        <Card className="p-4">
          <form onSubmit={calcular} noValidate className="flex flex-wrap items-start gap-3" aria-label="Calcular facturación">
            <Field label="Periodo (AAAA-MM)" error={errores.periodo?.message}>
              <Input {...calculo.register('periodo')} required className="w-32" />
            </Field>
            <Field label="Fecha de vencimiento" error={errores.fechaVencimiento?.message}>
              <Input type="date" {...calculo.register('fechaVencimiento')} required className="w-44" />
            </Field>
            <Button type="submit" className="sm:mt-7" disabled={crear.isPending || calculo.formState.isSubmitting}>
              {crear.isPending ? 'Calculando…' : 'Calcular facturación'}
            </Button>
          </form>
          <FormError error={form.error} className="mt-3" />
          <ConfirmDialog
            open={ponerseAlDia !== null}
            onOpenChange={(open) => !open && setPonerseAlDia(null)}
            title={ponerseAlDia ? `¿Facturar ${ponerseAlDia.periodo} con vencimiento ya pasado?` : ''}
            description={
              ponerseAlDia
                ? `La fecha de vencimiento ${ponerseAlDia.fechaVencimiento} ya pasó: es una facturación para ponerse al día. Los intereses de mora no correrán antes de la emisión más ${plural(propuesta?.diasGracia ?? 0, 'día', 'días')} de gracia.`
                : ''
            }
            confirmLabel="Calcular de todos modos"
            pendingLabel="Calculando…"
            confirmVariant="primary"
            onConfirm={async () => {
              try {
                await calcularYa(ponerseAlDia!);
              } catch (err) {
                toast.error(errorMessage(err, 'No fue posible calcular la facturación'));
                throw err;
              }
            }}
          />
        </Card>
      ) : null}
      <QueryView
        query={runs}
        failure="No fue posible cargar las facturaciones"
        rows={3}
        isEmpty={(data) => data.facturaciones.length === 0}
        empty={
          <EmptyState
            title="Aún no hay facturaciones"
            description={
              canManage
                ? 'Aprueba el presupuesto del año y calcula el primer mes: verás cada cuota antes de emitirla.'
                : 'La administración aún no ha facturado.'
            }
          />
        }
      >
        {(data) => (
          <TableFrame label="Facturaciones">
            <TableHeader
              columns={[
                'Periodo',
                'Vence',
                'Estado',
                { label: 'Cargos', align: 'right' },
                { label: 'Total', align: 'right' },
                ACTIONS_COLUMN,
              ]}
            />
            <tbody>
              {data.facturaciones.map((f) => (
                <tr key={f.id}>
                  <td className={`${td} font-medium`}>{f.periodo}</td>
                  <td className={td}>{formatoFecha(f.fechaVencimiento)}</td>
                  <td className={td}>
                    <Badge tone={TONO_FACTURACION[f.estado]}>{f.estado}</Badge>
                  </td>
                  <td className={right}>{f.cargos}</td>
                  <td className={right}>{formatCOP(f.total)}</td>
                  <td className={`${td} text-right`}>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setAbierta(abierta === f.id ? null : f.id)}
                      aria-expanded={abierta === f.id}
                    >
                      {abierta === f.id ? 'Ocultar' : 'Ver cargos'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </QueryView>
      {abierta ? <VistaPrevia facturacionId={abierta} canManage={canManage} /> : null}
      {canManage && propuesta ? <CalendarioFacturacion phId={phId} actual={propuesta} /> : null}
      <CuotasExtraordinarias phId={phId} canManage={canManage} />
    </div>
  );
}

/** The complex's due day and grace days (issue 26, point 2). */
function CalendarioFacturacion({ phId, actual }: { phId: string; actual: { diaVencimiento: number; diasGracia: number } }) {
  const guardar = useSetConfiguracionTesoreria();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof tesoreriaConfiguracionFormFields>,
    unknown,
    z.output<typeof tesoreriaConfiguracionFormFields>
  >({
    resolver: zodResolver(tesoreriaConfiguracionFormFields),
    defaultValues: { diaVencimiento: String(actual.diaVencimiento), diasGracia: String(actual.diasGracia) },
  });
  const envio = useFormAction('No fue posible guardar el calendario de facturación');
  const submit = handleSubmit((calendario) =>
    envio.submit(async () => {
      await guardar.mutateAsync({ id: phId, ...calendario });
      toast.success('Calendario de facturación guardado');
    })(),
  );
  return (
    <Card className="p-4">
      <h3 className="mb-1 font-semibold">Calendario de facturación</h3>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Día del mes en que vencen las cuotas y días de gracia tras la emisión antes de causar intereses de mora (art. 30).
      </p>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3" aria-label="Calendario de facturación">
        <Field label="Día de vencimiento (1 a 28)" error={formState.errors.diaVencimiento?.message}>
          <Input inputMode="numeric" {...register('diaVencimiento')} required className="w-28" />
        </Field>
        <Field label="Días de gracia" error={formState.errors.diasGracia?.message}>
          <Input inputMode="numeric" {...register('diasGracia')} required className="w-28" />
        </Field>
        <Button type="submit" variant="outline" className="sm:mt-7" disabled={guardar.isPending || formState.isSubmitting}>
          {guardar.isPending ? 'Guardando…' : 'Guardar calendario'}
        </Button>
      </form>
      <FormError error={envio.error} className="mt-3" />
    </Card>
  );
}

type CuotaForm = z.input<typeof cuotaExtraordinariaFormFields>;

/** Cuotas extraordinarias approved by the asamblea: spread by coeficiente and billed in the runs of their months. */
function CuotasExtraordinarias({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.tesoreria.cuotasExtraordinarias.list.queryOptions({ id: phId }));
  const crear = useCreateCuotaExtraordinaria();
  const vacio: CuotaForm = { concepto: '', valorTotal: '', cuotas: '1', desde: siguientePeriodo().periodo, actaReferencia: '' };
  const { register, handleSubmit, watch, reset, formState } = useForm<
    CuotaForm,
    unknown,
    z.output<typeof cuotaExtraordinariaFormFields>
  >({
    resolver: zodResolver(cuotaExtraordinariaFormFields),
    defaultValues: vacio,
  });
  const envio = useFormAction('No fue posible registrar la cuota extraordinaria');
  const submit = handleSubmit((values) =>
    envio.submit(async () => {
      await crear.mutateAsync({ id: phId, ...values });
      toast.success('Cuota extraordinaria registrada: se facturará en los meses que indica');
      reset({ ...vacio, cuotas: String(values.cuotas), desde: values.desde });
    })(),
  );
  const cuotas = list.data?.cuotasExtraordinarias ?? [];
  return (
    <Card className="p-4">
      <h3 className="mb-1 font-semibold">Cuotas extraordinarias</h3>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Aprobadas por la asamblea; se reparten por coeficiente y se facturan en los meses indicados. Las que superan 4 veces la
        cuota ordinaria necesitan la mayoría del 70 % (art. 46).
      </p>
      {cuotas.length ? (
        <ul className="mb-3 space-y-1 text-sm">
          {cuotas.map((c) => (
            <li key={c.id}>
              <strong>{c.concepto}</strong> · {formatCOP(c.valorTotal)} en {c.cuotas} {c.cuotas === 1 ? 'cuota' : 'cuotas'} desde{' '}
              {c.desde} · {c.actaReferencia}
            </li>
          ))}
        </ul>
      ) : null}
      {canManage ? (
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-start"
          aria-label="Nueva cuota extraordinaria"
        >
          <Field label="Concepto" className="lg:col-span-2" error={formState.errors.concepto?.message}>
            <Input {...register('concepto')} required placeholder="Impermeabilización de cubiertas" />
          </Field>
          <Field
            label="Valor total (pesos)"
            error={formState.errors.valorTotal?.message}
            hint={pesosEntendidos(watch('valorTotal'), 'Por ejemplo 12.000.000')}
          >
            <Input inputMode="decimal" autoComplete="off" {...register('valorTotal')} required />
          </Field>
          <Field label="Cuotas (meses)" error={formState.errors.cuotas?.message}>
            <Input inputMode="numeric" {...register('cuotas')} required />
          </Field>
          <Field label="Desde (AAAA-MM)" error={formState.errors.desde?.message}>
            <Input {...register('desde')} required />
          </Field>
          <Field label="Acta" error={formState.errors.actaReferencia?.message}>
            <Input {...register('actaReferencia')} required placeholder="Acta 12 de 2026" />
          </Field>
          <div className="lg:col-span-6">
            <Button type="submit" variant="outline" disabled={crear.isPending}>
              Registrar cuota extraordinaria
            </Button>
          </div>
          <FormError error={envio.error} className="sm:col-span-2 lg:col-span-6" />
        </form>
      ) : null}
    </Card>
  );
}

/** The motivo of annulling a run with payments applied: facturacionAnularInput's, which the API then requires. */
const motivoConPagos = facturacionAnularInput.shape.motivo.unwrap().min(1, { error: TESORERIA_MSG.facturacionConPagos });

function VistaPrevia({ facturacionId, canManage }: { facturacionId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const run = useQuery(trpc.tesoreria.facturaciones.get.queryOptions({ id: facturacionId, pageSize: 100 }));
  const emitir = useEmitirFacturacion();
  const anular = useAnularFacturacion();
  const [confirmar, setConfirmar] = useState<'emitir' | 'anular' | null>(null);
  const act = async (accion: 'emitir' | 'anular', motivo?: string) => {
    if (accion === 'emitir') await emitir.mutateAsync({ id: facturacionId });
    else await anular.mutateAsync({ id: facturacionId, motivo });
    toast.success(accion === 'emitir' ? 'Facturación emitida: las cuentas de cobro van en camino' : 'Facturación anulada');
  };
  /** Without a motivo to correct, a failure is told in a toast and the confirmation closes. */
  const confirmarSinMotivo = async (accion: 'emitir' | 'anular') => {
    try {
      await act(accion);
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible completar la acción'));
    }
  };
  if (run.isLoading) return <TableSkeleton rows={4} />;
  if (run.isError) return <ErrorState message={errorMessage(run.error, 'No fue posible cargar la facturación')} />;
  const { facturacion, detalle, total } = run.data!;
  // What this run's estado allows (the contracts' policy; the server checks the same).
  const acciones = accionesFacturacion(facturacion.estado, { read: true, manage: canManage });
  const pideMotivo = facturacionAnulacionPideMotivo(facturacion.estado);
  return (
    <Card className="p-4" data-testid="vista-previa">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          Facturación {facturacion.periodo} · {formatCOP(facturacion.total)} · {plural(total, 'cargo', 'cargos')}
        </h3>
        {acciones.length > 0 ? (
          <div className="flex gap-2">
            {acciones.includes('emitir') ? (
              <Button onClick={() => setConfirmar('emitir')} disabled={emitir.isPending}>
                {emitir.isPending ? 'Emitiendo…' : 'Emitir'}
              </Button>
            ) : null}
            {acciones.includes('anular') ? (
              <Button variant="outline" onClick={() => setConfirmar('anular')} disabled={anular.isPending}>
                Anular
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <TableFrame label="Cargos de la facturación">
        <TableHeader columns={['Unidad', 'Concepto', { label: 'Valor', align: 'right' }]} />
        <tbody>
          {detalle.map((c) => (
            <tr key={c.id}>
              <td className={`${td} font-medium`}>{c.unidad}</td>
              <td className={td}>{c.concepto}</td>
              <td className={right}>{formatCOP(c.valor)}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      {total > detalle.length ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Se muestran los primeros {detalle.length} de {total} cargos.
        </p>
      ) : null}
      {/* An emitted run may have payments applied: its annulment asks the motivo (the payments are applied again). */}
      <PromptDialog
        open={confirmar === 'anular' && pideMotivo}
        onOpenChange={(open) => !open && setConfirmar(null)}
        title={`¿Anular la facturación ${facturacion.periodo}?`}
        description={`Se anularán ${plural(total, 'cargo', 'cargos')} por ${formatCOP(facturacion.total)} en total. Los pagos aplicados a ellos quedan como saldo a favor y se abonan de nuevo a lo que cada unidad debe (primero intereses, luego el capital más antiguo).`}
        label="Motivo de la anulación (queda en el historial)"
        schema={motivoConPagos}
        confirmLabel="Anular"
        pendingLabel="Anulando…"
        onConfirm={(motivo) => act('anular', motivo)}
      />
      <ConfirmDialog
        open={confirmar === 'emitir' || (confirmar === 'anular' && !pideMotivo)}
        onOpenChange={(open) => !open && setConfirmar(null)}
        title={
          confirmar === 'emitir'
            ? `¿Emitir la facturación ${facturacion.periodo}?`
            : `¿Anular la facturación ${facturacion.periodo}?`
        }
        description={
          confirmar === 'emitir'
            ? `Se causarán ${plural(total, 'cargo', 'cargos')} por ${formatCOP(facturacion.total)} en total y cada unidad recibirá su cuenta de cobro por correo. No se puede deshacer: una corrección se hace anulando la facturación.`
            : `Se anularán ${plural(total, 'cargo', 'cargos')} por ${formatCOP(facturacion.total)} en total. La facturación queda en el historial como anulada.`
        }
        confirmLabel={confirmar === 'emitir' ? 'Emitir' : 'Anular'}
        pendingLabel={confirmar === 'emitir' ? 'Emitiendo…' : 'Anulando…'}
        confirmVariant={confirmar === 'emitir' ? 'primary' : 'danger'}
        onConfirm={() => confirmarSinMotivo(confirmar!)}
      />
    </Card>
  );
}
