// The complex's collection reminders (issue 32): on or off, the days after the due date and the channels in
// order of preference. The server sends them only inside Ley 2300 de 2023's windows (art. 3), at most once
// a day and by one channel a week per owner, and only by the channels each owner authorised.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import {
  CANAL_NOTIFICACION_LABELS,
  recordatoriosCobroForm,
  type CanalRecordatorio,
  type RecordatoriosCobro,
} from '@horizonte/contracts';

import { useGuardarRecordatorios } from '../../data/recordatorios-cobro.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';
import { ErrorState, TableSkeleton } from '../ui/states.tsx';

export function RecordatoriosPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.recordatoriosCobro.get.queryOptions({ id: phId }));
  if (query.isLoading) return <TableSkeleton rows={3} />;
  if (query.isError) return <ErrorState message={errorMessage(query.error, 'No fue posible cargar los recordatorios')} />;
  const { canalesDisponibles, ...actual } = query.data!.recordatorios;
  return (
    <Card className="max-w-2xl p-5">
      <h2 className="mb-1 text-lg font-semibold">Recordatorios de cobro</h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        Los propietarios de unidades en mora reciben un recordatorio con el saldo, el enlace para pagar y el estado de cuenta.
        Solo se envían de lunes a viernes de 7:00 a. m. a 7:00 p. m. y los sábados de 8:00 a. m. a 3:00 p. m., nunca domingos ni
        festivos, como máximo uno al día y por un solo canal cada semana (Ley 2300 de 2023), y solo por los canales que cada
        propietario autorizó.
      </p>
      {canManage ? <Formulario phId={phId} actual={actual} disponibles={canalesDisponibles} /> : <Resumen actual={actual} />}
    </Card>
  );
}

function Resumen({ actual }: { actual: RecordatoriosCobro }) {
  return (
    <dl className="space-y-1 text-sm">
      <div>
        <dt className="inline font-medium">Estado: </dt>
        <dd className="inline">{actual.activo ? 'Activos' : 'Apagados'}</dd>
      </div>
      <div>
        <dt className="inline font-medium">Días después del vencimiento: </dt>
        <dd className="inline">{actual.dias.join(', ')}</dd>
      </div>
      <div>
        <dt className="inline font-medium">Canales: </dt>
        <dd className="inline">{actual.canales.map((c) => CANAL_NOTIFICACION_LABELS[c]).join(', ')}</dd>
      </div>
    </dl>
  );
}

/** A bad day is reported at its index (dias.1): show the first message, wherever it is. */
function mensajeDias(error: unknown): string | undefined {
  if (Array.isArray(error)) return error.map(mensajeDias).find(Boolean);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;
}

function Formulario({
  phId,
  actual,
  disponibles,
}: {
  phId: string;
  actual: RecordatoriosCobro;
  disponibles: CanalRecordatorio[];
}) {
  const guardar = useGuardarRecordatorios();
  const [pendiente, setPendiente] = useState<RecordatoriosCobro | null>(null);
  const form = useContractForm(
    recordatoriosCobroForm,
    { activo: actual.activo, dias: actual.dias.join(', '), canales: actual.canales },
    'No fue posible guardar los recordatorios',
  );
  const canales = form.watch('canales');
  const alternar = (canal: CanalRecordatorio, activo: boolean) =>
    form.setValue('canales', activo ? [...canales, canal] : canales.filter((c) => c !== canal), { shouldValidate: true });
  return (
    <form
      className="space-y-4"
      aria-label="Recordatorios de cobro"
      onSubmit={form.enviar(async (values) => setPendiente(values))}
    >
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="h-4 w-4" {...form.register('activo')} />
        Enviar recordatorios de cobro
      </label>
      <Field
        label="Días después del vencimiento"
        error={mensajeDias(form.formState.errors.dias)}
        hint="Separados por comas, entre 1 y 120 (por ejemplo 1, 15, 30)."
      >
        <Input inputMode="numeric" {...form.register('dias')} />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Canales (en este orden de preferencia)</legend>
        {disponibles.map((canal) => (
          <label key={canal} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={canales.includes(canal)}
              onChange={(e) => alternar(canal, e.target.checked)}
            />
            {CANAL_NOTIFICACION_LABELS[canal]}
            {canales.includes(canal) ? <span className="text-xs text-slate-600">({canales.indexOf(canal) + 1}.º)</span> : null}
          </label>
        ))}
        {form.formState.errors.canales ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {form.formState.errors.canales.message}
          </p>
        ) : null}
      </fieldset>
      <FormError error={form.failure} />
      <Button type="submit">Guardar recordatorios</Button>
      <ConfirmDialog
        open={pendiente !== null}
        onOpenChange={(open) => !open && setPendiente(null)}
        title="¿Guardar los recordatorios de cobro?"
        description={
          pendiente?.activo
            ? `Los propietarios en mora recibirán recordatorios ${pendiente.dias.join(', ')} días después del vencimiento.`
            : 'No se enviarán recordatorios de cobro a los propietarios en mora.'
        }
        confirmLabel="Guardar"
        pendingLabel="Guardando…"
        confirmVariant="primary"
        onConfirm={async () => {
          try {
            const res = await guardar.mutateAsync({ id: phId, ...pendiente! });
            toast.success(res.message ?? 'Recordatorios de cobro guardados');
          } catch (err) {
            toast.error(errorMessage(err, 'No fue posible guardar los recordatorios'));
            throw err;
          }
        }}
      />
    </form>
  );
}
