// The form that books the slot picked in a zone's calendar (owners and residents, issue 17): loaded with
// the first pick (mis-reservas.tsx), so the calendar does not download the form and its schema.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';

import { reservaCreateInput, type SlotOutput, type ZonaOutput } from '@horizonte/contracts';

import { useCrearReserva } from '../../data/reservas.ts';
import { formatCOP } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { UnidadOptions } from '../community/unidad-options.tsx';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { franjaDe } from './fechas.ts';

// The fields a person types (the franja comes from the calendar); a single unit goes without picking.
const nuevaReservaForm = z.object({
  apartamentoId: reservaCreateInput.shape.apartamentoId.optional(),
  asistentes: reservaCreateInput.shape.asistentes,
});

export function NuevaReserva({ zona, slot, onDone }: { zona: ZonaOutput; slot: SlotOutput; onDone(): void }) {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const mine = useQuery(trpc.apartamentos.mios.list.queryOptions({ id: ph.id }));
  const crear = useCrearReserva();
  const form = useContractForm(
    nuevaReservaForm,
    { apartamentoId: undefined, asistentes: '1' },
    'No fue posible hacer la reserva',
  );
  const errors = form.formState.errors;
  const resumen = useRef<HTMLParagraphElement>(null);
  const unidades = mine.data?.apartamentos ?? [];
  const { setFailure } = form;
  // A new slot picked in the calendar starts without the previous attempt's message.
  useEffect(() => setFailure(null), [slot.inicio, setFailure]);
  // On a phone the form opens below a long calendar: bring the tapped slot's form into view and move
  // focus into it, so the person sees what they picked and a screen reader reads it (issue 26 #10).
  useEffect(() => {
    resumen.current?.scrollIntoView({ block: 'start' });
    resumen.current?.focus({ preventScroll: true });
  }, [slot]);
  const unidad = form.watch('apartamentoId') || unidades[0]?.id || '';

  const submit = form.enviar(async ({ apartamentoId, asistentes }) => {
    const res = await crear.mutateAsync({
      id: zona.id,
      apartamentoId: apartamentoId ?? unidad,
      inicio: slot.inicio,
      fin: slot.fin,
      asistentes,
    });
    toast.success(res.message ?? 'Reserva registrada');
    onDone();
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Nueva reserva"
      className="grid gap-3 rounded-lg border border-blue-200 p-3 sm:grid-cols-3 dark:border-blue-900"
    >
      <p ref={resumen} tabIndex={-1} className="scroll-mt-20 text-sm font-medium outline-none sm:col-span-3">
        {franjaDe(slot.inicio, slot.fin)}
      </p>
      {unidades.length > 1 ? (
        <Field label="Unidad" error={errors.apartamentoId?.message}>
          <NativeSelect {...form.register('apartamentoId', { setValueAs: (id: string) => id || undefined })}>
            <UnidadOptions unidades={unidades} />
          </NativeSelect>
        </Field>
      ) : null}
      <Field label="Asistentes" hint={`Máximo ${zona.aforo}`} error={errors.asistentes?.message}>
        <Input type="number" min={1} max={zona.aforo} {...form.register('asistentes')} required />
      </Field>
      <FormError error={form.failure} className="sm:col-span-3" />
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-3">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={crear.isPending || !unidad}>
          {crear.isPending ? 'Reservando…' : zona.tarifa > 0 ? `Reservar (${formatCOP(zona.tarifa)})` : 'Reservar'}
        </Button>
      </div>
    </form>
  );
}
