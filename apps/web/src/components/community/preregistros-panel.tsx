// Pre-registrations of a complex: pending by default, approve or reject (optional motivo).
import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';

import {
  esRolDeUnidad,
  MSG,
  PREREGISTRO_STATUS_LABELS,
  PREREGISTRO_STATUSES,
  preregistroRejectInput,
  ROL_POR_DEFECTO,
  ROLES_PREREGISTRO,
  rolLabel,
  type Preregistro,
  type PreregistroStatus,
} from '@horizonte/contracts';

import { useApprovePreregistro, useRejectPreregistro } from '../../data/preregistros.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { NativeSelect } from '../ui/input.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../ui/states.tsx';
import { ACTIONS_COLUMN, TableFrame, TableHeader, td } from '../ui/table.tsx';
import { UnidadOptions } from './unidad-options.tsx';

const STATUS_TONES = { pendiente: 'yellow', aprobado: 'green', rechazado: 'red' } as const;

export function PreregistrosPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const [status, setStatus] = useState<PreregistroStatus | 'todos'>('pendiente');
  const list = useQuery(trpc.preregistros.list.queryOptions({ id: phId, status: status === 'todos' ? undefined : status }));
  const approve = useApprovePreregistro();
  const [rejecting, setRejecting] = useState<Preregistro | null>(null);

  const [approving, setApproving] = useState<Preregistro | null>(null);

  return (
    <div>
      <div className="mb-4 flex items-center gap-3">
        <label htmlFor="estado-preregistros" className="text-sm font-medium">
          Estado
        </label>
        <NativeSelect
          id="estado-preregistros"
          className="w-48"
          value={status}
          onChange={(e) => setStatus(e.target.value as PreregistroStatus | 'todos')}
        >
          {PREREGISTRO_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s === 'pendiente' ? 'Pendientes' : s === 'aprobado' ? 'Aprobados' : 'Rechazados'}
            </option>
          ))}
          <option value="todos">Todos</option>
        </NativeSelect>
      </div>
      {list.isLoading ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, 'No fue posible cargar los preregistros')} />
      ) : list.data && list.data.preregistros.length === 0 ? (
        <EmptyState title={status === 'pendiente' ? 'No hay preregistros pendientes' : 'No hay preregistros'} />
      ) : (
        <TableFrame label="Preregistros">
          <TableHeader
            columns={['Nombre', 'Documento', 'Rol solicitado', 'Fecha', 'Estado', ...(canManage ? [ACTIONS_COLUMN] : [])]}
          />
          <tbody>
            {list.data?.preregistros.map((pre) => (
              <tr key={pre.id} data-testid="preregistro-row" data-email={pre.email}>
                <td className={td}>
                  <p className="font-medium">{pre.nombre}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">{pre.email}</p>
                </td>
                <td className={td}>
                  {pre.tipoDocumento} {pre.numeroDocumento}
                </td>
                <td className={td}>
                  {rolLabel(pre.rolDeseado)}
                  {typedUnit(pre) ? <p className="text-xs text-slate-600 dark:text-slate-400">{typedUnit(pre)}</p> : null}
                </td>
                <td className={td}>{formatDate(pre.createdAt)}</td>
                <td className={td}>
                  <Badge tone={STATUS_TONES[pre.status]}>{PREREGISTRO_STATUS_LABELS[pre.status]}</Badge>
                  {pre.motivoRechazo ? (
                    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{pre.motivoRechazo}</p>
                  ) : null}
                </td>
                {canManage ? (
                  <td className={`${td} text-right`}>
                    {pre.status === 'pendiente' ? (
                      <div className="flex justify-end gap-1">
                        <Button
                          size="sm"
                          onClick={() => setApproving(pre)}
                          disabled={approve.isPending}
                          aria-label={`Aprobar a ${pre.nombre}`}
                        >
                          <Check className="h-4 w-4" aria-hidden /> Aprobar
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setRejecting(pre)}
                          aria-label={`Rechazar a ${pre.nombre}`}
                        >
                          <X className="h-4 w-4" aria-hidden /> Rechazar
                        </Button>
                      </div>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      <RejectDialog phId={phId} preregistro={rejecting} onClose={() => setRejecting(null)} />
      <ApproveDialog phId={phId} preregistro={approving} onClose={() => setApproving(null)} />
    </div>
  );
}

const rechazoForm = preregistroRejectInput.pick({ motivo: true });

function RejectDialog({ phId, preregistro, onClose }: { phId: string; preregistro: Preregistro | null; onClose(): void }) {
  const reject = useRejectPreregistro();
  const form = useContractForm(rechazoForm, { motivo: '' }, 'No fue posible rechazar el preregistro');
  const close = () => {
    form.reset();
    form.setFailure(null);
    onClose();
  };
  const submit = form.enviar(async ({ motivo }) => {
    if (!preregistro) return;
    const result = await reject.mutateAsync({ id: phId, preId: preregistro.id, motivo: motivo || undefined });
    toast.success(result.message || MSG.preregistroRejected);
    close();
  });
  return (
    <Dialog
      open={preregistro !== null}
      onOpenChange={(open) => !open && !reject.isPending && close()}
      title="Rechazar preregistro"
      description={preregistro ? `${preregistro.nombre} (${preregistro.email}) recibirá la decisión por email.` : undefined}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <Field label="Motivo (opcional)" error={form.formState.errors.motivo?.message}>
          <textarea
            {...form.register('motivo')}
            maxLength={500}
            rows={3}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </Field>
        <FormError error={form.failure} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={reject.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" disabled={reject.isPending}>
            {reject.isPending ? 'Rechazando...' : 'Rechazar'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Approving asks which unit and rol the person gets (issue 14 section 3); both are optional. */
function ApproveDialog({ phId, preregistro, onClose }: { phId: string; preregistro: Preregistro | null; onClose(): void }) {
  const trpc = useTRPC();
  const approve = useApprovePreregistro();
  const unidades = useQuery({
    ...trpc.apartamentos.list.queryOptions({ id: phId, pageSize: 500 }),
    enabled: preregistro !== null,
  });
  // null: not touched, so the unit the person typed (when it matched one) and the rol they asked for.
  const [chosenUnit, setChosenUnit] = useState<string | null>(null);
  const [rol, setRol] = useState<(typeof ROLES_PREREGISTRO)[number] | ''>('');
  const effectiveRol = rol || preregistro?.rolDeseado || ROL_POR_DEFECTO;
  // Only propietarios and residentes belong to a unit (the server refuses the others with one).
  const withUnit = esRolDeUnidad(effectiveRol);
  const apartamentoId = withUnit ? (chosenUnit ?? preregistro?.apartamentoId ?? '') : '';
  const typed = preregistro ? typedUnit(preregistro) : null;
  const close = () => {
    setChosenUnit(null);
    setRol('');
    onClose();
  };
  const confirm = async () => {
    if (!preregistro) return;
    try {
      const result = await approve.mutateAsync({
        id: phId,
        preId: preregistro.id,
        ...(apartamentoId ? { apartamentoId } : {}),
        ...(rol ? { rol } : {}),
      });
      toast.success(result.message || MSG.preregistroApproved);
      close();
    } catch (error) {
      toast.error(errorMessage(error, 'No fue posible aprobar el preregistro'));
    }
  };
  return (
    <Dialog
      open={preregistro !== null}
      onOpenChange={(open) => !open && close()}
      title={preregistro ? `Aprobar a ${preregistro.nombre}` : 'Aprobar'}
      description="Elige la unidad y el rol con que entra; recibirá la invitación o, si ya tiene cuenta verificada, el acceso de inmediato."
    >
      <div className="space-y-3">
        {typed ? (
          <p className="text-sm" data-testid="preregistro-unidad-indicada">
            Indicó: <span className="font-medium">{typed}</span>
            {preregistro?.apartamentoId ? null : ' (no coincide con ninguna unidad registrada)'}
          </p>
        ) : null}
        <Field label="Rol">
          <NativeSelect value={effectiveRol} onChange={(e) => setRol(e.target.value as typeof rol)}>
            {ROLES_PREREGISTRO.map((r) => (
              <option key={r} value={r}>
                {rolLabel(r)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Unidad" hint={withUnit ? undefined : 'Este rol no se asigna a una unidad.'}>
          <NativeSelect value={apartamentoId} disabled={!withUnit} onChange={(e) => setChosenUnit(e.target.value)}>
            <option value="">Sin unidad</option>
            <UnidadOptions unidades={unidades.data?.apartamentos ?? []} />
          </NativeSelect>
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close}>
            Cancelar
          </Button>
          <Button onClick={() => void confirm()} disabled={approve.isPending}>
            {approve.isPending ? 'Aprobando…' : 'Aprobar'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** What the person typed for their unit («Torre 1 · 101»), or null when they left it empty. */
function typedUnit(pre: Pick<Preregistro, 'torre' | 'unidad'>): string | null {
  // «1» or «B» reads «Torre 1»; «Torre 1» or «Bloque 2» stays as typed.
  const torre = pre.torre && /^[\p{L}\d]{1,3}$/u.test(pre.torre) ? `Torre ${pre.torre}` : pre.torre;
  const parts = [torre, pre.unidad].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
