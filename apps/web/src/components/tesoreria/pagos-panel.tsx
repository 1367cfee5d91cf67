// Pagos: register one (interest first, then the oldest capital), recibos, annulment with motivo, the
// bank statement CSV with the rows left to assign, and the search by unit.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import {
  accionesPago,
  etiquetaMedioPasarela,
  formatoFecha,
  MARGEN_SOBREPAGO_SIN_CONFIRMAR,
  MEDIOS_PAGO,
  pagoAnularInput,
  pagoFields,
  pagoFormFields,
} from '@horizonte/contracts';

import { useAnularPago, useCreatePago, useImportarExtractoArchivo, type ExtractoConciliado } from '../../data/tesoreria.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { downloadArchivo } from '../../lib/download.ts';
import { formatCOP, formatNumber, plural, todayInBogota } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { UnidadOptions } from '../community/unidad-options.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { PromptDialog } from '../ui/prompt-dialog.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { ACTIONS_COLUMN, TableFrame, TableHeader, td } from '../ui/table.tsx';
import { TONO_PAGO } from './estado-tonos.ts';
import { pesosEntendidos } from './pesos-entendidos.ts';
import { right } from './table-cells.ts';

export function PagosPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [unidad, setUnidad] = useState('');
  const unidades = useQuery(trpc.apartamentos.list.queryOptions({ id: phId, pageSize: 500 }));
  const pagos = useQuery(
    trpc.tesoreria.pagos.list.queryOptions({ id: phId, pageSize: 50, ...(unidad ? { apartamentoId: unidad } : {}) }),
  );
  const anular = useAnularPago();
  const recibo = async (id: string) => {
    try {
      downloadArchivo((await queryClient.fetchQuery(trpc.tesoreria.pagos.pdf.queryOptions({ id }))).archivo);
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible generar el recibo'));
    }
  };
  const [anulando, setAnulando] = useState<{ id: string; numeroRecibo: number; valor: number } | null>(null);
  const onAnular = async (id: string, motivo: string) => {
    await anular.mutateAsync({ id, motivo });
    toast.success('Pago anulado: sus aplicaciones se reversaron');
  };
  return (
    <div className="space-y-4">
      {canManage ? <RegistrarPago phId={phId} /> : null}
      {canManage ? <ImportarExtracto phId={phId} /> : null}
      <label className="flex items-center gap-2 text-sm">
        <span className="font-medium">Buscar pagos de</span>
        <NativeSelect
          className="w-48"
          value={unidad}
          onChange={(e) => setUnidad(e.target.value)}
          aria-label="Filtrar pagos por unidad"
        >
          <option value="">Todas las unidades</option>
          <UnidadOptions unidades={unidades.data?.apartamentos ?? []} />
        </NativeSelect>
      </label>
      <QueryView
        query={pagos}
        failure="No fue posible cargar los pagos"
        rows={4}
        isEmpty={(data) => data.pagos.length === 0}
        empty={
          <EmptyState
            title="Sin pagos registrados"
            description="Registra un pago o importa el extracto del banco: se aplica primero a intereses y luego al capital más antiguo."
          />
        }
      >
        {(data) => (
          <TableFrame label="Pagos">
            <TableHeader
              columns={['Recibo', 'Unidad', 'Fecha', 'Medio', 'Estado', { label: 'Valor', align: 'right' }, ACTIONS_COLUMN]}
            />
            <tbody>
              {data.pagos.map((p) => (
                <tr key={p.id}>
                  <td className={`${td} font-medium`}>N.º {p.numeroRecibo}</td>
                  <td className={td}>{p.unidad}</td>
                  <td className={td}>{formatoFecha(p.fecha)}</td>
                  <td className={td}>
                    {p.medio}
                    {p.medioPasarela ? <span className="block text-xs">{etiquetaMedioPasarela(p.medioPasarela)}</span> : null}
                    {/* The bank's or the gateway's reference (an online payment's transaction id). */}
                    {p.referencia ? (
                      <span className="block font-mono text-xs text-slate-600 dark:text-slate-400" data-testid="pago-referencia">
                        {p.referencia}
                      </span>
                    ) : null}
                  </td>
                  <td className={td}>
                    <Badge tone={TONO_PAGO[p.estado]}>{p.estado}</Badge>
                  </td>
                  <td className={right}>{formatCOP(p.valor)}</td>
                  <td className={`${td} text-right`}>
                    <Button variant="ghost" size="sm" onClick={() => recibo(p.id)} aria-label={`Recibo N.º ${p.numeroRecibo}`}>
                      <Download className="h-4 w-4" aria-hidden /> Recibo
                    </Button>
                    {accionesPago(p.estado, { read: true, manage: canManage }).includes('anular') ? (
                      <Button variant="ghost" size="sm" onClick={() => setAnulando(p)}>
                        Anular
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </QueryView>
      <PromptDialog
        open={anulando !== null}
        onOpenChange={(open) => !open && setAnulando(null)}
        title={anulando ? `¿Anular el recibo N.º ${anulando.numeroRecibo}?` : ''}
        description={
          anulando
            ? `El pago de ${formatCOP(anulando.valor)} deja de abonar a la cuenta de la unidad: sus aplicaciones se reversan.`
            : undefined
        }
        label="Motivo de la anulación (queda en el historial)"
        schema={pagoAnularInput.shape.motivo}
        confirmLabel="Anular pago"
        pendingLabel="Anulando…"
        failure="No fue posible anular el pago"
        onConfirm={(motivo) => onAnular(anulando!.id, motivo)}
      />
    </div>
  );
}

type PagoForm = z.input<typeof pagoFormFields>;

function RegistrarPago({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const unidades = useQuery(trpc.apartamentos.list.queryOptions({ id: phId, pageSize: 500 }));
  const crear = useCreatePago();
  const queryClient = useQueryClient();
  const hoy = todayInBogota();
  const vacio: PagoForm = { apartamentoId: '', valor: '', fecha: hoy, medio: 'transferencia', referencia: '' };
  const { register, handleSubmit, watch, reset, formState } = useForm<PagoForm, unknown, z.output<typeof pagoFormFields>>({
    resolver: zodResolver(pagoFormFields),
    defaultValues: vacio,
  });
  const apartamentoId = watch('apartamentoId');
  const cuenta = useQuery({
    ...trpc.tesoreria.estadoCuenta.get.queryOptions({ id: apartamentoId }),
    enabled: Boolean(apartamentoId),
  });
  const [porConfirmar, setPorConfirmar] = useState<{ pago: z.output<typeof pagoFormFields>; debe: number } | null>(null);
  const envio = useFormAction('No fue posible registrar el pago');
  const registrar = async (values: z.output<typeof pagoFormFields>) => {
    const { referencia, ...resto } = values;
    const { pago } = await crear.mutateAsync({ id: phId, ...resto, ...(referencia ? { referencia } : {}) });
    toast.success(
      `Pago registrado: recibo de caja N.º ${pago.numeroRecibo}${pago.saldoAFavor ? ` (saldo a favor ${formatCOP(pago.saldoAFavor)})` : ''}`,
    );
    reset({ ...vacio, apartamentoId: values.apartamentoId, fecha: values.fecha, medio: values.medio });
  };
  const submit = handleSubmit((values) =>
    envio.submit(async () => {
      // A payment far above what the unit owes is most often a slip of the keyboard: ask first.
      const cuentaUnidad =
        cuenta.data ?? (await queryClient.fetchQuery(trpc.tesoreria.estadoCuenta.get.queryOptions({ id: values.apartamentoId })));
      const debe = Math.max(cuentaUnidad.totalAPagar, 0);
      if (values.valor > debe + MARGEN_SOBREPAGO_SIN_CONFIRMAR) setPorConfirmar({ pago: values, debe });
      else await registrar(values);
    })(),
  );
  return (
    <Card className="p-4">
      <h3 className="mb-3 font-semibold">Registrar pago</h3>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-start"
        aria-label="Registrar pago"
      >
        <Field label="Unidad" className="lg:col-span-2" error={formState.errors.apartamentoId ? 'Elige la unidad' : undefined}>
          <NativeSelect {...register('apartamentoId')} required>
            <option value="">Elige la unidad</option>
            <UnidadOptions unidades={unidades.data?.apartamentos ?? []} />
          </NativeSelect>
        </Field>
        <Field label="Valor (pesos)" error={formState.errors.valor?.message} hint={pesosEntendidos(watch('valor'))}>
          <Input inputMode="decimal" autoComplete="off" {...register('valor')} required placeholder="350.000" />
        </Field>
        <Field label="Fecha" error={formState.errors.fecha?.message}>
          <Input type="date" max={hoy} {...register('fecha')} required />
        </Field>
        <Field label="Medio" error={formState.errors.medio?.message}>
          <NativeSelect {...register('medio')}>
            {MEDIOS_PAGO.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" className="lg:mt-7" disabled={crear.isPending || formState.isSubmitting}>
          {crear.isPending ? 'Registrando…' : 'Registrar pago'}
        </Button>
      </form>
      <FormError error={envio.error} className="mt-3" />
      <ConfirmDialog
        open={porConfirmar !== null}
        onOpenChange={(open) => !open && setPorConfirmar(null)}
        title={porConfirmar ? `¿Registrar un pago de ${formatCOP(porConfirmar.pago.valor)}?` : ''}
        description={
          porConfirmar
            ? `La unidad debe ${formatCOP(porConfirmar.debe)}: quedarían ${formatCOP(porConfirmar.pago.valor - porConfirmar.debe)} como saldo a favor. Revisa el valor antes de registrarlo.`
            : ''
        }
        confirmLabel="Registrar de todos modos"
        pendingLabel="Registrando…"
        confirmVariant="primary"
        onConfirm={async () => {
          try {
            await registrar(porConfirmar!.pago);
          } catch (err) {
            toast.error(errorMessage(err, 'No fue posible registrar el pago'));
            throw err;
          }
        }}
      />
    </Card>
  );
}

type FilaSinAsignar = { fila: number; fecha: string; valor: number; referencia: string; descripcion: string; motivo: string };

/** At most this many rows of the preview are listed; the rest are counted. */
const FILAS_VISIBLES = 20;

/**
 * The bank statement as the bank gave it (CSV with «;» or «,», or Excel): first what would happen
 * (nothing written), then, confirmed, the payments applied; the rows no unit matched are assigned by hand.
 */
function ImportarExtracto({ phId }: { phId: string }) {
  const conciliar = useImportarExtractoArchivo();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [previa, setPrevia] = useState<ExtractoConciliado | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const [resultado, setResultado] = useState<{
    aplicados: number;
    duplicados: number;
    sinAsignar: FilaSinAsignar[];
  } | null>(null);
  const onFile = async (file: File | undefined) => {
    setResultado(null);
    setPrevia(null);
    setArchivo(file ?? null);
    if (!file) return;
    try {
      setPrevia(await conciliar.mutateAsync({ phId, archivo: file, vistaPrevia: true }));
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible leer el extracto'));
    }
  };
  const aplicar = async () => {
    if (!archivo) return;
    try {
      const r = await conciliar.mutateAsync({ phId, archivo, vistaPrevia: false });
      setPrevia(null);
      setResultado({ aplicados: r.aplicados.length, duplicados: r.duplicados.length, sinAsignar: r.sinAsignar });
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible aplicar el extracto'));
      throw err;
    }
  };
  return (
    <Card className="p-4">
      <h3 className="font-semibold">Conciliar extracto bancario</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        El archivo tal como lo da el banco (CSV o Excel): fecha, valor, referencia y descripción, con esos nombres o los del
        banco. La referencia es la unidad: «1-101», o «101» sin torre. Antes de aplicar verás qué se registraría.
      </p>
      <input
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className="mt-3 text-sm"
        aria-label="Extracto del banco"
        onChange={(e) => onFile(e.target.files?.[0])}
        disabled={conciliar.isPending}
      />
      {previa ? (
        <div className="mt-3 space-y-2 text-sm" role="status" aria-label="Vista previa del extracto">
          <p>
            {plural(previa.porAplicar.length, 'pago por aplicar', 'pagos por aplicar')} ·{' '}
            {plural(previa.duplicados.length, 'fila ya importada', 'filas ya importadas')} ·{' '}
            {formatNumber(previa.sinAsignar.length)} sin asignar
          </p>
          {previa.porAplicar.length ? (
            <ul className="space-y-1" aria-label="Pagos por aplicar">
              {previa.porAplicar.slice(0, FILAS_VISIBLES).map((f) => (
                <li key={f.fila}>
                  Fila {f.fila}: {f.unidad} · {formatCOP(f.valor)} · {formatoFecha(f.fecha)}
                </li>
              ))}
              {previa.porAplicar.length > FILAS_VISIBLES ? (
                <li>y {formatNumber(previa.porAplicar.length - FILAS_VISIBLES)} más</li>
              ) : null}
            </ul>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={() => onFile(undefined)}>
              Descartar
            </Button>
            <Button type="button" disabled={conciliar.isPending} onClick={() => setConfirmando(true)}>
              {previa.porAplicar.length ? `Aplicar ${plural(previa.porAplicar.length, 'pago', 'pagos')}` : 'Continuar'}
            </Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmando}
        onOpenChange={setConfirmando}
        title="¿Aplicar el extracto?"
        description={`Se registrarán ${plural(previa?.porAplicar.length ?? 0, 'pago', 'pagos')} con su recibo de caja. Un pago aplicado solo se corrige anulándolo.`}
        confirmLabel="Aplicar"
        pendingLabel="Aplicando…"
        confirmVariant="primary"
        onConfirm={aplicar}
      />
      {resultado ? (
        <div className="mt-3 space-y-2 text-sm" role="status">
          <p>
            {plural(resultado.aplicados, 'pago aplicado', 'pagos aplicados')} ·{' '}
            {plural(resultado.duplicados, 'fila ya importada', 'filas ya importadas')} ·{' '}
            {formatNumber(resultado.sinAsignar.length)} sin asignar
          </p>
          {resultado.sinAsignar.length ? (
            <ul className="space-y-2" aria-label="Filas sin asignar">
              {resultado.sinAsignar.map((s) => (
                <FilaPorAsignar
                  key={s.fila}
                  phId={phId}
                  fila={s}
                  onAsignada={() =>
                    setResultado(
                      (r) => r && { ...r, aplicados: r.aplicados + 1, sinAsignar: r.sinAsignar.filter((x) => x.fila !== s.fila) },
                    )
                  }
                />
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

const filaForm = pagoFields.pick({ apartamentoId: true });

/** A statement row no unit matched: the administrator picks the unit and it becomes that unit's payment. */
function FilaPorAsignar({ phId, fila, onAsignada }: { phId: string; fila: FilaSinAsignar; onAsignada(): void }) {
  const trpc = useTRPC();
  const unidades = useQuery(trpc.apartamentos.list.queryOptions({ id: phId, pageSize: 500 }));
  const crear = useCreatePago();
  const form = useContractForm(filaForm, { apartamentoId: '' }, 'No fue posible asignar la fila');
  const submit = form.enviar(async ({ apartamentoId }) => {
    const { pago } = await crear.mutateAsync({
      id: phId,
      apartamentoId,
      valor: fila.valor,
      fecha: fila.fecha,
      medio: 'transferencia',
      ...(fila.referencia ? { referencia: fila.referencia } : {}),
    });
    toast.success(`Fila ${fila.fila} asignada: recibo de caja N.º ${pago.numeroRecibo}`);
    onAsignada();
  });
  return (
    <li className="rounded-lg border border-amber-300 p-3 dark:border-amber-800" data-testid="fila-sin-asignar">
      <p className="text-amber-900 dark:text-amber-200">
        Fila {fila.fila}: {fila.fecha} · {formatCOP(fila.valor)} · «{fila.referencia || 'sin referencia'}» — {fila.motivo}
      </p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-2 flex flex-wrap items-end gap-2"
        aria-label={`Asignar la fila ${fila.fila}`}
      >
        <Field label="Unidad" className="min-w-48" error={form.formState.errors.apartamentoId ? 'Elige la unidad' : undefined}>
          <NativeSelect {...form.register('apartamentoId')} required>
            <option value="">Elige la unidad</option>
            <UnidadOptions unidades={unidades.data?.apartamentos ?? []} />
          </NativeSelect>
        </Field>
        <Button type="submit" size="sm" disabled={crear.isPending || form.formState.isSubmitting}>
          Asignar
        </Button>
        <FormError error={form.failure} className="w-full" />
      </form>
    </li>
  );
}
