// 'Nueva Propiedad' / edit modal (spec sections 4, 5 and 8): the contract's schema validates on the
// client with the spec's messages; the server's error text is shown when saving fails.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { MSG, NIT_PLACEHOLDER, phFormSchema, type Ph, type PhForm } from '@horizonte/contracts';

import { useCreateProperty, useUpdateProperty } from '../../data/properties.ts';
import { errorList, errorMessage } from '../../lib/api-errors.ts';
import { toast } from '../../lib/toast.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

const EMPTY: PhForm = { nombre: '', nit: '', direccion: '', ciudad: '', identificador: '' };

interface PropertyFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The property to edit; none to create one. */
  property?: Ph | null;
}

export function PropertyFormDialog({ open, onOpenChange, property }: PropertyFormDialogProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const editing = Boolean(property);
  const form = useForm<PhForm, unknown, z.output<typeof phFormSchema>>({
    resolver: zodResolver(phFormSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, formState } = form;

  useEffect(() => {
    if (!open) return;
    setServerError(null);
    reset(
      property
        ? {
            nombre: property.nombre,
            nit: property.nit,
            direccion: property.direccion,
            ciudad: property.ciudad,
            identificador: property.identificador,
          }
        : EMPTY,
    );
  }, [open, property, reset]);

  const create = useCreateProperty();
  const update = useUpdateProperty();
  const saving = create.isPending || update.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (property) await update.mutateAsync({ id: property.id, ...values });
      else await create.mutateAsync(values);
    } catch (error) {
      const fallback = editing ? MSG.editPropertyError : MSG.createPropertyError;
      setServerError(errorList(error)?.join('. ') || errorMessage(error, fallback));
      return;
    }
    toast.success(editing ? 'Propiedad actualizada exitosamente' : 'Propiedad creada exitosamente');
    reset(EMPTY);
    onOpenChange(false);
  });

  const clearServerError = () => serverError && setServerError(null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={editing ? 'Editar Propiedad' : 'Nueva Propiedad'}
      description={editing ? 'Actualiza los datos de la propiedad.' : 'Registra un conjunto para empezar a administrarlo.'}
      className="max-w-lg"
    >
      <form onSubmit={onSubmit} onChange={clearServerError} noValidate className="space-y-4" data-testid="property-form">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <Field label="Nombre" error={formState.errors.nombre?.message}>
          <Input {...register('nombre')} autoComplete="organization" placeholder="Conjunto Residencial Los Pinos" />
        </Field>
        <Field label="NIT" error={formState.errors.nit?.message} hint="Nueve dígitos, guion y dígito de verificación">
          <Input {...register('nit')} inputMode="numeric" placeholder={NIT_PLACEHOLDER} />
        </Field>
        <Field label="Dirección" error={formState.errors.direccion?.message}>
          <Input {...register('direccion')} autoComplete="street-address" placeholder="Calle 100 # 15-20" />
        </Field>
        <Field label="Ciudad" error={formState.errors.ciudad?.message}>
          <Input {...register('ciudad')} autoComplete="address-level2" placeholder="Bogotá" />
        </Field>
        <Field
          label="Identificador"
          error={formState.errors.identificador?.message}
          hint="De 3 a 10 letras minúsculas y números; será la dirección del portal (/ph/identificador)."
        >
          <Input {...register('identificador')} autoCapitalize="none" spellCheck={false} placeholder="pinos" />
        </Field>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? MSG.saving : editing ? 'Guardar cambios' : 'Crear Propiedad'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
