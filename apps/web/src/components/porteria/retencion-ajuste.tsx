// The administration sets how long visitors' data is kept before the daily job anonymises it
// (Ley 1581 de 2012: only as long as the purpose needs; 180 days unless the complex says otherwise).
import { useQuery } from '@tanstack/react-query';

import { porteriaAjustesInput } from '@horizonte/contracts';

import { useGuardarAjustesPorteria } from '../../data/porteria.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';

export function RetencionAjuste({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const ajustes = useQuery(trpc.porteria.ajustes.get.queryOptions({ id: phId }));
  return (
    <Card className="p-4">
      <h3 className="mb-3 text-lg font-semibold">Conservación de los datos de visitantes</h3>
      <QueryView query={ajustes} failure="No fue posible cargar la configuración" rows={1}>
        {(d) => <RetencionForm phId={phId} actual={d.ajustes.retencionDias} />}
      </QueryView>
    </Card>
  );
}

const retencionForm = porteriaAjustesInput.omit({ id: true });

function RetencionForm({ phId, actual }: { phId: string; actual: number }) {
  const guardar = useGuardarAjustesPorteria();
  const form = useContractForm(retencionForm, { retencionDias: String(actual) }, 'No fue posible guardar la configuración');
  const submit = form.enviar(async (ajustes) => {
    await guardar.mutateAsync({ id: phId, ...ajustes });
    toast.success('Configuración guardada');
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      aria-label="Conservación de los datos de visitantes"
    >
      <Field
        label="Días que se conservan"
        error={form.formState.errors.retencionDias?.message}
        hint="Pasado este plazo, el nombre, el documento y la placa de los visitantes se anonimizan (Ley 1581 de 2012)."
      >
        <Input type="number" min={1} max={3650} {...form.register('retencionDias')} required className="h-12 w-40 text-base" />
      </Field>
      <Button type="submit" size="lg" disabled={guardar.isPending || form.formState.isSubmitting}>
        Guardar
      </Button>
      <FormError error={form.failure} />
    </form>
  );
}
