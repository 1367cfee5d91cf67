// A complex's plan and state (issue 33). Suspending is confirmed first: the complex's people keep
// reading but can change nothing until it is reactivated.
import { useState } from 'react';

import { muestraAvisoSuspension, phPlanFields, PLAN_ESTADOS, PLANES, type Cliente, type PhPlanForm } from '@horizonte/contracts';

import { useCambiarPlan } from '../../../../data/comercial.ts';
import { toast } from '../../../../lib/toast.ts';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { EstadoPlanField, planConPrecioAcordado, PlanField, PrecioAcordadoField } from './plan-campos.tsx';

export function PlanDialog({ cliente, onClose }: { cliente: Cliente; onClose(): void }) {
  const cambiar = useCambiarPlan();
  const [confirmando, setConfirmando] = useState(false);
  const form = useContractForm(
    phPlanFields,
    {
      plan: cliente.plan?.plan ?? PLANES[0],
      estado: cliente.plan?.estado ?? PLAN_ESTADOS[0],
      ...(cliente.plan && planConPrecioAcordado(cliente.plan.plan) ? { precioMensual: String(cliente.plan.precioMensual) } : {}),
    } as PhPlanForm,
    'No fue posible cambiar el plan',
  );
  const { errors, isSubmitting } = form.formState;
  const plan = form.watch('plan');
  const estado = form.watch('estado');
  const suspende = muestraAvisoSuspension(estado) && !muestraAvisoSuspension(cliente.plan?.estado ?? null);
  const personalizado = planConPrecioAcordado(plan);
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
        <PlanField registro={form.register('plan')} error={errors.plan?.message} />
        <EstadoPlanField
          label="Estado"
          estados={PLAN_ESTADOS}
          registro={form.register('estado')}
          error={errors.estado?.message}
        />
        {personalizado ? (
          <PrecioAcordadoField
            registro={form.register('precioMensual', { shouldUnregister: true })}
            error={errors.precioMensual?.message}
          />
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
