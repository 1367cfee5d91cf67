// «Registrar ajuste» on a unit's estado de cuenta (issue 26): a nota crédito abona to the oldest debt
// (interest first), a nota débito is a charge due today. The valor is typed the Colombian way and read
// by the contracts' parser; before saving, a second step names the unit, the kind and the amount.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { ajusteFormFields, leerPesos, NOMBRE_AJUSTE, TIPOS_AJUSTE, VALOR_MAXIMO } from '@horizonte/contracts';

import { useRegistrarAjuste } from '../../data/ajustes.ts';
import { formatCOP } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';

type AjusteForm = z.input<typeof ajusteFormFields>;
type Ajuste = z.output<typeof ajusteFormFields>;

const vacio: AjusteForm = { tipo: 'credito', valor: '', concepto: '', motivo: '' };
const EFECTO = {
  credito: 'Abona a la deuda más antigua (primero intereses); lo que sobre queda como saldo a favor.',
  debito: 'Es un cargo que vence hoy y causa intereses de mora solo después de los días de gracia.',
} as const;

/** What the valor field will save, before saving: «Se registrará $ 50.000». */
function seRegistrara(texto: string | undefined): string {
  if (!texto?.trim()) return 'Por ejemplo 50.000';
  const leido = leerPesos(texto, { maximo: VALOR_MAXIMO });
  return leido.ok ? `Se registrará ${formatCOP(leido.valor)}` : 'Por ejemplo 50.000';
}

export function RegistrarAjuste({ apartamentoId, unidad }: { apartamentoId: string; unidad: string }) {
  const [open, setOpen] = useState(false);
  const [porConfirmar, setPorConfirmar] = useState<Ajuste | null>(null);
  const registrar = useRegistrarAjuste();
  const envio = useFormAction('No fue posible registrar el ajuste');
  const { register, handleSubmit, watch, reset, formState } = useForm<AjusteForm, unknown, Ajuste>({
    resolver: zodResolver(ajusteFormFields),
    defaultValues: vacio,
  });
  const cerrar = (next: boolean) => {
    if (registrar.isPending) return;
    setOpen(next);
    if (!next) {
      setPorConfirmar(null);
      envio.setError(null);
      reset(vacio);
    }
  };
  const confirmar = () =>
    envio.submit(async () => {
      const ajuste = porConfirmar!;
      await registrar.mutateAsync({ id: apartamentoId, ...ajuste });
      toast.success(`${NOMBRE_AJUSTE[ajuste.tipo]} registrada: ${formatCOP(ajuste.valor)} en la unidad ${unidad}`);
      cerrar(false);
    })();
  const tipo = watch('tipo');

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Registrar ajuste
      </Button>
      <Dialog
        open={open}
        onOpenChange={cerrar}
        title={porConfirmar ? `¿Registrar la ${NOMBRE_AJUSTE[porConfirmar.tipo].toLowerCase()}?` : 'Registrar ajuste'}
        description={`Unidad ${unidad}. Corrige un cobro equivocado sin borrar nada: queda en el estado de cuenta y en el historial.`}
      >
        {porConfirmar ? (
          <div className="space-y-4">
            <p className="text-sm" data-testid="ajuste-resumen">
              {NOMBRE_AJUSTE[porConfirmar.tipo]} de <strong>{formatCOP(porConfirmar.valor)}</strong> en la unidad{' '}
              <strong>{unidad}</strong>: {porConfirmar.concepto}.
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{EFECTO[porConfirmar.tipo]}</p>
            <FormError error={envio.error} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setPorConfirmar(null)} disabled={registrar.isPending}>
                Volver
              </Button>
              <Button onClick={confirmar} disabled={registrar.isPending}>
                {registrar.isPending ? 'Registrando…' : `Registrar ${NOMBRE_AJUSTE[porConfirmar.tipo].toLowerCase()}`}
              </Button>
            </div>
          </div>
        ) : (
          <form onSubmit={handleSubmit(setPorConfirmar)} noValidate className="space-y-3" aria-label="Registrar ajuste">
            <Field label="Tipo" error={formState.errors.tipo?.message} hint={EFECTO[tipo] ?? undefined}>
              <NativeSelect {...register('tipo')}>
                {TIPOS_AJUSTE.map((t) => (
                  <option key={t} value={t}>
                    {NOMBRE_AJUSTE[t]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Valor (pesos)" error={formState.errors.valor?.message} hint={seRegistrara(watch('valor'))}>
              <Input inputMode="decimal" autoComplete="off" placeholder="50.000" {...register('valor')} required />
            </Field>
            <Field label="Concepto" error={formState.errors.concepto?.message}>
              <Input autoComplete="off" maxLength={200} placeholder="Cuota de marzo cobrada de más" {...register('concepto')} />
            </Field>
            <Field label="Motivo (queda en el historial)" error={formState.errors.motivo?.message}>
              <textarea
                rows={3}
                maxLength={500}
                {...register('motivo')}
                className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
              />
            </Field>
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => cerrar(false)}>
                Cancelar
              </Button>
              <Button type="submit">Revisar</Button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
