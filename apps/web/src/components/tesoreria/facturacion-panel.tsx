// Facturación (art. 29): compute a month as a draft, preview every charge, emit or annul it; cuotas
// extraordinarias approved by the asamblea.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatCOP } from '../../lib/format.ts';
import {
  useAnularFacturacion,
  useCreateFacturacion,
  useCreateCuotaExtraordinaria,
  useEmitirFacturacion,
} from '../../data/tesoreria.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../ui/states.tsx';
import { TableFrame, TableHeader, td, ACTIONS_COLUMN } from '../ui/table.tsx';
import { right } from './table-cells.ts';
import { siguientePeriodo } from './periodo.ts';
import { QueryView } from '../ui/query-view.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { FormError } from '../ui/form-error.tsx';

export function FacturacionPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const runs = useQuery(trpc.tesoreria.facturacionList.queryOptions({ id: phId, pageSize: 24 }));
  const crear = useCreateFacturacion();
  const inicial = siguientePeriodo();
  const [periodo, setPeriodo] = useState(inicial.periodo);
  const [vence, setVence] = useState(inicial.vence);
  const [abierta, setAbierta] = useState<string | null>(null);
  const form = useFormAction('No fue posible calcular la facturación');

  const calcular = form.submit(async () => {
    const { facturacion } = await crear.mutateAsync({ id: phId, periodo, fechaVencimiento: vence });
    setAbierta(facturacion.id);
    toast.success(`Facturación ${facturacion.periodo} calculada: revísala antes de emitirla`);
  });

  return (
    <div className="space-y-4">
      {canManage ? (
        <Card className="p-4">
          <form onSubmit={calcular} className="flex flex-wrap items-end gap-3" aria-label="Calcular facturación">
            <Field label="Periodo (AAAA-MM)">
              <Input
                value={periodo}
                onChange={(e) => setPeriodo(e.target.value)}
                pattern="\d{4}-\d{2}"
                required
                className="w-32"
              />
            </Field>
            <Field label="Fecha de vencimiento">
              <Input type="date" value={vence} onChange={(e) => setVence(e.target.value)} required className="w-44" />
            </Field>
            <Button type="submit" disabled={crear.isPending}>
              {crear.isPending ? 'Calculando…' : 'Calcular facturación'}
            </Button>
          </form>
          <FormError error={form.error} className="mt-3" />
        </Card>
      ) : null}
      <QueryView
        query={runs}
        failure="No fue posible cargar las facturaciones"
        rows={3}
        isEmpty={(data) => data.facturaciones.length === 0}
        empty={
          <EmptyState
            title="Aún no hay facturaciones"
            description={
              canManage
                ? 'Aprueba el presupuesto del año y calcula el primer mes: verás cada cuota antes de emitirla.'
                : 'La administración aún no ha facturado.'
            }
          />
        }
      >
        {(data) => (
          <TableFrame label="Facturaciones">
            <TableHeader
              columns={[
                'Periodo',
                'Vence',
                'Estado',
                { label: 'Cargos', align: 'right' },
                { label: 'Total', align: 'right' },
                ACTIONS_COLUMN,
              ]}
            />
            <tbody>
              {data.facturaciones.map((f) => (
                <tr key={f.id}>
                  <td className={`${td} font-medium`}>{f.periodo}</td>
                  <td className={td}>{f.fechaVencimiento}</td>
                  <td className={td}>
                    <Badge tone={f.estado === 'emitida' ? 'green' : f.estado === 'borrador' ? 'yellow' : 'red'}>{f.estado}</Badge>
                  </td>
                  <td className={right}>{f.cargos}</td>
                  <td className={right}>{formatCOP(f.total)}</td>
                  <td className={`${td} text-right`}>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setAbierta(abierta === f.id ? null : f.id)}
                      aria-expanded={abierta === f.id}
                    >
                      {abierta === f.id ? 'Ocultar' : 'Ver cargos'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </QueryView>
      {abierta ? <VistaPrevia facturacionId={abierta} canManage={canManage} /> : null}
      <CuotasExtraordinarias phId={phId} canManage={canManage} />
    </div>
  );
}

/** Cuotas extraordinarias approved by the asamblea: spread by coeficiente and billed in the runs of their months. */
function CuotasExtraordinarias({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.tesoreria.cuotasExtraordinariasList.queryOptions({ id: phId }));
  const crear = useCreateCuotaExtraordinaria();
  const [form, setForm] = useState({
    concepto: '',
    valorTotal: '',
    cuotas: '1',
    desde: siguientePeriodo().periodo,
    actaReferencia: '',
  });
  const envio = useFormAction('No fue posible registrar la cuota extraordinaria');
  const submit = envio.submit(async () => {
    await crear.mutateAsync({
      id: phId,
      concepto: form.concepto,
      valorTotal: Number(form.valorTotal.replace(/\D/g, '')),
      cuotas: Number(form.cuotas),
      desde: form.desde,
      actaReferencia: form.actaReferencia,
    });
    toast.success('Cuota extraordinaria registrada: se facturará en los meses que indica');
    setForm((f) => ({ ...f, concepto: '', valorTotal: '', actaReferencia: '' }));
  });
  const cuotas = list.data?.cuotasExtraordinarias ?? [];
  return (
    <Card className="p-4">
      <h3 className="mb-1 font-semibold">Cuotas extraordinarias</h3>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Aprobadas por la asamblea; se reparten por coeficiente y se facturan en los meses indicados. Las que superan 4 veces la
        cuota ordinaria necesitan la mayoría del 70 % (art. 46).
      </p>
      {cuotas.length ? (
        <ul className="mb-3 space-y-1 text-sm">
          {cuotas.map((c) => (
            <li key={c.id}>
              <strong>{c.concepto}</strong> · {formatCOP(c.valorTotal)} en {c.cuotas} {c.cuotas === 1 ? 'cuota' : 'cuotas'} desde{' '}
              {c.desde} · {c.actaReferencia}
            </li>
          ))}
        </ul>
      ) : null}
      {canManage ? (
        <form
          onSubmit={submit}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
          aria-label="Nueva cuota extraordinaria"
        >
          <Field label="Concepto" className="lg:col-span-2">
            <Input
              value={form.concepto}
              onChange={(e) => setForm({ ...form, concepto: e.target.value })}
              required
              placeholder="Impermeabilización de cubiertas"
            />
          </Field>
          <Field label="Valor total (pesos)">
            <Input
              inputMode="numeric"
              value={form.valorTotal}
              onChange={(e) => setForm({ ...form, valorTotal: e.target.value })}
              required
            />
          </Field>
          <Field label="Cuotas (meses)">
            <Input
              inputMode="numeric"
              value={form.cuotas}
              onChange={(e) => setForm({ ...form, cuotas: e.target.value })}
              required
            />
          </Field>
          <Field label="Desde (AAAA-MM)">
            <Input
              value={form.desde}
              onChange={(e) => setForm({ ...form, desde: e.target.value })}
              pattern="\d{4}-\d{2}"
              required
            />
          </Field>
          <Field label="Acta">
            <Input
              value={form.actaReferencia}
              onChange={(e) => setForm({ ...form, actaReferencia: e.target.value })}
              required
              placeholder="Acta 12 de 2026"
            />
          </Field>
          <div className="lg:col-span-6">
            <Button type="submit" variant="outline" disabled={crear.isPending}>
              Registrar cuota extraordinaria
            </Button>
          </div>
          <FormError error={envio.error} className="sm:col-span-2 lg:col-span-6" />
        </form>
      ) : null}
    </Card>
  );
}

function VistaPrevia({ facturacionId, canManage }: { facturacionId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const run = useQuery(trpc.tesoreria.facturacionGet.queryOptions({ id: facturacionId, pageSize: 100 }));
  const emitir = useEmitirFacturacion();
  const anular = useAnularFacturacion();
  const act = async (accion: 'emitir' | 'anular') => {
    try {
      if (accion === 'emitir') await emitir.mutateAsync({ id: facturacionId });
      else await anular.mutateAsync({ id: facturacionId });
      toast.success(accion === 'emitir' ? 'Facturación emitida: las cuentas de cobro van en camino' : 'Facturación anulada');
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible completar la acción'));
    }
  };
  if (run.isLoading) return <TableSkeleton rows={4} />;
  if (run.isError) return <ErrorState message={errorMessage(run.error, 'No fue posible cargar la facturación')} />;
  const { facturacion, detalle, total } = run.data!;
  return (
    <Card className="p-4" data-testid="vista-previa">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          Facturación {facturacion.periodo} · {formatCOP(facturacion.total)} · {total} cargos
        </h3>
        {canManage && facturacion.estado !== 'anulada' ? (
          <div className="flex gap-2">
            {facturacion.estado === 'borrador' ? (
              <Button onClick={() => act('emitir')} disabled={emitir.isPending}>
                {emitir.isPending ? 'Emitiendo…' : 'Emitir'}
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => act('anular')} disabled={anular.isPending}>
              Anular
            </Button>
          </div>
        ) : null}
      </div>
      <TableFrame label="Cargos de la facturación">
        <TableHeader columns={['Unidad', 'Concepto', { label: 'Valor', align: 'right' }]} />
        <tbody>
          {detalle.map((c) => (
            <tr key={c.id}>
              <td className={`${td} font-medium`}>{c.unidad}</td>
              <td className={td}>{c.concepto}</td>
              <td className={right}>{formatCOP(c.valor)}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      {total > detalle.length ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Se muestran los primeros {detalle.length} de {total} cargos.
        </p>
      ) : null}
    </Card>
  );
}
