// Asks for one text before an irreversible action (never `window.prompt`). The caller's contracts schema for
// that text (a motivo, an acta's reference) validates it, with its Spanish message under the field; a failed
// action shows its message in the dialog, which stays open (and disabled while it runs) so the text can be
// corrected (issue 27).
import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import type * as core from 'zod/v4/core';

import { useContractForm } from '../../lib/use-contract-form.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';
import { FormError } from './form-error.tsx';
import { Input } from './input.tsx';

interface PromptDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  /** The label of the one text field (a motivo, an acta's reference). */
  label: string;
  /** The contracts' schema of that text, e.g. `pagoAnularInput.shape.motivo`: what it accepts, and its messages. */
  schema: core.$ZodType<string, string>;
  confirmLabel: string;
  pendingLabel: string;
  confirmVariant?: 'danger' | 'primary';
  /** The message of a failed action that brings none of its own. */
  failure?: string;
  /** Runs with the schema's output (trimmed); a throw keeps the dialog open with its message. */
  onConfirm(value: string): Promise<unknown>;
}

export function PromptDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  schema,
  confirmLabel,
  pendingLabel,
  confirmVariant = 'danger',
  failure = 'No fue posible completar la acción',
  onConfirm,
}: PromptDialogProps) {
  const campo = useMemo(() => z.object({ texto: schema }), [schema]);
  const form = useContractForm(campo, { texto: '' }, failure);
  const pending = form.formState.isSubmitting;
  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      form.reset();
      form.setFailure(null);
    }
    onOpenChange(next);
  };
  const submit = form.enviar(async ({ texto }) => {
    await onConfirm(texto);
    form.reset();
    onOpenChange(false);
  });
  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={title}>
        <Field label={label} error={form.formState.errors.texto?.message}>
          <Input {...form.register('texto')} required maxLength={1000} disabled={pending} />
        </Field>
        <FormError error={form.failure} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" variant={confirmVariant} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
