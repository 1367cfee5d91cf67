// The form that authorises a visitor (owners and residents, issue 17): loaded when «Autorizar visitante» is
// pressed (mi-porteria.tsx), so the portería's lists do not download the form and its schema.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ComponentProps } from 'react';
import { Controller } from 'react-hook-form';

import { autorizacionCreateInput } from '@horizonte/contracts';

import { useAutorizarVisitante } from '../../data/porteria.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { UnidadOptions } from '../community/unidad-options.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';

export interface Creada {
  codigo: string;
  qr: string;
  nombreVisitante: string;
  desde: string;
  hasta: string;
}

/** A `datetime-local` value for an instant, in the browser's time. */
const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** A `datetime-local` field holding an ISO instant (what the API's schema reads). */
function Instante({
  value,
  onChange,
  ...rest
}: { value: string; onChange(iso: string): void } & Omit<ComponentProps<'input'>, 'value' | 'onChange'>) {
  const fecha = new Date(value);
  return (
    <Input
      {...rest}
      type="datetime-local"
      value={Number.isNaN(fecha.getTime()) ? '' : local(fecha)}
      onChange={(e) => {
        const elegida = new Date(e.target.value);
        onChange(Number.isNaN(elegida.getTime()) ? '' : elegida.toISOString());
      }}
      required
    />
  );
}

export function AutorizarVisitante({ phId, onDone }: { phId: string; onDone(creada?: Creada): void }) {
  const trpc = useTRPC();
  const mine = useQuery(trpc.apartamentos.mios.list.queryOptions({ id: phId }));
  const autorizar = useAutorizarVisitante();
  const [ahora] = useState(() => new Date());
  const finDelDia = new Date(ahora);
  finDelDia.setHours(23, 59, 0, 0);
  const form = useContractForm(
    autorizacionCreateInput,
    {
      id: phId,
      apartamentoId: '',
      nombreVisitante: '',
      documento: '',
      placa: '',
      desde: ahora.toISOString(),
      hasta: finDelDia.toISOString(),
      usos: '1',
    },
    'No fue posible crear la autorización',
  );
  const errors = form.formState.errors;
  const unidades = mine.data?.apartamentos;
  // One unit: it is already chosen.
  const unica = unidades?.length === 1 ? unidades[0]!.id : null;
  const { getValues, setValue } = form;
  useEffect(() => {
    if (unica && !getValues('apartamentoId')) setValue('apartamentoId', unica);
  }, [unica, getValues, setValue]);
  const submit = form.enviar(async (autorizacion) => {
    const creada = await autorizar.mutateAsync(autorizacion);
    toast.success('Autorización creada');
    onDone(creada.autorizacion);
  });
  return (
    <Card className="mb-6 p-4">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Autorizar visitante">
        <Field label="Unidad" error={errors.apartamentoId ? 'Selecciona tu unidad' : undefined}>
          <NativeSelect {...form.register('apartamentoId')} required>
            <option value="">Selecciona tu unidad</option>
            <UnidadOptions unidades={unidades ?? []} />
          </NativeSelect>
        </Field>
        <Field label="Nombre del visitante" error={errors.nombreVisitante?.message}>
          <Input {...form.register('nombreVisitante')} maxLength={120} required />
        </Field>
        <Field label="Documento (opcional)" error={errors.documento?.message}>
          <Input {...form.register('documento')} maxLength={30} />
        </Field>
        <Field label="Placa (opcional)" error={errors.placa?.message}>
          <Input
            {...form.register('placa', { setValueAs: (texto: string) => texto.toUpperCase() })}
            maxLength={12}
            className="uppercase"
          />
        </Field>
        <Controller
          control={form.control}
          name="desde"
          render={({ field }) => (
            <Field label="Desde" error={errors.desde?.message}>
              <Instante value={field.value} onChange={field.onChange} />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="hasta"
          render={({ field }) => (
            <Field label="Hasta" error={errors.hasta?.message}>
              <Instante value={field.value} onChange={field.onChange} />
            </Field>
          )}
        />
        <Field label="Ingresos permitidos" error={errors.usos?.message} hint="1: el código sirve una sola vez.">
          <Input type="number" min={1} max={20} {...form.register('usos')} required />
        </Field>
        <p className="self-end text-xs text-slate-600 sm:col-span-2 dark:text-slate-400">
          Los datos del visitante solo los ven la portería y la administración, y se anonimizan pasado el plazo de conservación
          del conjunto (Ley 1581 de 2012).
        </p>
        <FormError error={form.failure} className="sm:col-span-2" />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="outline" onClick={() => onDone()}>
            Cancelar
          </Button>
          <Button type="submit" disabled={autorizar.isPending || form.formState.isSubmitting}>
            {autorizar.isPending ? 'Creando…' : 'Crear autorización'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
