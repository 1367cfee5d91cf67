// Mantenimiento → Plan preventivo (issue 29): the recurring tasks of the complex (every N días, semanas,
// meses or años, with months to skip), the legal obligations it started with among them, and a 90-day
// calendar of the next occurrences; each task may name its proveedor. The daily job opens each occurrence's orden ahead of time.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';

import {
  describirFrecuencia,
  formatoFecha,
  formatoPesos,
  FRECUENCIA_LABELS,
  FRECUENCIAS_PLAN,
  leerPesos,
  MANTENIMIENTO_MSG,
  MESES_LABELS,
  ocurrencias,
  planFields,
  sumarDiasCiviles,
  type Plan,
} from '@horizonte/contracts';

import { useArchivarPlan, useCrearPlan, useEditarPlan } from '../../data/mantenimiento-planes.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormFooter } from '../ui/form-footer.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { ProveedorField } from './proveedor-field.tsx';

/** How far the calendar looks ahead. */
const DIAS_CALENDARIO = 90;

const costoLeido = (v: string) => (v.trim() ? leerPesos(v, { permitirCero: true }) : null);

/** The form's text, read into the contracts' plan. */
const planForm = z
  .object({
    titulo: z.string(),
    descripcion: z.string(),
    activoId: z.string(),
    proveedorId: z.string(),
    frecuencia: z.string(),
    intervalo: z.string(),
    fechaInicio: z.string(),
    mesesOmitidos: z.array(z.string()),
    obligacionLegal: z.boolean(),
    fuente: z.string(),
    costoEstimado: z.string().refine((v) => costoLeido(v)?.ok !== false, { error: MANTENIMIENTO_MSG.costoInvalido }),
  })
  .transform((v) => {
    const costo = costoLeido(v.costoEstimado);
    return {
      titulo: v.titulo,
      descripcion: v.descripcion.trim() || null,
      activoId: v.activoId || null,
      proveedorId: v.proveedorId || null,
      frecuencia: v.frecuencia,
      intervalo: Number(v.intervalo),
      fechaInicio: v.fechaInicio,
      mesesOmitidos: v.mesesOmitidos.map(Number),
      obligacionLegal: v.obligacionLegal,
      fuente: v.fuente.trim() || null,
      costoEstimado: costo?.ok ? costo.valor : null,
    } as z.input<typeof planFields>;
  })
  .pipe(planFields);

interface Ocurrencia {
  fecha: string;
  plan: Plan;
}

/** Every live plan's occurrences in the next 90 days from the earliest next date, by month. */
function calendario(planes: Plan[]): [string, Ocurrencia[]][] {
  const desde = planes
    .map((p) => p.proximaFecha)
    .filter((f): f is string => f !== null)
    .sort()[0];
  if (!desde) return [];
  const hasta = sumarDiasCiviles(desde, DIAS_CALENDARIO);
  const todas = planes
    .filter((p) => p.proximaFecha !== null)
    .flatMap((plan) => ocurrencias(plan, plan.proximaFecha!, hasta).map((fecha) => ({ fecha, plan })))
    .sort((a, b) => a.fecha.localeCompare(b.fecha));
  const porMes = new Map<string, Ocurrencia[]>();
  for (const o of todas) {
    const mes = `${MESES_LABELS[Number(o.fecha.slice(5, 7)) - 1]} de ${o.fecha.slice(0, 4)}`;
    porMes.set(mes, [...(porMes.get(mes) ?? []), o]);
  }
  return [...porMes];
}

