// Pre-registration on a complex's landing (spec sections 3, 4 and 8).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import {
  MSG,
  preregistroFields,
  ROLES_PREREGISTRO,
  rolLabel,
  TIPOS_DOCUMENTO_PERSONA,
  type PhPublic,
  type PreregistroFields,
} from '@horizonte/contracts';

import { errorMessage, failureKind } from '../../lib/api-errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { DocumentOptions } from '../auth/document-options.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';

const EMPTY: PreregistroFields = {
  nombre: '',
  tipoDocumento: '' as 'CC',
  numeroDocumento: '',
  email: '',
  rolDeseado: 'residente',
  torre: '',
  unidad: '',
};

type Outcome = { tone: 'success'; text: string } | { tone: 'error'; text: string; detail?: string };

export function PreregistroForm({ property }: { property: PhPublic }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.preregistros.create.mutationOptions());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm({ resolver: zodResolver(preregistroFields), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await create.mutateAsync({ id: property.identificador, ...values });
      form.reset(EMPTY);
      setOutcome({ tone: 'success', text: MSG.preregistroSuccess });
    } catch (failure) {
      // The spec's failure text, plus the server's reason when it gave a specific one.
      const detail = failureKind(failure) === 'client' ? errorMessage(failure, '') : undefined;
      setOutcome({
        tone: 'error',
        text: MSG.preregistroError,
        detail: detail && detail !== MSG.preregistroError ? detail : undefined,
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} onChange={() => setOutcome(null)} className="space-y-4">
      <Field label="Nombre completo" error={errors.nombre?.message}>
        <Input autoComplete="name" placeholder="Ana María Gómez" {...form.register('nombre')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Tipo de documento" error={errors.tipoDocumento?.message}>
          <NativeSelect {...form.register('tipoDocumento')}>
            <DocumentOptions types={TIPOS_DOCUMENTO_PERSONA} />
          </NativeSelect>
        </Field>
        <Field label="Número de documento" error={errors.numeroDocumento?.message}>
          <Input autoComplete="off" placeholder="1020304050" {...form.register('numeroDocumento')} />
        </Field>
      </div>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="tu@email.com" {...form.register('email')} />
      </Field>
      <Field label="¿Cuál es tu relación con el conjunto?" error={errors.rolDeseado?.message}>
        <NativeSelect {...form.register('rolDeseado')}>
          {ROLES_PREREGISTRO.map((rol) => (
            <option key={rol} value={rol}>
              {rolLabel(rol)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Torre o bloque (opcional)" error={errors.torre?.message}>
          <Input autoComplete="off" placeholder="Torre 1" {...form.register('torre')} />
        </Field>
        <Field label="Apartamento o casa (opcional)" error={errors.unidad?.message}>
          <Input autoComplete="off" placeholder="101" {...form.register('unidad')} />
        </Field>
      </div>
      {outcome ? (
        <Alert tone={outcome.tone}>
          <p data-testid="preregistro-result">{outcome.text}</p>
          {outcome.tone === 'error' && outcome.detail ? <p className="mt-1">{outcome.detail}</p> : null}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={create.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {create.isPending ? 'Enviando...' : 'Enviar preregistro'}
      </Button>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        La administración de {property.nombre} revisará tu solicitud y te avisará por email cuando sea aprobada.
      </p>
    </form>
  );
}
