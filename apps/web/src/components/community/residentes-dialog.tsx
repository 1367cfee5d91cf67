// The residents of one unit: add, remove and their permisos (checkboxes, saved at once).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Send, Trash2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import {
  accionesResidente,
  ESTADO_RESIDENTE_LABELS,
  MSG,
  PERMISO_LABELS,
  PERMISOS,
  residenteFields,
  TIPO_DOCUMENTO_LABELS,
  TIPO_RESIDENTE_LABELS,
  TIPOS_DOCUMENTO_PERSONA,
  TIPOS_RESIDENTE,
  type Apartamento,
  type EstadoResidente,
  type Permiso,
  type Residente,
  type ResidenteFields,
} from '@horizonte/contracts';

import { useCreateResidente, useDeleteResidente, useReenviarInvitacion, useUpdatePermisos } from '../../data/residentes.ts';
import { errorList, errorMessage } from '../../lib/api-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Alert } from '../ui/alert.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../ui/states.tsx';
import { unidadLabel } from './unidad.ts';

const ESTADO_TONES: Record<EstadoResidente, 'green' | 'yellow' | 'slate'> = {
  activo: 'green',
  invitado: 'yellow',
  sin_email: 'slate',
};

interface Props {
  apartamento: Apartamento | null;
  onClose(): void;
  canManage: boolean;
}

export function ResidentesDialog({ apartamento, onClose, canManage }: Props) {
  return (
    <Dialog
      open={apartamento !== null}
      onOpenChange={(open) => !open && onClose()}
      title={apartamento ? `Residentes de ${unidadLabel(apartamento)}` : 'Residentes'}
      className="max-w-3xl"
    >
      {apartamento ? <ResidentesContent apartamento={apartamento} canManage={canManage} /> : null}
    </Dialog>
  );
}

function ResidentesContent({ apartamento, canManage }: { apartamento: Apartamento; canManage: boolean }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.residentes.list.queryOptions({ id: apartamento.id }));
  const remove = useDeleteResidente();
  const [deleting, setDeleting] = useState<Residente | null>(null);

  return (
    <div className="space-y-6">
      {list.isLoading ? (
        <TableSkeleton rows={2} />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, 'No fue posible cargar los residentes')} />
      ) : list.data && list.data.residentes.length === 0 ? (
        <EmptyState title="Esta unidad aún no tiene residentes" />
      ) : (
        <ul className="space-y-3" aria-label="Residentes">
          {list.data?.residentes.map((r) => (
            <ResidenteItem key={r.id} residente={r} canManage={canManage} onDelete={() => setDeleting(r)} />
          ))}
        </ul>
      )}
      {canManage ? <AddResidenteForm apartamentoId={apartamento.id} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="¿Quitar residente?"
        description={deleting ? `${deleting.nombre} dejará de estar registrado en esta unidad.` : ''}
        confirmLabel="Quitar"
        pendingLabel="Quitando..."
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync({ id: deleting.id });
          } catch (error) {
            toast.error(errorMessage(error, 'No fue posible quitar al residente'));
            throw error;
          }
          toast.success(MSG.residenteDeleted);
        }}
      />
    </div>
  );
}

