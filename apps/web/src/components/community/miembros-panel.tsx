// Members of a complex (issue 25: leaving means leaving): every role a person holds here, and for the
// administration a «Retirar» action that asks for a motivo before the person loses that role's access.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import {
  esRolDeUnidad,
  retirarRolForm,
  ROLE_LABELS,
  ROLES,
  type Miembro,
  type RetirarRolForm,
  type Rol,
} from '@horizonte/contracts';

import { useRetirarRol } from '../../data/miembros.ts';
import { errorList, errorMessage } from '../../lib/api-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { NativeSelect } from '../ui/input.tsx';
import { Pager } from '../ui/pager.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../ui/states.tsx';
import { ACTIONS_COLUMN, TableFrame, TableHeader, td } from '../ui/table.tsx';

const PAGE_SIZE = 50;

export function MiembrosPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [rol, setRol] = useState<Rol | ''>('');
  const [retirando, setRetirando] = useState<Miembro | null>(null);
  const list = useQuery(trpc.miembros.list.queryOptions({ id: phId, page, pageSize: PAGE_SIZE, ...(rol ? { rol } : {}) }));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <div className="space-y-4">
      <Field label="Rol" className="max-w-xs">
        <NativeSelect
          value={rol}
          onChange={(e) => {
            setRol(e.target.value as Rol | '');
            setPage(1);
          }}
        >
          <option value="">Todos los roles</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {list.isLoading ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, 'No fue posible cargar los miembros')} />
      ) : !list.data || list.data.miembros.length === 0 ? (
        <EmptyState title="Nadie tiene ese rol en el conjunto" />
      ) : (
        <MiembrosTabla miembros={list.data.miembros} canManage={canManage} onRetirar={setRetirando} />
      )}
      <Pager page={page} pages={pages} onPage={setPage} label="Paginación de miembros" />
      {canManage ? <RetirarDialog phId={phId} miembro={retirando} onClose={() => setRetirando(null)} /> : null}
    </div>
  );
}

function MiembrosTabla({
  miembros,
  canManage,
  onRetirar,
}: {
  miembros: Miembro[];
  canManage: boolean;
  onRetirar(m: Miembro): void;
}) {
  return (
    <TableFrame label="Miembros del conjunto">
      <TableHeader columns={['Nombre', 'Email', 'Rol', 'Desde', ...(canManage ? [ACTIONS_COLUMN] : [])]} />
      <tbody>
        {miembros.map((m) => (
          <tr key={`${m.userId}-${m.rol}`} data-testid="miembro-row" data-email={m.email} data-rol={m.rol}>
            <td className={`${td} font-medium`}>{m.nombre}</td>
            <td className={td}>{m.email}</td>
            <td className={td}>{ROLE_LABELS[m.rol]}</td>
            <td className={td}>{formatDate(m.desde)}</td>
            {canManage ? (
              <td className={`${td} text-right`}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Retirar el rol ${ROLE_LABELS[m.rol]} a ${m.nombre}`}
                  onClick={() => onRetirar(m)}
                >
                  <UserMinus className="h-4 w-4" aria-hidden /> Retirar
                </Button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/** Asks for the motivo (kept in the audit log) before removing the role. */
function RetirarDialog({ phId, miembro, onClose }: { phId: string; miembro: Miembro | null; onClose(): void }) {
  const retirar = useRetirarRol();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<RetirarRolForm>({
    resolver: zodResolver(retirarRolForm),
    defaultValues: { motivo: '' },
  });
  const close = () => {
    if (retirar.isPending) return;
    reset({ motivo: '' });
    setServerError(null);
    onClose();
  };
  const onSubmit = handleSubmit(async ({ motivo }) => {
    if (!miembro) return;
    setServerError(null);
    try {
      const result = await retirar.mutateAsync({ id: phId, userId: miembro.userId, rol: miembro.rol, motivo });
      toast.success(result.message);
      reset({ motivo: '' });
      onClose();
    } catch (error) {
      setServerError(errorList(error)?.join('. ') || errorMessage(error, 'No fue posible retirar el rol'));
    }
  });
  const esUnidad = miembro ? esRolDeUnidad(miembro.rol) : false;
  return (
    <Dialog
      open={miembro !== null}
      onOpenChange={(open) => !open && close()}
      title={miembro ? `Retirar el rol ${ROLE_LABELS[miembro.rol]} a ${miembro.nombre}` : 'Retirar rol'}
      description={
        esUnidad
          ? 'Pierde de inmediato el acceso de ese rol y sus unidades; sus autorizaciones de visitantes y su enlace de calendario dejan de servir.'
          : 'Pierde de inmediato el acceso de ese rol en el conjunto.'
      }
    >
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" data-testid="retirar-rol-form">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <Field label="Motivo" error={formState.errors.motivo?.message}>
          <textarea
            {...register('motivo')}
            maxLength={500}
            rows={3}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={retirar.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" disabled={retirar.isPending}>
            {retirar.isPending ? 'Retirando...' : 'Retirar rol'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
