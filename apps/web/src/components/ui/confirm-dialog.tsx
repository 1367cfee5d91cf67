import { useState, type ReactNode } from 'react';

import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** `danger` (the default) for what deletes or annuls; `primary` for what issues or approves. */
  confirmVariant?: 'danger' | 'primary';
  onConfirm(): Promise<unknown>;
}

/** Asks before an irreversible action; stays open (and disabled) while it runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  confirmVariant = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title={title} description={description}>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          Cancelar
        </Button>
        <Button
          variant={confirmVariant}
          disabled={pending}
          onClick={async () => {
            setPending(true);
            try {
              await onConfirm();
              onOpenChange(false);
            } catch {
              // The caller already told the user.
            } finally {
              setPending(false);
            }
          }}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
