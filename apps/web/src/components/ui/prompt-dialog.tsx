import { useState, type FormEvent, type ReactNode } from 'react';

import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

interface PromptDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  /** The label of the one text field (a motivo, an acta's reference). */
  label: string;
  confirmLabel: string;
  pendingLabel: string;
  confirmVariant?: 'danger' | 'primary';
  onConfirm(value: string): Promise<unknown>;
}

/** Asks for one required text before an irreversible action (never `window.prompt`); stays open while it runs. */
export function PromptDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  confirmLabel,
  pendingLabel,
  confirmVariant = 'danger',
  onConfirm,
}: PromptDialogProps) {
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const close = (next: boolean) => {
    if (pending) return;
    if (!next) setValue('');
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (!text) return;
    setPending(true);
    try {
      await onConfirm(text);
      setValue('');
      onOpenChange(false);
    } catch {
      // The caller already told the user.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4" aria-label={title}>
        <Field label={label}>
          <Input value={value} onChange={(e) => setValue(e.target.value)} required maxLength={1000} disabled={pending} />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" variant={confirmVariant} disabled={pending || !value.trim()}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
