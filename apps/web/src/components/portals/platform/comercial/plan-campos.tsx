// The plan fields that the plan dialog and the lead's conversion both ask for (issue 33): the plan with
// its landing price, the plan's state, and the price agreed for a custom plan (typed the Colombian way).
import type { UseFormRegisterReturn } from 'react-hook-form';

import {
  PLAN_CATALOGO,
  PLAN_ESTADO_LABELS,
  PLANES,
  precioPlanTexto,
  type PlanClave,
  type PlanEstado,
} from '@horizonte/contracts';

import { Field } from '../../../ui/field.tsx';
import { Input, NativeSelect } from '../../../ui/input.tsx';

interface CampoProps {
  registro: UseFormRegisterReturn;
  error: string | undefined;
}

/** Only a plan without a list price (Élite Plus) asks for the agreed one. */
export const planConPrecioAcordado = (plan: PlanClave) => PLAN_CATALOGO[plan].precioMensual === null;

export function PlanField({ registro, error }: CampoProps) {
  return (
    <Field label="Plan" error={error}>
      <NativeSelect {...registro}>
        {PLANES.map((clave) => (
          <option key={clave} value={clave}>
            {PLAN_CATALOGO[clave].nombre} · {precioPlanTexto(clave)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

export function EstadoPlanField({
  label,
  estados,
  registro,
  error,
}: CampoProps & { label: string; estados: readonly PlanEstado[] }) {
  return (
    <Field label={label} error={error}>
      <NativeSelect {...registro}>
        {estados.map((estado) => (
          <option key={estado} value={estado}>
            {PLAN_ESTADO_LABELS[estado]}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

export function PrecioAcordadoField({ registro, error }: CampoProps) {
  return (
    <Field label="Precio mensual acordado" error={error}>
      <Input {...registro} inputMode="numeric" autoComplete="off" placeholder="1.500.000" />
    </Field>
  );
}
