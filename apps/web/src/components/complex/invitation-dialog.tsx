// ?invitacion=<token> on a complex's landing: shows who is invited and for what, then accepts it
// with the account's password, or registers a new person in the same step.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, MailOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';

import {
  acceptInvitationInput,
  MSG,
  newAccountInvitationFormSchema,
  rolLabel,
  TIPOS_DOCUMENTO_PERSONA,
  type invitationPreviewOutput,
} from '@horizonte/contracts';

import { errorList, errorMessage } from '../../lib/api-errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { DocumentOptions } from '../auth/document-options.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { PasswordInput } from '../ui/password-input.tsx';
import { Spinner } from '../ui/spinner.tsx';

type Preview = z.infer<typeof invitationPreviewOutput>;

const existingAccountForm = acceptInvitationInput.pick({ password: true });
const newAccountForm = newAccountInvitationFormSchema;

function acceptErrorMessage(error: unknown): string {
  return errorList(error)?.join('. ') || errorMessage(error, MSG.invitationInvalid);
}

interface InvitationDialogProps {
  token: string;
  onClose(): void;
  /** Accepted: the landing opens its login with this email. */
  onAccepted(email: string, message: string): void;
}

export function InvitationDialog({ token, onClose, onAccepted }: InvitationDialogProps) {
  const trpc = useTRPC();
  const { mutateAsync: preview } = useMutation(trpc.invitations.preview.mutationOptions());
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; preview: Preview }
  >({ kind: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    preview({ token })
      .then((result) => setState({ kind: 'ready', preview: result }))
      .catch((failure: unknown) => setState({ kind: 'error', message: errorMessage(failure, MSG.invitationInvalid) }));
  }, [token, preview]);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Aceptar invitación"
      className="max-w-lg"
    >
      {state.kind === 'loading' ? (
        <div className="flex justify-center py-8">
          <Spinner className="h-8 w-8" label="Cargando la invitación…" />
        </div>
      ) : state.kind === 'error' ? (
        <div className="space-y-4">
          <Alert tone="error">{state.message}</Alert>
          <Button variant="outline" className="w-full" onClick={onClose}>
            Cerrar
          </Button>
        </div>
      ) : (
        <AcceptInvitation token={token} preview={state.preview} onAccepted={onAccepted} />
      )}
    </Dialog>
  );
}

function AcceptInvitation({
  token,
  preview,
  onAccepted,
}: {
  token: string;
  preview: Preview;
  onAccepted: InvitationDialogProps['onAccepted'];
}) {
  return (
    <div className="space-y-4">
      <div className="flex gap-3 rounded-xl bg-blue-50 p-4 text-sm text-blue-900 dark:bg-blue-950/60 dark:text-blue-100">
        <MailOpen className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <p>
          Te invitaron como <strong>{rolLabel(preview.rol)}</strong> a <strong>{preview.property.nombre}</strong>. La invitación
          es para <strong>{preview.email}</strong>.
        </p>
      </div>
      {preview.hasAccount ? (
        <ExistingAccountForm token={token} email={preview.email} onAccepted={onAccepted} />
      ) : (
        <NewAccountForm token={token} email={preview.email} onAccepted={onAccepted} />
      )}
    </div>
  );
}

interface AcceptFormProps {
  token: string;
  email: string;
  onAccepted: InvitationDialogProps['onAccepted'];
}

function useAccept({ token, email, onAccepted }: AcceptFormProps) {
  const trpc = useTRPC();
  const accept = useMutation(trpc.invitations.accept.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const run = async (input: {
    password: string;
    nombre?: string;
    tipo_documento?: (typeof TIPOS_DOCUMENTO_PERSONA)[number];
    numero_documento?: string;
  }) => {
    setError(null);
    try {
      const result = await accept.mutateAsync({ token, ...input });
      onAccepted(email, result.message);
    } catch (failure) {
      setError(acceptErrorMessage(failure));
    }
  };
  return { run, error, clear: () => setError(null), pending: accept.isPending };
}

function AcceptButton({ pending }: { pending: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      <CheckCircle2 className="h-4 w-4" aria-hidden />
      {pending ? 'Aceptando...' : 'Aceptar invitación'}
    </Button>
  );
}

function ExistingAccountForm(props: AcceptFormProps) {
  const { run, error, clear, pending } = useAccept(props);
  const form = useForm({ resolver: zodResolver(existingAccountForm), defaultValues: { password: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(run)} onChange={clear} className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">Ya tienes una cuenta en Horizonte. Confirma con tu contraseña.</p>
      <Field label="Contraseña" error={form.formState.errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </Field>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <AcceptButton pending={pending} />
    </form>
  );
}

function NewAccountForm(props: AcceptFormProps) {
  const { run, error, clear, pending } = useAccept(props);
  const form = useForm({
    resolver: zodResolver(newAccountForm),
    defaultValues: { nombre: '', tipo_documento: '' as 'CC', numero_documento: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ confirmPassword: _confirm, ...input }) => run(input))}
      onChange={clear}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">Crea tu cuenta para entrar al portal de tu conjunto.</p>
      <Field label="Nombre completo" error={errors.nombre?.message}>
        <Input autoComplete="name" {...form.register('nombre')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Tipo de documento" error={errors.tipo_documento?.message}>
          <NativeSelect {...form.register('tipo_documento')}>
            <DocumentOptions types={TIPOS_DOCUMENTO_PERSONA} />
          </NativeSelect>
        </Field>
        <Field label="Número de documento" error={errors.numero_documento?.message}>
          <Input autoComplete="off" {...form.register('numero_documento')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Contraseña" error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field label="Confirmar contraseña" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <AcceptButton pending={pending} />
    </form>
  );
}
