// The administration rejecting or cancelling a booking: the motivo, validated by the contracts' input
// of each action (a rejection needs one; a cancellation may go without).
import { reservaCancelarInput, reservaRechazarInput, type ReservaOutput } from '@horizonte/contracts';

import { useCancelarReserva, useRechazarReserva } from '../../data/reservas.ts';
import { toast } from '../../lib/toast.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';

const rechazarForm = reservaRechazarInput.omit({ id: true });
const cancelarForm = reservaCancelarInput.omit({ id: true });

export function MotivoReserva({
  reserva,
  accion,
  onDone,
}: {
  reserva: ReservaOutput;
  accion: 'rechazar' | 'cancelar';
  onDone(): void;
}) {
  const rechazar = useRechazarReserva();
  const cancelar = useCancelarReserva();
  const rechaza = accion === 'rechazar';
  const form = useContractForm<{ motivo?: string }, { motivo?: string }>(
    rechaza ? rechazarForm : cancelarForm,
    { motivo: '' },
    'No fue posible actualizar la reserva',
  );
  const submit = form.enviar(async ({ motivo }) => {
    if (rechaza) await rechazar.mutateAsync({ id: reserva.id, motivo: motivo ?? '' });
    else await cancelar.mutateAsync({ id: reserva.id, motivo });
    toast.success(rechaza ? 'Reserva rechazada' : 'Reserva cancelada');
    onDone();
  });
  return (
    <form
      className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
      aria-label={rechaza ? 'Rechazar reserva' : 'Cancelar reserva'}
      onSubmit={submit}
      noValidate
    >
      <Field label="Motivo" className="flex-1" error={form.formState.errors.motivo?.message}>
        <Input {...form.register('motivo')} required={rechaza} maxLength={1000} />
      </Field>
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Volver
        </Button>
        <Button type="submit" disabled={rechazar.isPending || cancelar.isPending}>
          {rechaza ? 'Rechazar' : 'Cancelar reserva'}
        </Button>
      </div>
      <FormError error={form.failure} className="sm:basis-full" />
    </form>
  );
}
