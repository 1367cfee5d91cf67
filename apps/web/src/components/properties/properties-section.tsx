// Properties (spec section 2): stats row, server-side search, the table, create/edit/delete, pagination.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Building2, ChevronLeft, ChevronRight, ClipboardList, Eye, Home, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';

import { MSG, ROL_ADMINISTRACION, type Ph } from '@horizonte/contracts';

import { useDeleteProperty } from '../../data/properties.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Input } from '../ui/input.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { StatCard, StatGrid } from '../ui/stat-card.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../ui/states.tsx';
import { ACTIONS_COLUMN, TableFrame, TableHeader, td } from '../ui/table.tsx';
import { Tooltip } from '../ui/tooltip.tsx';
import { useDebounced } from './use-debounced.ts';

// The form (react-hook-form and the contracts' zod schemas) and the delete dialog load when first
// opened, not with the dashboard (issue 27: ≤ 150 KB gz per route).
const PropertyFormDialog = lazy(() => import('./property-form-dialog.tsx').then((m) => ({ default: m.PropertyFormDialog })));
const DeletePropertyDialog = lazy(() =>
  import('./delete-property-dialog.tsx').then((m) => ({ default: m.DeletePropertyDialog })),
);

const PROPERTIES_PAGE_SIZE = 10;

interface PropertiesSectionProps {
  /** Open the create modal on arrival (/dashboard?seccion=propiedades&nueva=true). */
  createRequested?: boolean;
  onCreateHandled?(): void;
  title?: string;
}

