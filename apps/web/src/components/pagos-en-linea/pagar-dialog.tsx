// The «Pagar en línea» dialog (issue 28), loaded when opened: what the unit owes, the amount to pay (the
// total or another one typed the Colombian way, «$ 364.780», within the range the API allows), then the
// gateway's checkout in the same tab. A complex without a gateway says so; one that publishes its Bre-B
// llave or bank account shows them with the unit's reference to write in the transfer.
import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useMemo, useState } from 'react';

import {
  calcularComision,
  etiquetaComision,
  formatoFecha,
  intentoFormSchema,
  leerPesos,
  PAGOS_EN_LINEA_MSG,
  valorDeCobros,
  type ComisionPasarela,
  type OpcionesPago,
} from '@horizonte/contracts';

import { useCrearIntento } from '../../data/pagos-en-linea.ts';
import { formatCOP, formatNumber } from '../../lib/format.ts';
import { recordarConjuntoDelPago } from '../../lib/portal-de-pago.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { pesosEntendidos } from '../tesoreria/pesos-entendidos.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { DatosTransferencia } from './transferencia.tsx';

export interface PagarDialogProps {
  apartamentoId: string;
  /** «Torre 1 · 101», for the title. */
  unidad?: string;
  /** The complex the person pays from: the return page logs in there if the session ended meanwhile. */
  identificador?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function PagarDialog({ apartamentoId, unidad, identificador, open, onOpenChange }: PagarDialogProps) {
  const trpc = useTRPC();
  const opciones = useQuery(trpc.pagosEnLinea.opciones.get.queryOptions({ id: apartamentoId }));
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Pagar en línea" description={unidad ? `Unidad ${unidad}` : undefined}>
      <QueryView query={opciones} failure="No fue posible cargar las opciones de pago" rows={3}>
        {(data) => <OpcionesDePago apartamentoId={apartamentoId} identificador={identificador} opciones={data} />}
      </QueryView>
    </Dialog>
  );
}

function OpcionesDePago({
  apartamentoId,
  identificador,
  opciones,
}: {
  apartamentoId: string;
  identificador?: string;
  opciones: OpcionesPago;
}) {
  return (
    <div className="space-y-4">
      <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <p className="text-sm text-slate-600 dark:text-slate-400">Total a pagar</p>
        <p className="text-2xl font-bold tabular-nums" data-testid="pagar-total">
          {formatCOP(opciones.totalAPagar)}
        </p>
      </div>
      {!opciones.rango ? (
        <Alert tone="success">{PAGOS_EN_LINEA_MSG.sinDeuda}.</Alert>
      ) : !opciones.pasarela ? (
        <Alert tone="info">
          {PAGOS_EN_LINEA_MSG.pasarelaNoConfigurada}.{' '}
          {opciones.transferencia
            ? 'Puedes pagar por transferencia con los datos de abajo.'
            : 'Paga por los medios que indica la administración.'}
        </Alert>
      ) : (
        <FormularioPago
          apartamentoId={apartamentoId}
          identificador={identificador}
          opciones={opciones}
          total={opciones.totalAPagar}
          rango={opciones.rango}
          comision={opciones.comision}
          pruebas={opciones.pasarela.ambiente !== 'produccion'}
        />
      )}
      {opciones.transferencia ? <DatosTransferencia datos={opciones.transferencia} /> : null}
    </div>
  );
}

