// Opening an orden de trabajo (the administration): title, priority, due date and estimated cost typed
// the Colombian way; an estimate over the complex's threshold goes to the consejo first.
import { ordenFormFields, PRIORIDAD_ORDEN_LABELS, PRIORIDADES_ORDEN } from '@horizonte/contracts';

import { useCrearOrden } from '../../data/ordenes.ts';
import { toast } from '../../lib/toast.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';

export function NuevaOrden({ phId, onDone }: { phId: string; onDone(id?: string): void }) {
  const crear = useCrearOrden();
  const form = useContractForm(
    ordenFormFields,
    { titulo: '', descripcion: '', prioridad: 'media', fechaLimite: undefined, costoEstimado: undefined },
    'No fue posible crear la orden',
  );
  const errors = form.formState.errors;
  const submit = form.enviar(async (values) => {
    const { orden } = await crear.mutateAsync({ id: phId, ...values, descripcion: values.descripcion || null });
    toast.success(
      orden.pendienteAprobacion
        ? `Orden N.º ${orden.numero} creada: espera la aprobación del consejo`
        : `Orden N.º ${orden.numero} creada`,
    );
    onDone(orden.id);
  });
  return (
    <Card className="mb-4 p-4">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Nueva orden de trabajo">
        <Field label="Título" className="sm:col-span-2" error={errors.titulo?.message}>
          <Input {...form.register('titulo')} maxLength={200} required />
        </Field>
        <Field label="Descripción" className="sm:col-span-2" error={errors.descripcion?.message}>
          <Input {...form.register('descripcion')} maxLength={4000} />
        </Field>
        <Field label="Prioridad" error={errors.prioridad?.message}>
          <NativeSelect {...form.register('prioridad')}>
            {PRIORIDADES_ORDEN.map((p) => (
              <option key={p} value={p}>
                {PRIORIDAD_ORDEN_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Fecha límite (opcional)" error={errors.fechaLimite?.message}>
          <Input type="date" {...form.register('fechaLimite', { setValueAs: (v: string) => v || undefined })} />
        </Field>
        <Field label="Costo estimado (opcional)" error={errors.costoEstimado?.message}>
          <Input
            inputMode="numeric"
            placeholder="1.500.000"
            {...form.register('costoEstimado', { setValueAs: (v: string) => v || undefined })}
          />
        </Field>
        <FormError error={form.failure} className="sm:col-span-2" />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="outline" onClick={() => onDone()}>
            Cancelar
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Creando…' : 'Crear orden'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
