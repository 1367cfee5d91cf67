// New password + confirmation, shared by the 'Nueva Contraseña' dialog and /reset-password.
// Without a token the submit stays disabled (spec section 5).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { MSG, resetPasswordFormSchema } from '@horizonte/contracts';

import { useTRPC } from '../../lib/trpc.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { PasswordInput } from '../ui/password-input.tsx';
import { recoveryErrorMessage } from './auth-errors.ts';

interface ResetPasswordFormProps {
  token: string | null;
  /** Called with the server's message; the caller shows it and schedules what follows. */
  onSuccess(message: string): void;
  locked?: boolean;
}

export function ResetPasswordForm({ token, onSuccess, locked = false }: ResetPasswordFormProps) {
  const trpc = useTRPC();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ newPassword }) => {
    if (!token) return setError(MSG.resetTokenMissing);
    setError(null);
    try {
      const result = await reset.mutateAsync({ token, newPassword });
      form.reset();
      onSuccess(result.message || MSG.resetSuccess);
    } catch (failure) {
      setError(recoveryErrorMessage(failure));
    }
  });

  return (
    <form noValidate onSubmit={submit} onChange={() => setError(null)} className="space-y-4">
      <fieldset disabled={locked} className="space-y-4">
        <Field label="Nueva contraseña" error={errors.newPassword?.message} hint="Mínimo 6 caracteres">
          <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
        </Field>
        <Field label="Confirmar contraseña" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
      </fieldset>
      {!token ? <Alert tone="error">{MSG.resetTokenMissing}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={!token || reset.isPending || locked}>
        <KeyRound className="h-4 w-4" aria-hidden />
        {reset.isPending ? 'Guardando...' : 'Cambiar contraseña'}
      </Button>
    </form>
  );
}
