// Units of a complex: list with the coeficiente sum, create, edit, delete, and their residents.
import { useQuery } from '@tanstack/react-query';
import { FileSpreadsheet, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { MSG, TIPO_UNIDAD_LABELS, type Apartamento } from '@horizonte/contracts';

import { useDeleteApartamento } from '../../data/apartamentos.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../ui/states.tsx';
import { ACTIONS_COLUMN, TableFrame, TableHeader, td } from '../ui/table.tsx';
import { Tooltip } from '../ui/tooltip.tsx';
import { CoeficientesIndicator } from './coeficientes-indicator.tsx';
import { unidadLabel } from './unidad.ts';

// The dialogs (their forms, react-hook-form and zod) load when first opened, not with the units (issue 27).
const ApartamentoFormDialog = lazy(() =>
  import('./apartamento-form-dialog.tsx').then((m) => ({ default: m.ApartamentoFormDialog })),
);
const ImportDialog = lazy(() => import('./import-dialog.tsx').then((m) => ({ default: m.ImportDialog })));
const ResidentesDialog = lazy(() => import('./residentes-dialog.tsx').then((m) => ({ default: m.ResidentesDialog })));

export function ApartamentosPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.apartamentos.list.queryOptions({ id: phId }));
  const remove = useDeleteApartamento();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Apartamento | null>(null);
  const [deleting, setDeleting] = useState<Apartamento | null>(null);
  const [residentsOf, setResidentsOf] = useState<Apartamento | null>(null);
  const [importing, setImporting] = useState(false);
  // Once opened, a dialog stays mounted, so closing it animates and gives the focus back.
  const [formUsed, setFormUsed] = useState(false);
  const [importUsed, setImportUsed] = useState(false);
  const [residentsUsed, setResidentsUsed] = useState(false);
  if (formOpen && !formUsed) setFormUsed(true);
  if (importing && !importUsed) setImportUsed(true);
  if (residentsOf && !residentsUsed) setResidentsUsed(true);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
    } catch (error) {
      toast.error(errorMessage(error, 'No fue posible eliminar la unidad'));
      throw error;
    }
    toast.success(MSG.apartamentoDeleted);
  };

  return (
    <div>
      <CoeficientesIndicator phId={phId} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="apartamentos-summary">
          {list.data ? (
            <>
              <strong>{formatNumber(list.data.total)}</strong> {list.data.total === 1 ? 'unidad' : 'unidades'}
            </>
          ) : null}
        </p>
        {canManage ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FileSpreadsheet className="h-4 w-4" aria-hidden /> Importar
            </Button>
            <Button
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              <Plus className="h-4 w-4" aria-hidden /> Nueva Unidad
            </Button>
          </div>
        ) : null}
      </div>
      {list.isLoading ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, 'No fue posible cargar las unidades')} />
      ) : list.data && list.data.apartamentos.length === 0 ? (
        <EmptyState
          title="Aún no hay unidades"
          description={
            canManage
              ? 'Importa las unidades y sus personas desde una hoja de cálculo, o crea la primera unidad a mano.'
              : undefined
          }
        />
      ) : (
        <TableFrame label="Unidades">
          <TableHeader columns={['Unidad', 'Tipo', 'Piso', 'Área', 'Coeficiente', 'Residentes', ACTIONS_COLUMN]} />
          <tbody>
            {list.data?.apartamentos.map((a) => (
              <tr key={a.id} data-testid="apartamento-row" data-unidad={unidadLabel(a)}>
                <td className={`${td} font-medium`}>{unidadLabel(a)}</td>
                <td className={td}>{TIPO_UNIDAD_LABELS[a.tipo]}</td>
                <td className={td}>{a.piso ?? '—'}</td>
                <td className={td}>{a.areaM2 === null ? '—' : `${formatNumber(a.areaM2)} m²`}</td>
                <td className={td}>{formatPercent(a.coeficiente)}</td>
                <td className={td}>{formatNumber(a.residentesCount)}</td>
                <td className={`${td} text-right`}>
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setResidentsOf(a)}
                      aria-label={`Residentes de ${unidadLabel(a)}`}
                    >
                      <Users className="h-4 w-4" aria-hidden /> Residentes
                    </Button>
                    {canManage ? (
                      <>
                        <Tooltip content="Editar">
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Editar ${unidadLabel(a)}`}
                            onClick={() => {
                              setEditing(a);
                              setFormOpen(true);
                            }}
                          >
                            <Pencil className="h-4 w-4" aria-hidden />
                          </Button>
                        </Tooltip>
                        <Tooltip content="Eliminar">
                          <Button
                            variant="ghost"
                            size="icon"
                            className="text-red-700 dark:text-red-400"
                            aria-label={`Eliminar ${unidadLabel(a)}`}
                            onClick={() => setDeleting(a)}
                          >
                            <Trash2 className="h-4 w-4" aria-hidden />
                          </Button>
                        </Tooltip>
                      </>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      <Suspense fallback={null}>
        {canManage && importUsed ? <ImportDialog phId={phId} open={importing} onOpenChange={setImporting} /> : null}
        {canManage && formUsed ? (
          <ApartamentoFormDialog phId={phId} open={formOpen} onOpenChange={setFormOpen} apartamento={editing} />
        ) : null}
        {residentsUsed ? (
          <ResidentesDialog apartamento={residentsOf} onClose={() => setResidentsOf(null)} canManage={canManage} />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="¿Eliminar unidad?"
        description={deleting ? `Se eliminará la unidad ${unidadLabel(deleting)} y sus registros de residentes.` : ''}
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        onConfirm={confirmDelete}
      />
    </div>
  );
}
