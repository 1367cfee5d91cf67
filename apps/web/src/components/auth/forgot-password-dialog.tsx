// 'Restablecer Contraseña' (spec sections 2 and 4): by email, or by document. By document the
// server answers with the account's masked email and sends nothing; the person confirms by typing
// that email ('Confirmar Email'), which repeats the request by email. Closes 5 s after success.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { IdCard, Mail, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import {
  forgotByDocumentForm,
  forgotByEmailForm,
  MSG,
  NIT_PLACEHOLDER,
  SUCCESS_AUTO_CLOSE_MS,
  TIPOS_DOCUMENTO_RECUPERACION,
  type ForgotPasswordInput,
  type ForgotPasswordOutput,
} from '@horizonte/contracts';

import { cn } from '../../lib/cn.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { recoveryErrorMessage } from './auth-errors.ts';
import { DocumentOptions } from './document-options.tsx';
import { matchesMaskedEmail } from './masked-email.ts';
import { useDelayedAction } from './use-delayed-action.ts';

type Mode = 'email' | 'documento';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onLogin(): void;
}

export function ForgotPasswordDialog({ open, onOpenChange, onLogin }: ForgotPasswordDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Restablecer Contraseña"
      description="Te enviaremos un enlace a tu email para crear una contraseña nueva."
    >
      <ForgotPasswordFlow onDone={() => onOpenChange(false)} onLogin={onLogin} />
    </Dialog>
  );
}

function ForgotPasswordFlow({ onDone, onLogin }: { onDone(): void; onLogin(): void }) {
  const trpc = useTRPC();
  const request = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const [mode, setMode] = useState<Mode>('email');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<ForgotPasswordOutput | null>(null);

  useDelayedAction(success !== null, SUCCESS_AUTO_CLOSE_MS, onDone);

  const clearMessages = () => setError(null);

  const send = async (input: ForgotPasswordInput) => {
    setError(null);
    try {
      const answer = await request.mutateAsync(input);
      if (answer.requiresEmailConfirmation) setConfirmation(answer);
      else setSuccess(answer.message);
    } catch (failure) {
      setError(recoveryErrorMessage(failure));
    }
  };

  if (success) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{success}</Alert>
        <Button variant="outline" className="w-full" onClick={onDone}>
          Cerrar
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {confirmation ? (
        <ConfirmEmailStep
          answer={confirmation}
          pending={request.isPending}
          error={error}
          onTyping={clearMessages}
          onMismatch={() => setError(MSG.forgotEmailMismatch)}
          onConfirm={(email) => send({ email })}
          onBack={() => {
            setConfirmation(null);
            setError(null);
          }}
        />
      ) : (
        <>
          <ModeSwitch
            mode={mode}
            onChange={(next) => {
              setMode(next);
              setError(null);
            }}
          />
          {mode === 'email' ? (
            <EmailRequest pending={request.isPending} error={error} onTyping={clearMessages} onSubmit={send} />
          ) : (
            <DocumentRequest pending={request.isPending} error={error} onTyping={clearMessages} onSubmit={send} />
          )}
        </>
      )}
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        ¿La recordaste?{' '}
        <Button variant="link" onClick={onLogin}>
          Volver a iniciar sesión
        </Button>
      </p>
    </div>
  );
}

function ModeSwitch({ mode, onChange }: { mode: Mode; onChange(mode: Mode): void }) {
  const options: { value: Mode; label: string; icon: typeof Mail }[] = [
    { value: 'email', label: 'Por email', icon: Mail },
    { value: 'documento', label: 'Por documento', icon: IdCard },
  ];
  return (
    <div
      role="group"
      aria-label="Buscar la cuenta"
      className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
    >
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-9 items-center justify-center gap-2 rounded-lg text-sm font-medium transition-colors',
            mode === value
              ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
              : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}

interface RequestProps {
  pending: boolean;
  error: string | null;
  onTyping(): void;
  onSubmit(input: ForgotPasswordInput): Promise<void>;
}

function SubmitRow({ pending, error, label }: { pending: boolean; error: string | null; label: string }) {
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        <Send className="h-4 w-4" aria-hidden />
        {pending ? 'Enviando...' : label}
      </Button>
    </>
  );
}

function EmailRequest({ pending, error, onTyping, onSubmit }: RequestProps) {
  const form = useForm({ resolver: zodResolver(forgotByEmailForm), defaultValues: { email: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} onChange={onTyping} className="space-y-4">
      <Field label="Email" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="tu@email.com" {...form.register('email')} />
      </Field>
      <SubmitRow pending={pending} error={error} label="Enviar enlace" />
    </form>
  );
}

function DocumentRequest({ pending, error, onTyping, onSubmit }: RequestProps) {
  const form = useForm({
    resolver: zodResolver(forgotByDocumentForm),
    defaultValues: { tipo_documento: '' as 'CC', numero_documento: '' },
  });
  const tipo = form.watch('tipo_documento');
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} onChange={onTyping} className="space-y-4">
      <Field label="Tipo de documento" error={errors.tipo_documento?.message}>
        <NativeSelect {...form.register('tipo_documento')}>
          <DocumentOptions types={TIPOS_DOCUMENTO_RECUPERACION} />
        </NativeSelect>
      </Field>
      <Field
        label="Número de documento"
        error={errors.numero_documento?.message}
        hint={tipo === 'NIT' ? 'Nueve dígitos, guion y dígito de verificación' : undefined}
      >
        <Input
          autoComplete="off"
          placeholder={tipo === 'NIT' ? NIT_PLACEHOLDER : '1020304050'}
          {...form.register('numero_documento')}
        />
      </Field>
      <SubmitRow pending={pending} error={error} label="Buscar mi cuenta" />
    </form>
  );
}

interface ConfirmEmailStepProps {
  answer: ForgotPasswordOutput;
  pending: boolean;
  error: string | null;
  onTyping(): void;
  onMismatch(): void;
  onConfirm(email: string): Promise<void>;
  onBack(): void;
}

function ConfirmEmailStep({ answer, pending, error, onTyping, onMismatch, onConfirm, onBack }: ConfirmEmailStepProps) {
  const form = useForm({ resolver: zodResolver(forgotByEmailForm), defaultValues: { email: '' } });
  const masked = answer.maskedEmail ?? '';
  const submit = form.handleSubmit(({ email }) =>
    masked && !matchesMaskedEmail(email, masked) ? onMismatch() : onConfirm(email),
  );
  return (
    <form noValidate onSubmit={submit} onChange={onTyping} className="space-y-4">
      <Alert tone="info">
        <p>{answer.message}</p>
        {masked ? (
          <p className="mt-1">
            Email registrado: <strong data-testid="masked-email">{masked}</strong>
          </p>
        ) : null}
      </Alert>
      <Field label="Escribe ese email completo" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder={masked || 'tu@email.com'} {...form.register('email')} />
      </Field>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="outline" className="sm:flex-1" onClick={onBack}>
          Volver
        </Button>
        <Button type="submit" className="sm:flex-1" disabled={pending}>
          <Mail className="h-4 w-4" aria-hidden />
          {pending ? 'Enviando...' : 'Confirmar Email'}
        </Button>
      </div>
    </form>
  );
}
