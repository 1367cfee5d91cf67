// Registration modal: success shows the server's message, then after 5 s closes, opens the login
// and clears the form (spec section 4).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { MSG, registerFormSchema, SUCCESS_AUTO_CLOSE_MS, TIPOS_DOCUMENTO_PERSONA, type RegisterForm } from '@horizonte/contracts';

import { useTRPC } from '../../lib/trpc.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { PasswordInput } from '../ui/password-input.tsx';
import { registerErrorMessage } from './auth-errors.ts';
import { DocumentOptions } from './document-options.tsx';
import { useDelayedAction } from './use-delayed-action.ts';

const EMPTY: RegisterForm = {
  nombre: '',
  tipo_documento: '' as RegisterForm['tipo_documento'],
  numero_documento: '',
  email: '',
  password: '',
  confirmPassword: '',
};

interface RegisterDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After the success delay, or from the link: go to the login. */
  onLogin(): void;
}

export function RegisterDialog({ open, onOpenChange, onLogin }: RegisterDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Crear Cuenta"
      description="Regístrate para administrar tu conjunto con Horizonte."
      className="max-w-lg"
    >
      <RegisterForm onLogin={onLogin} />
    </Dialog>
  );
}

function RegisterForm({ onLogin }: { onLogin(): void }) {
  const trpc = useTRPC();
  const registration = useMutation(trpc.auth.register.mutationOptions());
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(registerFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  useDelayedAction(success !== null, SUCCESS_AUTO_CLOSE_MS, () => {
    form.reset(EMPTY);
    setSuccess(null);
    onLogin();
  });

  const submit = form.handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    setError(null);
    try {
      const result = await registration.mutateAsync(input);
      setSuccess(result.message || MSG.registerSuccess);
    } catch (failure) {
      setError(registerErrorMessage(failure));
    }
  });

  // Typing clears the error; during the success delay the fields are locked.
  const clearMessages = () => setError(null);

  return (
    <form noValidate onSubmit={submit} onChange={clearMessages}>
      <fieldset disabled={success !== null} className="space-y-4">
        <Field label="Nombre completo" error={errors.nombre?.message}>
          <Input autoComplete="name" placeholder="Ana María Gómez" {...form.register('nombre')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <Field label="Tipo de documento" error={errors.tipo_documento?.message}>
            <NativeSelect {...form.register('tipo_documento')}>
              <DocumentOptions types={TIPOS_DOCUMENTO_PERSONA} />
            </NativeSelect>
          </Field>
          <Field label="Número de documento" error={errors.numero_documento?.message}>
            <Input inputMode="text" autoComplete="off" placeholder="1020304050" {...form.register('numero_documento')} />
          </Field>
        </div>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="tu@email.com" {...form.register('email')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Contraseña" error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </Field>
          <Field label="Confirmar contraseña" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </Field>
        </div>
      </fieldset>
      <div className="mt-4 space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        {success ? <Alert tone="success">{success}</Alert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={registration.isPending || success !== null}>
          <UserPlus className="h-4 w-4" aria-hidden />
          {registration.isPending ? MSG.registering : 'Registrarse'}
        </Button>
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">
          ¿Ya tienes cuenta?{' '}
          <Button variant="link" onClick={onLogin}>
            Inicia sesión
          </Button>
        </p>
      </div>
    </form>
  );
}
