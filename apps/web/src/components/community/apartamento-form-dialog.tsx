// Create or edit a unit (apartamento) with the contract's fields and messages.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import {
  apartamentoFields,
  MSG,
  TIPO_UNIDAD_LABELS,
  TIPOS_UNIDAD,
  type Apartamento,
  type ApartamentoFields,
} from '@horizonte/contracts';

import { useCreateApartamento, useUpdateApartamento } from '../../data/apartamentos.ts';
import { errorList, errorMessage } from '../../lib/api-errors.ts';
import { toast } from '../../lib/toast.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const EMPTY: ApartamentoFields = { torre: '', numero: '', piso: '', tipo: 'apartamento', areaM2: '', coeficiente: '' };

function valuesOf(apartamento: Apartamento): ApartamentoFields {
  return {
    torre: apartamento.torre,
    numero: apartamento.numero,
    piso: apartamento.piso ?? '',
    tipo: apartamento.tipo,
    areaM2: apartamento.areaM2 ?? '',
    coeficiente: apartamento.coeficiente,
  };
}

interface Props {
  phId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  apartamento?: Apartamento | null;
}

export function ApartamentoFormDialog({ phId, open, onOpenChange, apartamento }: Props) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ApartamentoFields, unknown, z.output<typeof apartamentoFields>>({
    resolver: zodResolver(apartamentoFields),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, formState } = form;
  const create = useCreateApartamento();
  const update = useUpdateApartamento();
  const saving = create.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    setServerError(null);
    reset(apartamento ? valuesOf(apartamento) : EMPTY);
  }, [open, apartamento, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (apartamento) await update.mutateAsync({ ...values, id: apartamento.id });
      else await create.mutateAsync({ ...values, id: phId });
    } catch (error) {
      setServerError(errorList(error)?.join('. ') || errorMessage(error, 'No fue posible guardar la unidad'));
      return;
    }
    toast.success(apartamento ? 'Unidad actualizada' : 'Unidad creada');
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={apartamento ? 'Editar Unidad' : 'Nueva Unidad'}
      className="max-w-lg"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="apartamento-form">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Torre o bloque" error={formState.errors.torre?.message} hint="Opcional">
            <Input {...register('torre')} placeholder="1" />
          </Field>
          <Field label="Número" error={formState.errors.numero?.message}>
            <Input {...register('numero')} placeholder="101" />
          </Field>
          <Field label="Tipo de unidad" error={formState.errors.tipo?.message}>
            <NativeSelect {...register('tipo')}>
              {TIPOS_UNIDAD.map((tipo) => (
                <option key={tipo} value={tipo}>
                  {TIPO_UNIDAD_LABELS[tipo]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Piso" error={formState.errors.piso?.message} hint="Opcional">
            <Input {...register('piso', { setValueAs: emptyToUndefined })} inputMode="numeric" placeholder="1" />
          </Field>
          <Field label="Área (m²)" error={formState.errors.areaM2?.message} hint="Opcional">
            <Input {...register('areaM2', { setValueAs: emptyToUndefined })} inputMode="decimal" placeholder="72.5" />
          </Field>
          <Field
            label="Coeficiente (%)"
            error={formState.errors.coeficiente?.message}
            hint="Participación en la copropiedad, p. ej. 0,352 o 8,25 (obligatorio)"
          >
            <Input {...register('coeficiente', { setValueAs: emptyToUndefined })} inputMode="decimal" placeholder="0,352" />
          </Field>
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? MSG.saving : apartamento ? 'Guardar cambios' : 'Crear Unidad'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
