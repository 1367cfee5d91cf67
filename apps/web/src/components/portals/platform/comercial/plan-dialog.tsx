// A complex's plan and state (issue 33). Suspending is confirmed first: the complex's people keep
// reading but can change nothing until it is reactivated.
import { useState } from 'react';

import {
  muestraAvisoSuspension,
  phPlanFields,
  PLAN_CATALOGO,
  PLAN_ESTADO_LABELS,
  PLAN_ESTADOS,
  PLANES,
  precioPlanTexto,
  type Cliente,
  type PhPlanForm,
} from '@horizonte/contracts';

import { useCambiarPlan } from '../../../../data/comercial.ts';
import { toast } from '../../../../lib/toast.ts';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { Input, NativeSelect } from '../../../ui/input.tsx';

export function PlanDialog({ cliente, onClose }: { cliente: Cliente; onClose(): void }) {
  const cambiar = useCambiarPlan();
  const [confirmando, setConfirmando] = useState(false);
  const form = useContractForm(
    phPlanFields,
    {
      plan: cliente.plan?.plan ?? PLANES[0],
      estado: cliente.plan?.estado ?? PLAN_ESTADOS[0],
      ...(cliente.plan && PLAN_CATALOGO[cliente.plan.plan].precioMensual === null
        ? { precioMensual: cliente.plan.precioMensual }
        : {}),
    } as PhPlanForm,
    'No fue posible cambiar el plan',
  );
  const { errors, isSubmitting } = form.formState;
  const plan = form.watch('plan');
  const estado = form.watch('estado');
  const suspende = muestraAvisoSuspension(estado) && !muestraAvisoSuspension(cliente.plan?.estado ?? null);
  const personalizado = PLAN_CATALOGO[plan].precioMensual === null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title="Plan del conjunto"
      description={cliente.nombre}
    >
      <form
        noValidate
        className="grid gap-4"
        data-testid="plan-form"
        onSubmit={form.enviar(async (values) => {
          if (suspende && !confirmando) {
            setConfirmando(true);
            return;
          }
          await cambiar.mutateAsync({ id: cliente.id, ...values });
          toast.success('El plan del conjunto quedó actualizado.');
          onClose();
        })}
        onChange={() => setConfirmando(false)}
      >
        <Field label="Plan" error={errors.plan?.message}>
          <NativeSelect {...form.register('plan')}>
            {PLANES.map((clave) => (
              <option key={clave} value={clave}>
                {PLAN_CATALOGO[clave].nombre} · {precioPlanTexto(clave)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Estado" error={errors.estado?.message}>
          <NativeSelect {...form.register('estado')}>
            {PLAN_ESTADOS.map((e) => (
              <option key={e} value={e}>
                {PLAN_ESTADO_LABELS[e]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {personalizado ? (
          <Field label="Precio mensual acordado" error={errors.precioMensual?.message}>
            <Input {...form.register('precioMensual', { shouldUnregister: true })} type="number" inputMode="numeric" min={1} />
          </Field>
        ) : null}
        {confirmando ? (
          <Alert tone="warning">
            Al suspender el conjunto sus usuarios podrán consultar su información, pero no hacer cambios, hasta que lo reactives.
            Pulsa «Suspender conjunto» para confirmar.
          </Alert>
        ) : null}
        <FormFooter
          failure={form.failure}
          submitting={isSubmitting}
          onCancel={onClose}
          className=""
          submitLabel={confirmando ? 'Suspender conjunto' : 'Guardar'}
        />
      </form>
    </Dialog>
  );
}
