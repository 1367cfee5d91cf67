// The landing's contact form (issue 33): a complex interested in Horizonte leaves its data for sales,
// with the authorisation Ley 1581 de 2012 asks for (art. 9: prior, express and informed; the text says
// the purpose and the titular's rights, art. 12). Validated with the contract's schema; a hidden
// field catches bots (the server answers them as anyone and keeps nothing). Loaded on its own chunk.
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';

import { CONSENTIMIENTO_CONTACTO, contactoInput, type ContactoInput } from '@horizonte/contracts';

import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';

const VACIO: ContactoInput = {
  nombre: '',
  conjunto: '',
  ciudad: '',
  unidades: '',
  telefono: '',
  email: '',
  consentimiento: false as unknown as true,
  sitioWeb: '',
};

export function ContactForm() {
  const trpc = useTRPC();
  const enviarContacto = useMutation(trpc.comercial.contactos.create.mutationOptions());
  const [enviado, setEnviado] = useState<string | null>(null);
  const form = useContractForm(contactoInput, VACIO, 'No fue posible enviar tus datos. Inténtalo de nuevo.');
  const { errors, isSubmitting } = form.formState;

  if (enviado)
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-10 text-center" data-testid="contact-sent">
        <CheckCircle2 className="h-10 w-10 text-emerald-600" aria-hidden />
        <p className="text-lg font-semibold text-slate-900 dark:text-white">{enviado}</p>
        <Button
          variant="outline"
          onClick={() => {
            form.reset(VACIO);
            setEnviado(null);
          }}
        >
          Enviar otra solicitud
        </Button>
      </div>
    );

  return (
    <form
      noValidate
      aria-label="Formulario de contacto"
      data-testid="contact-form"
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.enviar(async (values) => setEnviado((await enviarContacto.mutateAsync(values)).message))}
    >
      <Field label="Tu nombre" error={errors.nombre?.message}>
        <Input {...form.register('nombre')} autoComplete="name" maxLength={120} />
      </Field>
      <Field label="Conjunto" error={errors.conjunto?.message}>
        <Input {...form.register('conjunto')} autoComplete="organization" maxLength={120} />
      </Field>
      <Field label="Ciudad" error={errors.ciudad?.message}>
        <Input {...form.register('ciudad')} autoComplete="address-level2" maxLength={80} />
      </Field>
      <Field label="Número de unidades" error={errors.unidades?.message}>
        <Input {...form.register('unidades')} type="number" inputMode="numeric" min={1} max={20000} />
      </Field>
      <Field label="Teléfono" error={errors.telefono?.message}>
        <Input {...form.register('telefono')} type="tel" autoComplete="tel" maxLength={30} />
      </Field>
      <Field label="Correo electrónico" error={errors.email?.message}>
        <Input {...form.register('email')} type="email" autoComplete="email" maxLength={254} />
      </Field>
      {/* Out of sight and out of the tab order: only a bot fills it. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Sitio web
          <input {...form.register('sitioWeb')} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="sm:col-span-2">
        <label className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            {...form.register('consentimiento')}
            aria-invalid={errors.consentimiento ? true : undefined}
            aria-describedby={errors.consentimiento ? 'consentimiento-error' : undefined}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-blue-700"
          />
          <span>{CONSENTIMIENTO_CONTACTO}</span>
        </label>
        {errors.consentimiento ? (
          <p id="consentimiento-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {errors.consentimiento.message}
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <FormError error={form.failure} />
      </div>
      <Button type="submit" size="lg" className="sm:col-span-2" disabled={isSubmitting}>
        {isSubmitting ? 'Enviando…' : 'Quiero que me contacten'}
      </Button>
    </form>
  );
}
