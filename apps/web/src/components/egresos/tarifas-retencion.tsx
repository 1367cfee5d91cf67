// The complex's retención en la fuente table of a year (issue 29): prefilled from the official rules
// (Decreto 1625 de 2016 as modified by the Decreto 0572 de 2025, the year's UVT), editable by the
// administration for its contador; the consejo reads it. Registered egresos keep what they stored.
import { useQuery } from '@tanstack/react-query';

import { ETIQUETA_CONCEPTO_RETENCION, tarifasFormFields, type TablaRetencion } from '@horizonte/contracts';

import { useUpdateTarifas } from '../../data/egresos.ts';
import { formatCOP } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { right } from '../tesoreria/table-cells.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { TableFrame, TableHeader, td } from '../ui/table.tsx';

const porcentaje = (bp: number) => String(bp / 100).replace('.', ',');

export function TarifasRetencion({ phId, anio, canManage }: { phId: string; anio: number; canManage: boolean }) {
  const trpc = useTRPC();
  const tabla = useQuery(trpc.egresos.tarifas.get.queryOptions({ id: phId, anio }));
  return (
    <Card className="p-4">
      <h3 className="font-semibold">Tabla de retención en la fuente · {anio}</h3>
      <QueryView query={tabla} failure="No fue posible cargar la tabla de retención" rows={3}>
        {(data) => <TarifasForm key={`${anio}-${data.guardada}-${data.uvt}`} phId={phId} tabla={data} canManage={canManage} />}
      </QueryView>
    </Card>
  );
}

function TarifasForm({ phId, tabla, canManage }: { phId: string; tabla: TablaRetencion; canManage: boolean }) {
  const guardar = useUpdateTarifas();
  const form = useContractForm(
    tarifasFormFields,
    {
      uvt: String(tabla.uvt),
      tarifas: tabla.tarifas.map((f) => ({
        concepto: f.concepto,
        baseUvt: String(f.baseUvt),
        tarifaDeclaranteBp: porcentaje(f.tarifaDeclaranteBp),
        tarifaNoDeclaranteBp: porcentaje(f.tarifaNoDeclaranteBp),
        fuente: f.fuente,
      })),
    },
    'No fue posible guardar la tabla de retención',
  );
  const submit = form.enviar(async (values) => {
    await guardar.mutateAsync({ id: phId, anio: tabla.anio, ...values });
    toast.success(`Tabla de retención de ${tabla.anio} guardada`);
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-3" aria-label="Tabla de retención">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {tabla.guardada
          ? 'Tabla ajustada por la administración.'
          : 'Valores oficiales vigentes (Decreto 1625 de 2016, modificado por el Decreto 0572 de 2025). Revísalos con el contador.'}{' '}
        Para honorarios, la primera tarifa es la de personas jurídicas y la segunda la de personas naturales.
      </p>
      <Field label="UVT del año (pesos)" error={errors.uvt?.message} className="max-w-48">
        <Input {...form.register('uvt')} inputMode="numeric" disabled={!canManage} />
      </Field>
      <TableFrame label="Tarifas de retención">
        <TableHeader
          columns={[
            'Concepto',
            { label: 'Base (UVT)', align: 'right' },
            { label: 'Base (pesos)', align: 'right' },
            { label: 'Declarante %', align: 'right' },
            { label: 'No declarante %', align: 'right' },
            'Norma',
          ]}
        />
        <tbody>
          {tabla.tarifas.map((f, i) => (
            <tr key={f.concepto}>
              <td className={td}>
                {ETIQUETA_CONCEPTO_RETENCION[f.concepto]}
                <input type="hidden" {...form.register(`tarifas.${i}.concepto`)} />
              </td>
              <td className={right}>
                <Input
                  className="w-20 text-right"
                  aria-label={`Base en UVT de ${ETIQUETA_CONCEPTO_RETENCION[f.concepto]}`}
                  {...form.register(`tarifas.${i}.baseUvt`)}
                  inputMode="decimal"
                  disabled={!canManage}
                />
              </td>
              <td className={right}>{formatCOP(f.basePesos)}</td>
              <td className={right}>
                <Input
                  className="w-20 text-right"
                  aria-label={`Tarifa declarante de ${ETIQUETA_CONCEPTO_RETENCION[f.concepto]}`}
                  {...form.register(`tarifas.${i}.tarifaDeclaranteBp`)}
                  inputMode="decimal"
                  disabled={!canManage}
                />
              </td>
              <td className={right}>
                <Input
                  className="w-20 text-right"
                  aria-label={`Tarifa no declarante de ${ETIQUETA_CONCEPTO_RETENCION[f.concepto]}`}
                  {...form.register(`tarifas.${i}.tarifaNoDeclaranteBp`)}
                  inputMode="decimal"
                  disabled={!canManage}
                />
              </td>
              <td className={`${td} text-xs`}>
                {f.fuente}
                <input type="hidden" {...form.register(`tarifas.${i}.fuente`)} />
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      {errors.tarifas ? (
        <p className="text-sm text-red-700 dark:text-red-400">Revisa las bases y tarifas: una no es válida.</p>
      ) : null}
      <FormError error={form.failure} />
      {canManage ? (
        <Button type="submit" disabled={guardar.isPending || form.formState.isSubmitting}>
          {guardar.isPending ? 'Guardando…' : 'Guardar tabla'}
        </Button>
      ) : null}
    </form>
  );
}