export function PropertiesSection({
  createRequested = false,
  onCreateHandled,
  title = 'Gestión de Propiedades',
}: PropertiesSectionProps) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [page, setPage] = useState(1);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Ph | null>(null);
  const [deleting, setDeleting] = useState<Ph | null>(null);
  // Once opened, a dialog stays mounted, so closing it animates and gives the focus back.
  const [formUsed, setFormUsed] = useState(false);
  const [deleteUsed, setDeleteUsed] = useState(false);
  if (formOpen && !formUsed) setFormUsed(true);
  if (deleting && !deleteUsed) setDeleteUsed(true);

  useEffect(() => setPage(1), [q]);
  useEffect(() => {
    if (!createRequested) return;
    setEditing(null);
    setFormOpen(true);
    onCreateHandled?.();
  }, [createRequested, onCreateHandled]);

  const list = useQuery({
    // Only the complexes the caller administers (every one for a super admin): each row's actions are
    // theirs to use, and the rows agree with «Total Propiedades».
    ...trpc.ph.list.queryOptions({ q: q || undefined, rol: ROL_ADMINISTRACION, page, pageSize: PROPERTIES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const stats = useQuery({ ...trpc.platform.stats.queryOptions(), retry: false });
  const remove = useDeleteProperty();

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PROPERTIES_PAGE_SIZE));
  useEffect(() => {
    if (list.data && page > pages) setPage(pages);
  }, [list.data, page, pages]);

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
    } catch (error) {
      // The spec only logs a failed delete; we also tell the user.
      console.error(error);
      toast.error(errorMessage(error, 'No fue posible eliminar la propiedad'));
      throw error;
    }
    toast.success(MSG.propertyDeleted);
  };

  const statValue = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));

  return (
    <>
      <SectionHeader
        title={title}
        description="Administra los conjuntos de la plataforma."
        actions={
          <Button onClick={openCreate} data-testid="new-property">
            <Plus className="h-4 w-4" aria-hidden /> Nueva Propiedad
          </Button>
        }
      />
      <StatGrid className="mb-6">
        <StatCard
          label="Total Propiedades"
          value={statValue(stats.data?.properties ?? list.data?.total)}
          icon={Building2}
          loading={stats.isLoading && list.isLoading}
          testId="stat-properties"
        />
        <StatCard
          label="Propiedades Activas"
          value={statValue(stats.data?.properties ?? list.data?.total)}
          icon={Building2}
          loading={stats.isLoading && list.isLoading}
        />
        <StatCard
          label="Unidades Registradas"
          value={statValue(stats.data?.apartamentos)}
          icon={Home}
          loading={stats.isLoading}
        />
        <StatCard
          label="Solicitudes Pendientes"
          value={statValue(stats.data?.pendingPreregistros)}
          icon={ClipboardList}
          loading={stats.isLoading}
        />
      </StatGrid>

      <Card>
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="relative w-full sm:max-w-sm">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden />
            <label htmlFor="buscar-propiedades" className="sr-only">
              Buscar propiedades
            </label>
            <Input
              id="buscar-propiedades"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Buscar propiedades..."
              className="pl-9"
            />
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite" data-testid="properties-count">
            {list.data ? `${formatNumber(total)} ${total === 1 ? 'propiedad' : 'propiedades'}` : ''}
          </p>
        </div>

        {list.isLoading ? (
          <TableSkeleton />
        ) : list.isError ? (
          <ErrorState message={errorMessage(list.error, 'No fue posible cargar las propiedades')} />
        ) : list.data && list.data.properties.length === 0 ? (
          q ? (
            <EmptyState title="No encontramos propiedades" description={`Ninguna propiedad coincide con «${q}».`} />
          ) : (
            <EmptyState
              title="Aún no hay propiedades"
              description="Crea tu primera propiedad para empezar."
              action={
                <Button onClick={openCreate} className="mt-2">
                  <Plus className="h-4 w-4" aria-hidden /> Nueva Propiedad
                </Button>
              }
            />
          )
        ) : (
          <>
            <ul className="divide-y divide-slate-200 md:hidden dark:divide-slate-800" aria-label="Propiedades">
              {list.data?.properties.map((property) => (
                <li key={property.id} className="py-3" data-testid="property-card" data-identificador={property.identificador}>
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium">{property.nombre}</p>
                      <p className="text-xs text-slate-600 dark:text-slate-400">
                        {property.direccion} · {property.ciudad}
                      </p>
                      <p className="mt-1 flex items-center gap-2 text-xs">
                        <code className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">{property.identificador}</code>
                        <Badge>Activa</Badge>
                      </p>
                    </div>
                    <PropertyActions
                      property={property}
                      onEdit={() => {
                        setEditing(property);
                        setFormOpen(true);
                      }}
                      onDelete={() => setDeleting(property)}
                    />
                  </div>
                </li>
              ))}
            </ul>
            <div className="hidden md:block">
              <TableFrame label="Propiedades">
                <TableHeader columns={['Propiedad', 'Identificador', 'Ciudad', 'Estado', ACTIONS_COLUMN]} />
                <tbody data-testid="properties-table">
                  {list.data?.properties.map((property) => (
                    <tr key={property.id} data-testid="property-row" data-identificador={property.identificador}>
                      <td className={td}>
                        <p className="font-medium">{property.nombre}</p>
                        <p className="text-xs text-slate-600 dark:text-slate-400">{property.direccion}</p>
                      </td>
                      <td className={td}>
                        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs dark:bg-slate-800">
                          {property.identificador}
                        </code>
                      </td>
                      <td className={td}>{property.ciudad}</td>
                      <td className={td}>
                        <Badge>Activa</Badge>
                      </td>
                      <td className={`${td} text-right`}>
                        <PropertyActions
                          property={property}
                          onEdit={() => {
                            setEditing(property);
                            setFormOpen(true);
                          }}
                          onDelete={() => setDeleting(property)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableFrame>
            </div>
          </>
        )}

        {pages > 1 ? (
          <nav aria-label="Paginación de propiedades" className="mt-4 flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft className="h-4 w-4" aria-hidden /> Anterior
            </Button>
            <span className="text-sm text-slate-600 dark:text-slate-400" data-testid="page-indicator">
              Página {page} de {pages}
            </span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Siguiente <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          </nav>
        ) : null}
      </Card>

      <Suspense fallback={null}>
        {formUsed && <PropertyFormDialog open={formOpen} onOpenChange={setFormOpen} property={editing} />}
        {deleteUsed && <DeletePropertyDialog property={deleting} onClose={() => setDeleting(null)} onConfirm={confirmDelete} />}
      </Suspense>
    </>
  );
}

function PropertyActions({ property, onEdit, onDelete }: { property: Ph; onEdit(): void; onDelete(): void }) {
  return (
    <div className="flex justify-end gap-1">
      <Tooltip content="Ver dashboard">
        <Button asChild variant="ghost" size="icon" aria-label={`Ver dashboard de ${property.nombre}`}>
          <Link to="/ph/$identificador/$rol/dashboard" params={{ identificador: property.identificador, rol: 'admin' }}>
            <Eye className="h-4 w-4" aria-hidden />
          </Link>
        </Button>
      </Tooltip>
      <Tooltip content="Editar">
        <Button variant="ghost" size="icon" aria-label={`Editar ${property.nombre}`} onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
      </Tooltip>
      <Tooltip content="Eliminar">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Eliminar ${property.nombre}`}
          onClick={onDelete}
          className="text-red-700 dark:text-red-400"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </Tooltip>
    </div>
  );
}
