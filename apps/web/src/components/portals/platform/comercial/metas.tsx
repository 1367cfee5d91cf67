// Metas y Objetivos (issue 33): the month's commercial targets — new clients and monthly recurring
// revenue — beside what was reached; a SUPER_ADMIN sets them (the shared policy: mayComercial).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { avanceMeta, formatoPrecio, mayComercial, metasFields, type Metas, type MetasForm } from '@horizonte/contracts';

import { useFijarMetas } from '../../../../data/comercial.ts';
import { formatDate, formatNumber, todayInBogota } from '../../../../lib/format.ts';
import { useSession } from '../../../../lib/session.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { Input } from '../../../ui/input.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { SectionHeader } from '../../../ui/section-header.tsx';

export function MetasSection() {
  return (
    <>
      <SectionHeader title="Metas y Objetivos" description="Las metas comerciales del mes y su avance." />
      <MetasPanel />
    </>
  );
}

export function MetasPanel() {
  const trpc = useTRPC();
  const { user } = useSession();
  const [periodo, setPeriodo] = useState(() => todayInBogota().slice(0, 7));
  const metas = useQuery(trpc.comercial.metas.get.queryOptions({ periodo }));
  const puedeFijar = mayComercial(user?.superUserRole ?? null, 'fijarMetas');
  return (
    <Card data-testid="metas">
      <div className="mb-4 max-w-xs">
        <Field label="Mes">
          <Input type="month" value={periodo} onChange={(e) => e.target.value && setPeriodo(e.target.value)} />
        </Field>
      </div>
      <QueryView query={metas} failure="No fue posible cargar las metas">
        {(data) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Avance
                titulo="Nuevos clientes"
                logrado={data.logrado.nuevosClientes}
                meta={data.meta?.nuevosClientes ?? null}
                formato={formatNumber}
                testId="avance-clientes"
              />
              <Avance
                titulo="Ingreso mensual recurrente"
                logrado={data.logrado.mrr}
                meta={data.meta?.mrr ?? null}
                formato={formatoPrecio}
                testId="avance-mrr"
              />
            </div>
            {data.meta ? (
              <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
                Metas actualizadas el {formatDate(data.meta.actualizadoEn)}.
              </p>
            ) : null}
            {puedeFijar ? <MetasForm key={`${data.periodo}-${data.meta?.actualizadoEn ?? ''}`} data={data} /> : null}
          </>
        )}
      </QueryView>
    </Card>
  );
}

function Avance({
  titulo,
  logrado,
  meta,
  formato,
  testId,
}: {
  titulo: string;
  logrado: number;
  meta: number | null;
  formato(n: number): string;
  testId: string;
}) {
  const avance = meta === null ? null : avanceMeta(logrado, meta);
  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid={testId}>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{titulo}</p>
      <p className="mt-1 text-2xl font-bold">{formato(logrado)}</p>
      {meta === null ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Sin meta para este mes</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Meta: {formato(meta)} · {avance === null ? '—' : `${avance} %`}
          </p>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
            role="progressbar"
            aria-label={`Avance de ${titulo.toLowerCase()}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={avance ?? 0}
          >
            <div className="h-full bg-emerald-600" style={{ width: `${avance ?? 0}%` }} />
          </div>
        </>
      )}
    </div>
  );
}

function MetasForm({ data }: { data: Metas }) {
  const fijar = useFijarMetas();
  const form = useContractForm(
    metasFields,
    { nuevosClientes: data.meta?.nuevosClientes ?? '', mrr: data.meta ? String(data.meta.mrr) : '' } as MetasForm,
    'No fue posible guardar las metas',
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      className="mt-6 grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-800"
      data-testid="metas-form"
      onSubmit={form.enviar(async (values) => {
        const res = await fijar.mutateAsync({ periodo: data.periodo, ...values });
        toast.success(res.message ?? 'Las metas del mes quedaron guardadas.');
      })}
    >
      <Field label="Meta de nuevos clientes" error={errors.nuevosClientes?.message}>
        <Input {...form.register('nuevosClientes')} type="number" inputMode="numeric" min={0} />
      </Field>
      <Field label="Meta de ingreso mensual recurrente" error={errors.mrr?.message}>
        <Input {...form.register('mrr')} inputMode="numeric" autoComplete="off" placeholder="2.500" />
      </Field>
      <FormFooter failure={form.failure} submitting={isSubmitting} onCancel={() => form.reset()} submitLabel="Guardar metas" />
    </form>
  );
}
