// Presupuesto anual (art. 35): draft with the fondo de imprevistos (1 % minimum), edit while in
// borrador, approve with the acta.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';

import { accionesPresupuesto, presupuestoAprobarInput, presupuestoFormFields, type Presupuesto } from '@horizonte/contracts';

import { useAprobarPresupuesto, useCreatePresupuesto, useUpdatePresupuesto } from '../../data/tesoreria.ts';
import { formatCOP, todayInBogota } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';
import { PromptDialog } from '../ui/prompt-dialog.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { TONO_PRESUPUESTO } from './estado-tonos.ts';
import { pesosEntendidos } from './pesos-entendidos.ts';

export function PresupuestoPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.tesoreria.presupuestos.list.queryOptions({ id: phId }));
  const aprobar = useAprobarPresupuesto();
  const [editando, setEditando] = useState<Presupuesto | null>(null);
  const [aprobando, setAprobando] = useState<Presupuesto | null>(null);
  const onAprobar = async (id: string, actaReferencia: string) => {
    await aprobar.mutateAsync({ id, actaReferencia });
    toast.success('Presupuesto aprobado');
  };
  return (
    <div className="space-y-4">
      {canManage ? (
        <PresupuestoForm key={editando?.id ?? 'nuevo'} phId={phId} presupuesto={editando} onDone={() => setEditando(null)} />
      ) : null}
      <QueryView
        query={list}
        failure="No fue posible cargar los presupuestos"
        rows={2}
        isEmpty={(data) => data.presupuestos.length === 0}
        empty={
          <EmptyState
            title="Sin presupuesto"
            description="El presupuesto anual aprobado por la asamblea fija la cuota mensual que se reparte por coeficiente."
          />
        }
      >
        {(data) =>
          data.presupuestos.map((p) => (
            <Card key={p.id} className="p-4" data-testid={`presupuesto-${p.anio}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">
                  Presupuesto {p.anio} <Badge tone={TONO_PRESUPUESTO[p.estado]}>{p.estado}</Badge>
                </h3>
                {accionesPresupuesto(p.estado, { read: true, manage: canManage }).length > 0 ? (
                  <div className="flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditando(p)}>
                      Editar
                    </Button>
                    <Button size="sm" onClick={() => setAprobando(p)}>
                      Aprobar
                    </Button>
                  </div>
                ) : null}
              </div>
              <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
                {p.rubros.map((r) => (
                  <div key={r.nombre} className="flex justify-between gap-2">
                    <dt>{r.nombre}</dt>
                    <dd className="tabular-nums">{formatCOP(r.valorAnual)}</dd>
                  </div>
                ))}
                <div className="flex justify-between gap-2 font-medium">
                  <dt>Fondo de imprevistos ({p.porcentajeImprevistos.toLocaleString('es-CO')} %, art. 35)</dt>
                  <dd className="tabular-nums">{formatCOP(p.valorImprevistos)}</dd>
                </div>
                <div className="flex justify-between gap-2 font-semibold">
                  <dt>Total anual</dt>
                  <dd className="tabular-nums">{formatCOP(p.totalAnual)}</dd>
                </div>
                <div className="flex justify-between gap-2 font-semibold">
                  <dt>Cuota mensual del conjunto</dt>
                  <dd className="tabular-nums">{formatCOP(p.cuotaMensualTotal)}</dd>
                </div>
              </dl>
              {p.actaReferencia ? (
                <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Aprobado con {p.actaReferencia}</p>
              ) : null}
            </Card>
          ))
        }
      </QueryView>
      <PromptDialog
        open={aprobando !== null}
        onOpenChange={(open) => !open && setAprobando(null)}
        title={aprobando ? `¿Aprobar el presupuesto ${aprobando.anio}?` : ''}
        description={
          aprobando
            ? `Fija la cuota mensual del conjunto en ${formatCOP(aprobando.cuotaMensualTotal)}; un presupuesto aprobado ya no se edita.`
            : undefined
        }
        label="Referencia del acta de la asamblea que lo aprobó"
        schema={presupuestoAprobarInput.shape.actaReferencia}
        confirmLabel="Aprobar presupuesto"
        pendingLabel="Aprobando…"
        failure="No fue posible aprobar el presupuesto"
        confirmVariant="primary"
        onConfirm={(actaReferencia) => onAprobar(aprobando!.id, actaReferencia)}
      />
    </div>
  );
}

type PresupuestoCampos = z.input<typeof presupuestoFormFields>;
const RUBRO_VACIO = { nombre: '', valorAnual: '' };

/** A new budget, or the edition of one still in borrador (approved ones are final). */
function PresupuestoForm({ phId, presupuesto, onDone }: { phId: string; presupuesto: Presupuesto | null; onDone(): void }) {
  const crear = useCreatePresupuesto();
  const actualizar = useUpdatePresupuesto();
  const { register, control, handleSubmit, watch, formState } = useForm<
    PresupuestoCampos,
    unknown,
    z.output<typeof presupuestoFormFields>
  >({
    resolver: zodResolver(presupuestoFormFields),
    defaultValues: {
      anio: String(presupuesto?.anio ?? Number(todayInBogota().slice(0, 4)) + 1),
      porcentajeImprevistos: String(presupuesto?.porcentajeImprevistos ?? 1).replace('.', ','),
      rubros: presupuesto
        ? presupuesto.rubros.map((r) => ({ nombre: r.nombre, valorAnual: String(r.valorAnual) }))
        : [RUBRO_VACIO],
    },
  });
  const rubros = useFieldArray({ control, name: 'rubros' });
  const errors = formState.errors;
  const form = useFormAction('No fue posible guardar el presupuesto');
  const pending = crear.isPending || actualizar.isPending || formState.isSubmitting;
  const submit = handleSubmit((data) =>
    form.submit(async () => {
      if (presupuesto) await actualizar.mutateAsync({ id: presupuesto.id, ...data });
      else await crear.mutateAsync({ id: phId, ...data });
      toast.success(presupuesto ? 'Presupuesto actualizado' : 'Presupuesto creado en borrador');
      rubros.replace([RUBRO_VACIO]);
      onDone();
    })(),
  );
  return (
    <Card className="p-4">
      <h3 className="mb-3 font-semibold">{presupuesto ? `Editar presupuesto ${presupuesto.anio}` : 'Nuevo presupuesto'}</h3>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-3"
        aria-label={presupuesto ? 'Editar presupuesto' : 'Nuevo presupuesto'}
      >
        <div className="flex flex-wrap gap-3">
          <Field label="Año" error={errors.anio?.message}>
            <Input inputMode="numeric" {...register('anio')} className="w-28" required />
          </Field>
          <Field label="Imprevistos (%)" hint="Mínimo 1 % (art. 35)" error={errors.porcentajeImprevistos?.message}>
            <Input inputMode="decimal" {...register('porcentajeImprevistos')} className="w-28" required />
          </Field>
        </div>
        {rubros.fields.map((fila, i) => {
          const error = errors.rubros?.[i]?.valorAnual?.message ?? errors.rubros?.[i]?.nombre?.message;
          return (
            <div key={fila.id} className="grid gap-2 sm:grid-cols-[1fr_12rem]">
              <Input aria-label={`Rubro ${i + 1}`} placeholder="Rubro (p. ej. Vigilancia)" {...register(`rubros.${i}.nombre`)} />
              <div>
                <Input
                  aria-label={`Valor anual del rubro ${i + 1}`}
                  aria-invalid={error ? true : undefined}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="Valor anual"
                  {...register(`rubros.${i}.valorAnual`)}
                />
                {error ? (
                  <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
                    {error}
                  </p>
                ) : (
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    {pesosEntendidos(watch(`rubros.${i}.valorAnual`), 'Por ejemplo 24.000.000')}
                  </p>
                )}
              </div>
            </div>
          );
        })}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => rubros.append(RUBRO_VACIO)}>
            Agregar rubro
          </Button>
          <Button type="submit" size="sm" disabled={pending}>
            {pending ? 'Guardando…' : presupuesto ? 'Guardar cambios' : 'Crear presupuesto'}
          </Button>
          {presupuesto ? (
            <Button type="button" variant="ghost" size="sm" onClick={onDone}>
              Cancelar
            </Button>
          ) : null}
        </div>
        <FormError error={form.error} />
      </form>
    </Card>
  );
}
