// «Pagar en línea» (issue 28) on the account of one's own unit: the button is here, the dialog (its form,
// react-hook-form and zod) loads when it opens, so Mis Pagos and Estado de Cuenta stay light.
import { CreditCard } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Button } from '../ui/button.tsx';
import type { PagarDialogProps } from './pagar-dialog.tsx';

const PagarDialog = lazy(() => import('./pagar-dialog.tsx').then((m) => ({ default: m.PagarDialog })));

export function PagarEnLinea({
  abrir = false,
  label = 'Pagar en línea',
  variant = 'primary',
  ...props
}: Omit<PagarDialogProps, 'open' | 'onOpenChange'> & { abrir?: boolean; label?: string; variant?: 'primary' | 'outline' }) {
  const [open, setOpen] = useState(abrir);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <CreditCard className="h-4 w-4" aria-hidden /> {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PagarDialog {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
