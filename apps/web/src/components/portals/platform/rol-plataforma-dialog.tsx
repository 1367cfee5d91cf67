// Changing a person's platform role (SUPER_ADMIN only): the role and a motivo, validated by the contracts'
// schema; the dialog says what changes before it is saved. The server refuses to remove the last active
// Super Administrador and the dialog shows its message.
import { useMutation } from '@tanstack/react-query';

import { ROLE_LABELS, rolPlataformaForm, SUPER_USER_ROLES, type UsuarioDetalle } from '@horizonte/contracts';

import { useTRPC } from '../../../lib/trpc.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { Input, NativeSelect } from '../../ui/input.tsx';

/** The select's value for «no platform role». */
const NINGUNO = '';

export function RolPlataformaDialog({
  usuario,
  onClose,
  onDone,
}: {
  usuario: Pick<UsuarioDetalle, 'id' | 'nombre' | 'rolPlataforma'>;
  onClose(): void;
  onDone(message: string): Promise<unknown>;
}) {
  const trpc = useTRPC();
  const cambiar = useMutation(trpc.usuarios.rolPlataforma.update.mutationOptions());
  const form = useContractForm(
    rolPlataformaForm,
    { rol: usuario.rolPlataforma ?? NINGUNO, motivo: '' },
    'No fue posible cambiar el rol de plataforma',
  );
  const pending = form.formState.isSubmitting;
  const submit = form.enviar(async ({ rol, motivo }) => {
    const { message } = await cambiar.mutateAsync({ id: usuario.id, rol: rol || null, motivo });
    await onDone(message);
    onClose();
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title="Cambiar rol de plataforma"
      description={`${usuario.nombre}: el nuevo rol decide a qué portales de la plataforma entra desde su próxima acción.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Cambiar rol de plataforma">
        <Field label="Rol de plataforma" error={form.formState.errors.rol?.message}>
          <NativeSelect {...form.register('rol')} disabled={pending}>
            <option value={NINGUNO}>Ninguno</option>
            {SUPER_USER_ROLES.map((rol) => (
              <option key={rol} value={rol}>
                {ROLE_LABELS[rol]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Motivo" error={form.formState.errors.motivo?.message}>
          <Input {...form.register('motivo')} maxLength={500} disabled={pending} />
        </Field>
        <FormFooter
          failure={form.failure}
          submitting={pending}
          onCancel={onClose}
          submitLabel="Cambiar rol"
          submittingLabel="Guardando…"
          className=""
        />
      </form>
    </Dialog>
  );
}
