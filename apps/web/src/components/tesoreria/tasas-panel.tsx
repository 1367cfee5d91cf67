// Tasas de mora (art. 30): the month's rate, capped at 1,5 × the interés bancario corriente.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { tasaMoraFormFields } from '@horizonte/contracts';

import { useSetTasaMora } from '../../data/tesoreria.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { TableFrame, TableHeader, td } from '../ui/table.tsx';
import { siguientePeriodo } from './periodo.ts';
import { right } from './table-cells.ts';

export function TasasPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.tesoreria.tasasMora.list.queryOptions({ id: phId, pageSize: 24 }));
  const fijar = useSetTasaMora();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof tasaMoraFormFields>,
    unknown,
    z.output<typeof tasaMoraFormFields>
  >({
    resolver: zodResolver(tasaMoraFormFields),
    defaultValues: { periodo: siguientePeriodo().periodo, interesBancarioCorrienteEA: '', tasaAsambleaEA: '' },
  });
  const errors = formState.errors;
  const form = useFormAction('No fue posible fijar la tasa');
  const submit = handleSubmit(({ tasaAsambleaEA, ...tasaMora }) =>
    form.submit(async () => {
      const { tasa } = await fijar.mutateAsync({
        id: phId,
        ...tasaMora,
        ...(tasaAsambleaEA === undefined ? {} : { tasaAsambleaEA }),
      });
      toast.success(`Tasa de ${tasa.periodo}: ${tasa.tasaAplicadaEA.toLocaleString('es-CO')} % E.A.`);
    })(),
  );
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Art. 30 de la Ley 675: la tasa de mora no puede superar 1,5 veces el interés bancario corriente certificado por la
        Superintendencia Financiera; el interés es simple y solo sobre capital.
      </p>
      {canManage ? (
        <Card className="p-4">
          <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3" aria-label="Fijar tasa de mora">
            <Field label="Periodo" error={errors.periodo?.message}>
              <Input {...register('periodo')} className="w-32" required />
            </Field>
            <Field label="Interés bancario corriente (% E.A.)" error={errors.interesBancarioCorrienteEA?.message}>
              <Input inputMode="decimal" {...register('interesBancarioCorrienteEA')} className="w-32" required />
            </Field>
            <Field label="Tasa de la asamblea (% E.A., opcional)" error={errors.tasaAsambleaEA?.message}>
              <Input inputMode="decimal" {...register('tasaAsambleaEA')} className="w-32" />
            </Field>
            <Button type="submit" className="sm:mt-7" disabled={fijar.isPending || formState.isSubmitting}>
              Fijar tasa
            </Button>
          </form>
          <FormError error={form.error} className="mt-3" />
        </Card>
      ) : null}
      <QueryView
        query={list}
        failure="No fue posible cargar las tasas"
        rows={2}
        isEmpty={(data) => data.tasas.length === 0}
        empty={<EmptyState title="Sin tasas de mora" description="Sin tasa fijada no se causan intereses de mora." />}
      >
        {(data) => (
          <TableFrame label="Tasas de mora">
            <TableHeader
              columns={[
                'Periodo',
                { label: 'I. B. corriente', align: 'right' },
                { label: 'Tope legal', align: 'right' },
                { label: 'Asamblea', align: 'right' },
                { label: 'Aplicada', align: 'right' },
              ]}
            />
            <tbody>
              {data.tasas.map((t) => (
                <tr key={t.periodo}>
                  <td className={`${td} font-medium`}>{t.periodo}</td>
                  <td className={right}>{t.interesBancarioCorrienteEA.toLocaleString('es-CO')} %</td>
                  <td className={right}>{t.topeLegalEA.toLocaleString('es-CO')} %</td>
                  <td className={right}>{t.tasaAsambleaEA === null ? '—' : `${t.tasaAsambleaEA.toLocaleString('es-CO')} %`}</td>
                  <td className={`${right} font-semibold`}>{t.tasaAplicadaEA.toLocaleString('es-CO')} %</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </QueryView>
    </div>
  );
}