export default function PlanesPanel() {
  const { ph, capabilities } = useComplexPortal();
  const trpc = useTRPC();
  const [editando, setEditando] = useState<Plan | 'nuevo' | null>(null);
  const [archivando, setArchivando] = useState<Plan | null>(null);
  const archivar = useArchivarPlan();
  const query = useQuery(trpc.mantenimiento.planes.list.queryOptions({ id: ph.id }));
  const maneja = capabilities.mantenimiento.manage;
  return (
    <div className="space-y-4">
      {maneja ? (
        <div className="flex justify-end">
          <Button onClick={() => setEditando('nuevo')}>Nueva tarea</Button>
        </div>
      ) : null}
      <QueryView
        query={query}
        failure="No fue posible cargar el plan preventivo"
        isEmpty={(d) => d.planes.length === 0}
        empty={<EmptyState title="Sin tareas" description="Crea las tareas recurrentes del conjunto." />}
      >
        {(data) => (
          <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
            <ul className="space-y-3" aria-label="Tareas recurrentes">
              {data.planes.map((p) => (
                <li key={p.id}>
                  <Card className="p-4" data-testid="plan">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere]">{p.titulo}</h3>
                      {p.obligacionLegal ? <Badge tone="blue">Obligación legal</Badge> : null}
                    </div>
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                      {describirFrecuencia(p.frecuencia, p.intervalo)}
                      {p.mesesOmitidos.length ? ` · excepto ${p.mesesOmitidos.map((m) => MESES_LABELS[m - 1]).join(', ')}` : ''}
                      {p.activo ? ` · ${p.activo.nombre}` : ' · todo el conjunto'}
                      {p.proveedor ? ` · ${p.proveedor.razonSocial}` : ''}
                      {p.costoEstimado !== null ? ` · ${formatoPesos(p.costoEstimado)}` : ''}
                    </p>
                    {p.fuente ? <p className="text-xs text-slate-600 dark:text-slate-400">Fuente: {p.fuente}</p> : null}
                    <p className="mt-1 text-sm">
                      {p.proximaFecha ? `Próxima: ${formatoFecha(p.proximaFecha)}` : 'Sin próximas fechas'}
                    </p>
                    {maneja ? (
                      <div className="mt-2 flex flex-wrap gap-2">
                        <Button size="sm" variant="outline" onClick={() => setEditando(p)}>
                          Editar
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setArchivando(p)}>
                          Archivar
                        </Button>
                      </div>
                    ) : null}
                  </Card>
                </li>
              ))}
            </ul>
            <Card className="h-fit p-4">
              <h3 className="font-semibold">Próximos {DIAS_CALENDARIO} días</h3>
              <div className="mt-2 space-y-3" aria-label="Calendario de mantenimiento">
                {calendario(data.planes).map(([mes, lista]) => (
                  <section key={mes}>
                    <h4 className="text-sm font-medium capitalize text-slate-700 dark:text-slate-300">{mes}</h4>
                    <ul className="mt-1 space-y-1 text-sm">
                      {lista.map((o) => (
                        <li key={`${o.plan.id}-${o.fecha}`} className="flex gap-2">
                          <span className="w-12 shrink-0 tabular-nums text-slate-600 dark:text-slate-400">
                            {o.fecha.slice(8)}
                          </span>
                          <span className="min-w-0 [overflow-wrap:anywhere]">{o.plan.titulo}</span>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            </Card>
          </div>
        )}
      </QueryView>
      {editando ? (
        <PlanDialog phId={ph.id} plan={editando === 'nuevo' ? null : editando} onClose={() => setEditando(null)} />
      ) : null}
      <ConfirmDialog
        open={archivando !== null}
        onOpenChange={(open) => !open && setArchivando(null)}
        title="Archivar tarea"
        description={`«${archivando?.titulo ?? ''}» deja de abrir órdenes; las que ya abrió se conservan.`}
        confirmLabel="Archivar"
        pendingLabel="Archivando…"
        onConfirm={async () => {
          await archivar.mutateAsync({ id: archivando!.id });
          toast.success('Tarea archivada');
          setArchivando(null);
        }}
      />
    </div>
  );
}

function PlanDialog({ phId, plan, onClose }: { phId: string; plan: Plan | null; onClose(): void }) {
  const trpc = useTRPC();
  const activos = useQuery(trpc.mantenimiento.activos.list.queryOptions({ id: phId, pageSize: 100 }));
  const crear = useCrearPlan();
  const editar = useEditarPlan();
  const form = useContractForm(
    planForm,
    {
      titulo: plan?.titulo ?? '',
      descripcion: plan?.descripcion ?? '',
      activoId: plan?.activo?.id ?? '',
      proveedorId: plan?.proveedor?.id ?? '',
      frecuencia: plan?.frecuencia ?? 'meses',
      intervalo: String(plan?.intervalo ?? 1),
      fechaInicio: plan?.fechaInicio ?? '',
      mesesOmitidos: (plan?.mesesOmitidos ?? []).map(String),
      obligacionLegal: plan?.obligacionLegal ?? false,
      fuente: plan?.fuente ?? '',
      costoEstimado: plan?.costoEstimado ? String(plan.costoEstimado) : '',
    },
    'No fue posible guardar la tarea',
  );
  const errors = form.formState.errors;
  const submit = form.enviar(async (values) => {
    if (plan) await editar.mutateAsync({ id: plan.id, ...values });
    else await crear.mutateAsync({ id: phId, ...values });
    toast.success(plan ? 'Tarea actualizada' : 'Tarea creada');
    onClose();
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={plan ? 'Editar tarea' : 'Nueva tarea'} className="max-w-lg">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Tarea recurrente">
        <Field label="Título" error={errors.titulo?.message} className="sm:col-span-2">
          <Input {...form.register('titulo')} required autoComplete="off" />
        </Field>
        <Field label="Activo" error={errors.activoId?.message} className="sm:col-span-2">
          {/* Mounted once the activos are there, so the form sets its current value on them. */}
          {activos.isLoading ? (
            <NativeSelect disabled aria-busy>
              <option>Cargando activos…</option>
            </NativeSelect>
          ) : (
            <NativeSelect {...form.register('activoId')}>
              <option value="">Todo el conjunto</option>
              {(activos.data?.activos ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.nombre}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <ProveedorField
          phId={phId}
          actual={plan?.proveedor ?? null}
          error={errors.proveedorId?.message}
          registro={form.register('proveedorId')}
        />
        <Field label="Cada" error={errors.intervalo?.message}>
          <Input type="number" min={1} inputMode="numeric" {...form.register('intervalo')} />
        </Field>
        <Field label="Frecuencia" error={errors.frecuencia?.message}>
          <NativeSelect {...form.register('frecuencia')}>
            {FRECUENCIAS_PLAN.map((f) => (
              <option key={f} value={f}>
                {FRECUENCIA_LABELS[f].plural}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Primera fecha" error={errors.fechaInicio?.message}>
          <Input type="date" {...form.register('fechaInicio')} />
        </Field>
        <Field label="Costo estimado (pesos)" error={errors.costoEstimado?.message}>
          <Input inputMode="numeric" autoComplete="off" {...form.register('costoEstimado')} />
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">Meses sin esta tarea (se pasa al mes siguiente)</legend>
          <div className="mt-1 grid grid-cols-3 gap-1 text-sm sm:grid-cols-4">
            {MESES_LABELS.map((mes, i) => (
              <label key={mes} className="flex items-center gap-1 capitalize">
                <input type="checkbox" className="h-4 w-4" value={String(i + 1)} {...form.register('mesesOmitidos')} />
                {mes}
              </label>
            ))}
          </div>
          {errors.mesesOmitidos?.message ? <p className="text-sm text-red-700">{errors.mesesOmitidos.message}</p> : null}
        </fieldset>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" className="h-4 w-4" {...form.register('obligacionLegal')} />
          Es una obligación legal
        </label>
        <Field label="Fuente (norma)" error={errors.fuente?.message} className="sm:col-span-2">
          <Input {...form.register('fuente')} autoComplete="off" />
        </Field>
        <Field label="Descripción" error={errors.descripcion?.message} className="sm:col-span-2">
          <Input {...form.register('descripcion')} autoComplete="off" />
        </Field>
        <FormFooter failure={form.failure} submitting={form.formState.isSubmitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