function FormularioPago({
  apartamentoId,
  identificador,
  opciones,
  total,
  rango,
  comision,
  pruebas,
}: {
  apartamentoId: string;
  identificador?: string;
  opciones: OpcionesPago;
  total: number;
  rango: { minimo: number; maximo: number };
  comision: ComisionPasarela | null;
  pruebas: boolean;
}) {
  const crear = useCrearIntento();
  const [modo, setModo] = useState<'total' | 'cobros' | 'otro'>('total');
  /** How many of the oldest charges are chosen (a later one takes the older ones with it: art. 1653). */
  const [cuantos, setCuantos] = useState(1);
  const [yendo, setYendo] = useState(false);
  // The contracts' field reads what was typed; the range is the API's answer for this unit.
  const schema = useMemo(
    () =>
      intentoFormSchema.superRefine(({ valor }, ctx) => {
        if (valor < rango.minimo)
          ctx.addIssue({ code: 'custom', path: ['valor'], message: PAGOS_EN_LINEA_MSG.valorMinimo(formatCOP(rango.minimo)) });
        else if (valor > rango.maximo)
          ctx.addIssue({ code: 'custom', path: ['valor'], message: PAGOS_EN_LINEA_MSG.valorMaximo(formatCOP(rango.maximo)) });
      }),
    [rango.minimo, rango.maximo],
  );
  const totalTexto = formatNumber(total);
  const form = useContractForm(schema, { valor: totalTexto }, 'No fue posible iniciar el pago');
  const elegirCobros = (n: number) => {
    setCuantos(n);
    form.clearErrors('valor');
    form.setValue('valor', formatNumber(valorDeCobros(opciones, n)));
  };
  const elegir = (siguiente: 'total' | 'cobros' | 'otro') => {
    setModo(siguiente);
    form.clearErrors('valor');
    if (siguiente === 'total') form.setValue('valor', totalTexto);
    else if (siguiente === 'cobros') elegirCobros(cuantos);
    else {
      form.setValue('valor', '');
      form.setFocus('valor');
    }
  };
  const submit = form.enviar(async ({ valor }) => {
    const { intento } = await crear.mutateAsync({ id: apartamentoId, valor });
    if (identificador) recordarConjuntoDelPago(intento.id, identificador);
    setYendo(true);
    window.location.assign(intento.urlPago);
  });
  const valor = form.watch('valor');
  const pendiente = crear.isPending || form.formState.isSubmitting || yendo;
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Pagar en línea">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">¿Cuánto vas a pagar?</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="modo" checked={modo === 'total'} onChange={() => elegir('total')} className="h-4 w-4" />
          El total ({formatCOP(total)})
        </label>
        {opciones.cobros.length > 1 ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="modo" checked={modo === 'cobros'} onChange={() => elegir('cobros')} className="h-4 w-4" />
            Algunos cobros
          </label>
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="modo" checked={modo === 'otro'} onChange={() => elegir('otro')} className="h-4 w-4" />
          Otro valor
        </label>
      </fieldset>
      {modo === 'cobros' ? (
        <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <legend className="px-1 text-sm font-medium">Cobros pendientes</legend>
          {opciones.cobros.map((cobro, i) => (
            <label key={`${i}-${cobro.periodo}`} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                checked={i < cuantos}
                onChange={() => elegirCobros(i < cuantos ? i : i + 1)}
                className="mt-0.5 h-4 w-4"
              />
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                {cobro.concepto} · vence {formatoFecha(cobro.vence)}
              </span>
              <span className="tabular-nums">{formatCOP(cobro.pendiente)}</span>
            </label>
          ))}
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Un pago se aplica primero a los intereses ({formatCOP(opciones.intereses)}) y luego a los cobros más antiguos (Código
            Civil, art. 1653): por eso, al elegir un cobro, se pagan también los anteriores.
          </p>
        </fieldset>
      ) : null}
      <Field
        label="Valor a pagar (pesos)"
        error={form.formState.errors.valor?.message}
        hint={`${pesosEntendidos(valor, 'Por ejemplo 150.000')}. Entre ${formatCOP(rango.minimo)} y ${formatCOP(rango.maximo)}.`}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          {...form.register('valor')}
          readOnly={modo !== 'otro'}
          disabled={pendiente}
          required
        />
      </Field>
      {comision ? <ComisionAlPagador valor={valor} comision={comision} /> : null}
      {pruebas ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          El conjunto usa la pasarela en modo de pruebas: no se cobra dinero real.
        </p>
      ) : null}
      <FormError error={form.failure} />
      <Button type="submit" className="w-full" disabled={pendiente}>
        <CreditCard className="h-4 w-4" aria-hidden /> {pendiente ? 'Abriendo la pasarela…' : 'Ir a pagar'}
      </Button>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Pagarás en la página segura de la pasarela (PSE, tarjeta, Nequi…) y volverás aquí con el resultado.
      </p>
    </form>
  );
}

/** The complex passes the gateway's fee on (issue 28): the payer sees it, and the total charged, before paying. */
function ComisionAlPagador({ valor, comision }: { valor: string; comision: ComisionPasarela }) {
  const leido = leerPesos(valor ?? '');
  const fee = leido.ok ? calcularComision(leido.valor, comision) : null;
  return (
    <dl className="space-y-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700" data-testid="pagar-comision">
      <div className="flex justify-between gap-3">
        <dt>Comisión de la pasarela ({etiquetaComision(comision)})</dt>
        <dd className="tabular-nums">{fee === null ? '—' : formatCOP(fee)}</dd>
      </div>
      <div className="flex justify-between gap-3 font-semibold">
        <dt>Total a cobrar</dt>
        <dd className="tabular-nums">{fee === null || !leido.ok ? '—' : formatCOP(leido.valor + fee)}</dd>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        El conjunto traslada la comisión a quien paga: a tu unidad se abona el valor a pagar, sin la comisión.
      </p>
    </dl>
  );
}
