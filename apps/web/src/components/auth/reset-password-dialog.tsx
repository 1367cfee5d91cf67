// 'Nueva Contraseña' dialog: token from ?token= of the current URL; closes 5 s after success.
import { useState } from 'react';

import { SUCCESS_AUTO_CLOSE_MS } from '@horizonte/contracts';

import { Alert } from '../ui/alert.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { useDelayedAction } from './use-delayed-action.ts';

function tokenFromUrl(): string | null {
  return new URLSearchParams(window.location.search).get('token') || null;
}

export function ResetPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Nueva Contraseña"
      description="Crea una contraseña nueva para tu cuenta."
    >
      <ResetPasswordBody onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ResetPasswordBody({ onDone }: { onDone(): void }) {
  const [token] = useState(tokenFromUrl);
  const [success, setSuccess] = useState<string | null>(null);
  useDelayedAction(success !== null, SUCCESS_AUTO_CLOSE_MS, onDone);
  return (
    <div className="space-y-4">
      <ResetPasswordForm token={token} onSuccess={setSuccess} locked={success !== null} />
      {success ? <Alert tone="success">{success}</Alert> : null}
    </div>
  );
}