function ResidenteItem({ residente, canManage, onDelete }: { residente: Residente; canManage: boolean; onDelete(): void }) {
  const id = useId();
  const update = useUpdatePermisos();
  const reenviar = useReenviarInvitacion();
  const [permisos, setPermisos] = useState<Permiso[]>(residente.permisos);

  const toggle = async (permiso: Permiso, checked: boolean) => {
    const previous = permisos;
    const next = checked ? [...permisos, permiso] : permisos.filter((p) => p !== permiso);
    setPermisos(next);
    try {
      await update.mutateAsync({ id: residente.id, permisos: next });
      toast.success('Permisos actualizados');
    } catch (error) {
      setPermisos(previous);
      toast.error(errorMessage(error, 'No fue posible actualizar los permisos'));
    }
  };

  const acciones = accionesResidente(residente, canManage);
  return (
    <li
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      data-testid="residente-item"
      data-email={residente.email}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="font-medium">
            {residente.nombre} <Badge tone="blue">{TIPO_RESIDENTE_LABELS[residente.tipo]}</Badge>{' '}
            <span data-testid="residente-estado">
              <Badge tone={ESTADO_TONES[residente.estado]}>{ESTADO_RESIDENTE_LABELS[residente.estado]}</Badge>
            </span>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {residente.email ?? 'Sin email'} · {residente.tipo_documento} {residente.numero_documento}
            {residente.telefono ? ` · ${residente.telefono}` : ''}
          </p>
        </div>
        {canManage ? (
          <div className="flex gap-1 self-start">
            {acciones.includes('reenviarInvitacion') ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  reenviar.mutateAsync({ id: residente.id }).then(
                    () => toast.success(`Invitación reenviada a ${residente.email}`),
                    (error: unknown) => toast.error(errorMessage(error, 'No fue posible reenviar la invitación')),
                  )
                }
                disabled={reenviar.isPending}
              >
                <Send className="h-4 w-4" aria-hidden /> Reenviar invitación
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 dark:text-red-400"
              onClick={onDelete}
              aria-label={`Quitar a ${residente.nombre}`}
            >
              <Trash2 className="h-4 w-4" aria-hidden /> Quitar
            </Button>
          </div>
        ) : null}
      </div>
      <fieldset className="mt-3">
        <legend className="mb-2 text-sm font-medium">Permisos</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PERMISOS.map((permiso) => (
            <div key={permiso} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${permiso}`}
                checked={permisos.includes(permiso)}
                disabled={!canManage || update.isPending}
                onCheckedChange={(checked) => void toggle(permiso, checked === true)}
              />
              <label htmlFor={`${id}-${permiso}`} className="text-sm">
                {PERMISO_LABELS[permiso]}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </li>
  );
}

const EMPTY: ResidenteFields = {
  nombre: '',
  tipo_documento: 'CC',
  numero_documento: '',
  email: '',
  telefono: '',
  tipo: 'residente',
};

function AddResidenteForm({ apartamentoId }: { apartamentoId: string }) {
  const create = useCreateResidente();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<ResidenteFields, unknown, z.output<typeof residenteFields>>({
    resolver: zodResolver(residenteFields),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    let residente: Residente;
    try {
      ({ residente } = await create.mutateAsync({ ...values, id: apartamentoId }));
    } catch (error) {
      setServerError(errorList(error)?.join('. ') || errorMessage(error, 'No fue posible agregar al residente'));
      return;
    }
    toast.success(
      residente.email
        ? `Residente agregado: le enviamos la invitación a ${residente.email}`
        : 'Residente agregado al directorio (sin email no recibe invitación)',
    );
    reset(EMPTY);
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50"
      data-testid="residente-form"
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <UserPlus className="h-4 w-4" aria-hidden /> Agregar residente
      </h3>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nombre completo" error={formState.errors.nombre?.message}>
          <Input {...register('nombre')} autoComplete="off" />
        </Field>
        <Field label="Email" error={formState.errors.email?.message}>
          <Input {...register('email')} type="email" autoComplete="off" />
        </Field>
        <Field label="Tipo de documento" error={formState.errors.tipo_documento?.message}>
          <NativeSelect {...register('tipo_documento')}>
            {TIPOS_DOCUMENTO_PERSONA.map((t) => (
              <option key={t} value={t}>
                {TIPO_DOCUMENTO_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Número de documento" error={formState.errors.numero_documento?.message}>
          <Input {...register('numero_documento')} autoComplete="off" />
        </Field>
        <Field label="Teléfono" error={formState.errors.telefono?.message} hint="Opcional">
          <Input {...register('telefono')} type="tel" autoComplete="off" />
        </Field>
        <Field label="Tipo de residente" error={formState.errors.tipo?.message}>
          <NativeSelect {...register('tipo')}>
            {TIPOS_RESIDENTE.map((t) => (
              <option key={t} value={t}>
                {TIPO_RESIDENTE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? MSG.saving : 'Agregar residente'}
        </Button>
      </div>
    </form>
  );
}
