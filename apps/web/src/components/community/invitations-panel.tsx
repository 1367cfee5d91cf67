// Invitations of a complex: send one (email, role, optional unit) and see the list with its status.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Ban, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { inviteInput, MSG, ROL_POR_DEFECTO, ROLE_LABELS, ROLES, rolLabel } from '@horizonte/contracts';

import { useInvite, useRevokeInvitation } from '../../data/invitations.ts';
import { errorList, errorMessage } from '../../lib/api-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Alert } from '../ui/alert.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../ui/states.tsx';
import { ACTIONS_COLUMN, TableFrame, TableHeader, td } from '../ui/table.tsx';
import { unidadLabel } from './unidad.ts';

const inviteForm = inviteInput.omit({ id: true });
type InviteForm = z.input<typeof inviteForm>;
const STATUS = {
  pendiente: ['Pendiente', 'yellow'],
  aceptada: ['Aceptada', 'green'],
  vencida: ['Vencida', 'slate'],
  revocada: ['Revocada', 'red'],
} as const;

export function InvitationsPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.invitations.list.queryOptions({ id: phId }));
  return (
    <div className="space-y-6">
      {canManage ? <InviteForm phId={phId} /> : null}
      {list.isLoading ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, 'No fue posible cargar las invitaciones')} />
      ) : list.data && list.data.invitations.length === 0 ? (
        <EmptyState title="Aún no has enviado invitaciones" />
      ) : (
        <TableFrame label="Invitaciones">
          <TableHeader columns={['Email', 'Rol', 'Estado', 'Enviada', 'Vence', ...(canManage ? [ACTIONS_COLUMN] : [])]} />
          <tbody>
            {list.data?.invitations.map((inv) => (
              <tr key={inv.id} data-testid="invitation-row" data-email={inv.email}>
                <td className={`${td} font-medium`}>{inv.email}</td>
                <td className={td}>{rolLabel(inv.rol)}</td>
                <td className={td}>
                  <Badge tone={STATUS[inv.status][1]}>{STATUS[inv.status][0]}</Badge>
                </td>
                <td className={td}>{formatDate(inv.createdAt)}</td>
                <td className={td}>{formatDate(inv.expiresAt)}</td>
                {canManage ? (
                  <td className={`${td} text-right`}>
                    {inv.status === 'pendiente' ? <RevokeButton phId={phId} invitationId={inv.id} email={inv.email} /> : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </div>
  );
}

/** Revokes a pending invitation: the mailed link stops working. */
function RevokeButton({ phId, invitationId, email }: { phId: string; invitationId: string; email: string }) {
  const revoke = useRevokeInvitation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={revoke.isPending}
        aria-label={`Revocar la invitación de ${email}`}
        onClick={() => setConfirming(true)}
      >
        <Ban className="h-4 w-4" aria-hidden /> Revocar
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Revocar la invitación?"
        description={`El enlace que recibió ${email} dejará de funcionar. Para invitarle de nuevo tendrás que enviar otra invitación.`}
        confirmLabel="Revocar"
        pendingLabel="Revocando…"
        onConfirm={async () => {
          try {
            const result = await revoke.mutateAsync({ id: phId, invitationId });
            toast.success(result.message);
          } catch (error) {
            toast.error(errorMessage(error, MSG.invitationNotRevocable));
          }
        }}
      />
    </>
  );
}

function InviteForm({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const apartamentos = useQuery(trpc.apartamentos.list.queryOptions({ id: phId }));
  const invite = useInvite();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<InviteForm, unknown, z.output<typeof inviteForm>>({
    resolver: zodResolver(inviteForm),
    defaultValues: { email: '', rol: ROL_POR_DEFECTO, apartamentoId: undefined },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await invite.mutateAsync({ ...values, id: phId });
      toast.success(result.message || MSG.invitationSent);
    } catch (error) {
      setServerError(errorList(error)?.join('. ') || errorMessage(error, 'No fue posible enviar la invitación'));
      return;
    }
    reset({ email: '', rol: ROL_POR_DEFECTO, apartamentoId: undefined });
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="invite-form">
        <h3 className="text-lg font-semibold">Invitar a una persona</h3>
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <div className="grid gap-4 md:grid-cols-3">
          <Field label="Email" error={formState.errors.email?.message}>
            <Input {...register('email')} type="email" autoComplete="off" placeholder="persona@correo.com" />
          </Field>
          <Field label="Rol" error={formState.errors.rol?.message}>
            <NativeSelect {...register('rol')}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Unidad (opcional)" error={formState.errors.apartamentoId?.message}>
            <NativeSelect {...register('apartamentoId', { setValueAs: (v: string) => v || undefined })}>
              <option value="">Sin unidad</option>
              {apartamentos.data?.apartamentos.map((a) => (
                <option key={a.id} value={a.id}>
                  {unidadLabel(a)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={invite.isPending}>
            <Send className="h-4 w-4" aria-hidden /> {invite.isPending ? 'Enviando...' : 'Enviar invitación'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
