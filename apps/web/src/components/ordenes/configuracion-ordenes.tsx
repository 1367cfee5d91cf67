// The complex's rule for the consejo's approval: órdenes estimated over this amount wait for this many
// members before they are assigned (the administration sets it; the consejo reads it).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { configuracionMantenimientoFormFields } from '@horizonte/contracts';

import { useConfigurarMantenimiento } from '../../data/ordenes.ts';
import { formatCOP } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';

type Configuracion = { umbralAprobacion: number | null; aprobacionesRequeridas: number; diasAnticipacion: number };

const regla = (c: Configuracion) =>
  c.umbralAprobacion === null
    ? 'Ninguna orden necesita la aprobación del consejo.'
    : `Las órdenes de más de ${formatCOP(c.umbralAprobacion)} necesitan ${c.aprobacionesRequeridas === 1 ? 'la aprobación de un miembro' : `la aprobación de ${c.aprobacionesRequeridas} miembros`} del consejo antes de asignarse.`;

export function ConfiguracionOrdenes({ phId, editable }: { phId: string; editable: boolean }) {
  const trpc = useTRPC();
  const config = useQuery(trpc.ordenes.configuracion.get.queryOptions({ id: phId }));
  const [editando, setEditando] = useState(false);
  if (!config.data) return null;
  const actual = config.data.configuracion;
  return (
    <div className="mb-4 space-y-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span data-testid="regla-aprobacion">{regla(actual)}</span>
        {editable && !editando ? (
          <Button size="sm" variant="link" onClick={() => setEditando(true)}>
            Cambiar
          </Button>
        ) : null}
      </p>
      {editando ? <Editar phId={phId} actual={actual} onDone={() => setEditando(false)} /> : null}
    </div>
  );
}

function Editar({ phId, actual, onDone }: { phId: string; actual: Configuracion; onDone(): void }) {
  const configurar = useConfigurarMantenimiento();
  const form = useContractForm(
    configuracionMantenimientoFormFields,
    {
      umbralAprobacion: actual.umbralAprobacion === null ? '' : String(actual.umbralAprobacion),
      aprobacionesRequeridas: String(actual.aprobacionesRequeridas),
      diasAnticipacion: String(actual.diasAnticipacion),
    },
    'No fue posible guardar la configuración',
  );
  const errors = form.formState.errors;
  const submit = form.enviar(async (values) => {
    await configurar.mutateAsync({ id: phId, ...values });
    toast.success('Configuración guardada');
    onDone();
  });
  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3" aria-label="Aprobación del consejo">
        <Field label="Monto de aprobación" hint="Vacío: ninguna orden la requiere" error={errors.umbralAprobacion?.message}>
          <Input inputMode="numeric" placeholder="2.000.000" {...form.register('umbralAprobacion')} />
        </Field>
        <Field label="Aprobaciones requeridas" error={errors.aprobacionesRequeridas?.message}>
          <Input inputMode="numeric" {...form.register('aprobacionesRequeridas')} />
        </Field>
        <Field label="Días de anticipación del plan" error={errors.diasAnticipacion?.message}>
          <Input inputMode="numeric" {...form.register('diasAnticipacion')} />
        </Field>
        <FormError error={form.failure} className="sm:col-span-3" />
        <div className="flex justify-end gap-2 sm:col-span-3">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Guardar
          </Button>
        </div>
      </form>
    </Card>
  );
}
