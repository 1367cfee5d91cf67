// A form's submit: stops the browser's own submit, clears the last error, runs the action and keeps
// the Spanish message of a failure for <FormError> (the shared pattern of every form without
// react-hook-form).
import { useState, type FormEvent } from 'react';

import { errorMessage } from './api-errors.ts';

export function useFormAction(failure: string) {
  const [error, setError] = useState<string | null>(null);
  const submit = (action: () => Promise<unknown>) => async (event?: FormEvent) => {
    event?.preventDefault();
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorMessage(err, failure));
    }
  };
  return { error, setError, submit };
}
