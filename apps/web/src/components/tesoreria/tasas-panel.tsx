// Tasas de mora (art. 30): the month's rate, capped at 1,5 × the interés bancario corriente.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';

import { useSetTasaMora } from '../../data/tesoreria.ts';
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
  const list = useQuery(trpc.tesoreria.tasasMoraList.queryOptions({ id: phId, pageSize: 24 }));
  const fijar = useSetTasaMora();
  const [periodo, setPeriodo] = useState(siguientePeriodo().periodo);
  const [ibc, setIbc] = useState('');
  const [asamblea, setAsamblea] = useState('');
  const form = useFormAction('No fue posible fijar la tasa');
  const submit = form.submit(async () => {
    const { tasa } = await fijar.mutateAsync({
      id: phId,
      periodo,
      interesBancarioCorrienteEA: Number(ibc.replace(',', '.')),
      ...(asamblea ? { tasaAsambleaEA: Number(asamblea.replace(',', '.')) } : {}),
    });
    toast.success(`Tasa de ${tasa.periodo}: ${tasa.tasaAplicadaEA.toLocaleString('es-CO')} % E.A.`);
  });
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Art. 30 de la Ley 675: la tasa de mora no puede superar 1,5 veces el interés bancario corriente certificado por la
        Superintendencia Financiera; el interés es simple y solo sobre capital.
      </p>
      {canManage ? (
        <Card className="p-4">
          <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Fijar tasa de mora">
            <Field label="Periodo">
              <Input
                value={periodo}
                onChange={(e) => setPeriodo(e.target.value)}
                pattern="\d{4}-\d{2}"
                className="w-32"
                required
              />
            </Field>
            <Field label="Interés bancario corriente (% E.A.)">
              <Input inputMode="decimal" value={ibc} onChange={(e) => setIbc(e.target.value)} className="w-32" required />
            </Field>
            <Field label="Tasa de la asamblea (% E.A., opcional)">
              <Input inputMode="decimal" value={asamblea} onChange={(e) => setAsamblea(e.target.value)} className="w-32" />
            </Field>
            <Button type="submit" disabled={fijar.isPending}>
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
