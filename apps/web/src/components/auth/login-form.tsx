// Email + password form shared by the main login modal and a complex's own login.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { loginInput, MSG, type LoginOutput, type PortalRef } from '@horizonte/contracts';

import { useTRPC } from '../../lib/trpc.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { PasswordInput } from '../ui/password-input.tsx';
import { needsEmailVerification } from './auth-errors.ts';
import { WrongDoorLinks, wrongDoorPortales } from './wrong-door.tsx';

const loginFormSchema = loginInput.pick({ email: true, password: true });

interface LoginFormProps {
  /** Present on a complex's landing: the server then admits that complex's roles. */
  identificador?: string;
  describeError(error: unknown): string;
  /** Handles a successful login; a returned text is shown as the error instead. */
  onLoggedIn(result: LoginOutput): Promise<string | undefined> | string | undefined;
  /** The password was right but this is not their door: the portals that admit them (links are shown). */
  onWrongDoor?(portales: PortalRef[], email: string): void;
  defaultEmail?: string;
  submitLabel?: string;
  children?: ReactNode;
}

/** The login call answered, but not with something we can use (spec section 8). */
function invalidLoginAnswer(result: LoginOutput | undefined): string | undefined {
  if (!result || result.success !== true || !result.data) return MSG.invalidServerResponse;
  if (!result.data.token) return MSG.missingToken;
  return undefined;
}

export function LoginForm({
  identificador,
  describeError,
  onLoggedIn,
  onWrongDoor,
  defaultEmail = '',
  submitLabel = 'Iniciar Sesión',
  children,
}: LoginFormProps) {
  const trpc = useTRPC();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const resend = useMutation(trpc.auth.resendVerification.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const [offerResend, setOfferResend] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [portales, setPortales] = useState<{ list: PortalRef[]; email: string } | null>(null);
  const form = useForm({ resolver: zodResolver(loginFormSchema), defaultValues: { email: defaultEmail, password: '' } });
  const { errors } = form.formState;
  // An email handed over (an accepted invitation, the wrong door): the password is what is left to type.
  useEffect(() => {
    if (defaultEmail) form.setFocus('password');
  }, [defaultEmail, form]);

  const clearMessages = () => {
    setError(null);
    setNotice(null);
    setOfferResend(false);
    setPortales(null);
  };

  const submit = form.handleSubmit(async (values) => {
    clearMessages();
    let result: LoginOutput;
    try {
      result = await login.mutateAsync(identificador ? { ...values, identificador } : values);
    } catch (failure) {
      setError(describeError(failure));
      setOfferResend(needsEmailVerification(failure));
      const doors = wrongDoorPortales(failure);
      if (doors.length > 0) {
        setPortales({ list: doors, email: values.email });
        onWrongDoor?.(doors, values.email);
      }
      return;
    }
    const invalid = invalidLoginAnswer(result);
    if (invalid) return setError(invalid);
    setFinishing(true);
    const problem = await onLoggedIn(result);
    if (problem) {
      setFinishing(false);
      setError(problem);
    }
  });

  const resendVerification = async () => {
    clearMessages();
    try {
      const answer = await resend.mutateAsync({ email: form.getValues('email') });
      setNotice(answer.message);
    } catch (failure) {
      setError(describeError(failure));
    }
  };

  const busy = login.isPending || finishing;
  return (
    <form noValidate onSubmit={submit} onChange={clearMessages} className="space-y-4" aria-busy={busy}>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="tu@email.com" {...form.register('email')} />
      </Field>
      <Field label="Contraseña" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </Field>
      {error ? (
        <Alert tone="error">
          <p data-testid="login-error">{error}</p>
          {portales ? <WrongDoorLinks portales={portales.list} email={portales.email} /> : null}
          {offerResend ? (
            <Button variant="link" className="mt-1 text-sm" onClick={resendVerification} disabled={resend.isPending}>
              Reenviar email de verificación
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <Button type="submit" className="w-full" size="lg" disabled={busy}>
        <LogIn className="h-4 w-4" aria-hidden />
        {busy ? MSG.loggingIn : submitLabel}
      </Button>
      {children}
    </form>
  );
}
