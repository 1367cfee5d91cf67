// A form validated by a contracts schema (issue 27): react-hook-form reads what people type with the
// same zod schema the API's input is built from, shows its Spanish messages under each field, and
// `enviar` runs the action with the parsed values, keeping a failed submit's message (`failure`) for <FormError>.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/v4/core';

import { useFormAction } from './use-form-action.ts';

export function useContractForm<Input extends FieldValues, Output>(
  schema: z.$ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  failure: string,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const { error, setError, submit } = useFormAction(failure);
  /** The form's onSubmit: validates, then runs `action` with the schema's output. */
  const enviar = (action: (values: Output) => Promise<unknown>) => form.handleSubmit((values) => submit(() => action(values))());
  return { ...form, failure: error, setFailure: setError, enviar };
}
