// Deleting a property (issue 14 section 4): says what it holds (units and people) and asks the
// administrator to type its identificador, so a complex is never deleted by a slip of the mouse.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Ph } from '@horizonte/contracts';

import { formatNumber } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

export function DeletePropertyDialog({
  property,
  onClose,
  onConfirm,
}: {
  property: Ph | null;
  onClose(): void;
  onConfirm(): Promise<unknown>;
}) {
  const trpc = useTRPC();
  const stats = useQuery({ ...trpc.ph.stats.queryOptions({ id: property?.id ?? '' }), enabled: property !== null, retry: false });
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const close = () => {
    if (pending) return;
    setTyped('');
    onClose();
  };
  const holds = stats.data
    ? `Tiene ${formatNumber(stats.data.apartamentos)} ${stats.data.apartamentos === 1 ? 'unidad' : 'unidades'} y ${formatNumber(stats.data.residentes)} ${stats.data.residentes === 1 ? 'persona registrada' : 'personas registradas'}: todos dejarán de verla.`
    : '';
  return (
    <Dialog
      open={property !== null}
      onOpenChange={(open) => !open && close()}
      title="¿Eliminar propiedad?"
      description={
        property
          ? `Se eliminará «${property.nombre}» y dejará de estar disponible para sus usuarios. Esta acción no se puede deshacer.`
          : ''
      }
    >
      <div className="space-y-3">
        {holds ? (
          <p className="text-sm font-medium text-red-700 dark:text-red-400" data-testid="delete-holds">
            {holds}
          </p>
        ) : null}
        <Field label={`Escribe «${property?.identificador ?? ''}» para confirmar`}>
          <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </Field>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={pending}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            disabled={pending || typed.trim().toLowerCase() !== property?.identificador}
            onClick={async () => {
              setPending(true);
              try {
                await onConfirm();
                setTyped('');
                onClose();
              } catch {
                // The caller already told the user.
              } finally {
                setPending(false);
              }
            }}
          >
            {pending ? 'Eliminando...' : 'Eliminar'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
