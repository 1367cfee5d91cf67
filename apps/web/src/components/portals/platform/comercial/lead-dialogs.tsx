// The two acts on a lead (issue 33), each its own dialog and chunk: moving it to another estado with a
// note, and converting it into a complex (created with its plan; its first administrator is invited by
// mail). The estados offered and the fields asked come from the shared policy and the contract.
import {
  COMERCIAL_MSG,
  ESTADOS_PLAN_INICIALES,
  LEAD_ESTADO_LABELS,
  leadConvertirForm,
  leadEstadoFields,
  NIT_PLACEHOLDER,
  NOTA_MAX,
  PLANES,
  siguientesEstadosLead,
  type Lead,
  type LeadConvertirForm,
  type LeadEstadoForm,
} from '@horizonte/contracts';

import { useConvertirLead, useMoverLead } from '../../../../data/comercial.ts';
import { toast } from '../../../../lib/toast.ts';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { Input, NativeSelect, Textarea } from '../../../ui/input.tsx';
import { EstadoPlanField, planConPrecioAcordado, PlanField, PrecioAcordadoField } from './plan-campos.tsx';

export function MoverLeadDialog({ lead, onClose }: { lead: Lead; onClose(): void }) {
  const siguientes = siguientesEstadosLead(lead.estado);
  const mover = useMoverLead();
  const form = useContractForm(
    leadEstadoFields,
    { estado: siguientes[0], nota: '' } as LeadEstadoForm,
    'No fue posible cambiar el estado',
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title="Cambiar estado"
      description={`${lead.conjunto} está en «${LEAD_ESTADO_LABELS[lead.estado]}».`}
    >
      <form
        noValidate
        className="grid gap-4"
        data-testid="mover-lead-form"
        onSubmit={form.enviar(async (values) => {
          await mover.mutateAsync({ id: lead.id, ...values });
          toast.success(`El lead pasó a «${LEAD_ESTADO_LABELS[values.estado]}».`);
          onClose();
        })}
      >
        <Field label="Nuevo estado" error={errors.estado?.message}>
          <NativeSelect {...form.register('estado')}>
            {siguientes.map((estado) => (
              <option key={estado} value={estado}>
                {LEAD_ESTADO_LABELS[estado]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Nota" error={errors.nota?.message}>
          <Textarea {...form.register('nota')} rows={3} maxLength={NOTA_MAX} />
        </Field>
        <FormFooter failure={form.failure} submitting={isSubmitting} onCancel={onClose} className="" />
      </form>
    </Dialog>
  );
}

export function ConvertirLeadDialog({ lead, onClose }: { lead: Lead; onClose(): void }) {
  const convertir = useConvertirLead();
  const form = useContractForm(
    leadConvertirForm,
    {
      nombre: lead.conjunto,
      nit: '',
      direccion: '',
      ciudad: lead.ciudad,
      identificador: '',
      adminEmail: lead.email,
      plan: PLANES[0],
      estadoPlan: ESTADOS_PLAN_INICIALES[0],
    } as LeadConvertirForm,
    'No fue posible convertir el lead',
  );
  const { errors, isSubmitting } = form.formState;
  const plan = form.watch('plan');
  const personalizado = planConPrecioAcordado(plan);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title="Convertir en conjunto"
      description="Se creará el conjunto con su plan y se enviará por correo la invitación a su administrador. El lead quedará como cliente."
      className="max-w-2xl"
    >
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        data-testid="convertir-lead-form"
        onSubmit={form.enviar(async ({ precioMensual, ...values }) => {
          await convertir.mutateAsync({ id: lead.id, ...values, ...(personalizado ? { precioMensual } : {}) });
          toast.success(COMERCIAL_MSG.leadConvertido);
          onClose();
        })}
      >
        <Field label="Nombre del conjunto" error={errors.nombre?.message}>
          <Input {...form.register('nombre')} />
        </Field>
        <Field label="NIT" error={errors.nit?.message}>
          <Input {...form.register('nit')} inputMode="numeric" placeholder={NIT_PLACEHOLDER} />
        </Field>
        <Field label="Dirección" error={errors.direccion?.message}>
          <Input {...form.register('direccion')} />
        </Field>
        <Field label="Ciudad" error={errors.ciudad?.message}>
          <Input {...form.register('ciudad')} />
        </Field>
        <Field
          label="Identificador"
          error={errors.identificador?.message}
          hint="De 3 a 10 letras minúsculas y números (/ph/identificador)."
        >
          <Input {...form.register('identificador')} autoCapitalize="none" spellCheck={false} />
        </Field>
        <Field label="Correo del administrador" error={errors.adminEmail?.message}>
          <Input {...form.register('adminEmail')} type="email" />
        </Field>
        <PlanField registro={form.register('plan')} error={errors.plan?.message} />
        <EstadoPlanField
          label="Estado del plan"
          estados={ESTADOS_PLAN_INICIALES}
          registro={form.register('estadoPlan')}
          error={errors.estadoPlan?.message}
        />
        {personalizado ? (
          <PrecioAcordadoField
            registro={form.register('precioMensual', { shouldUnregister: true })}
            error={errors.precioMensual?.message}
          />
        ) : null}
        <FormFooter
          failure={form.failure}
          submitting={isSubmitting}
          onCancel={onClose}
          submitLabel="Crear conjunto e invitar"
          submittingLabel="Creando…"
        />
      </form>
    </Dialog>
  );
}
