// The general administrator's sections (/dashboard?seccion=…): the overview and the properties.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { BarChart3, Building2, ClipboardList, Eye, Home, Pencil, Plus, Settings, UserCheck, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { RECENT_PROPERTIES_COUNT, ROL_ADMINISTRACION, type Ph } from '@horizonte/contracts';

import { errorMessage } from '../../../lib/api-errors.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { PropertiesSection } from '../../properties/properties-section.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { StatCard, StatGrid } from '../../ui/stat-card.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../../ui/states.tsx';
import { usePlatformFigures } from '../live-figures.ts';
import { useGeneralAdminNavigate } from './navigate.ts';

// The edit form (react-hook-form and the zod schemas) loads when first opened (issue 27).
const PropertyFormDialog = lazy(() =>
  import('../../properties/property-form-dialog.tsx').then((m) => ({ default: m.PropertyFormDialog })),
);

/** Propiedades; ?nueva=true opens the create modal (then leaves the URL). */
export function GeneralAdminProperties() {
  const { nueva = false } = useSearch({ from: '/dashboard' });
  const onNavigate = useGeneralAdminNavigate();
  return <PropertiesSection createRequested={nueva} onCreateHandled={() => onNavigate('propiedades')} />;
}

/**
 * The general panel opens on the caller's own complexes, each one click from its portal (an
 * administrator of one complex is one tap from it), then the live figures of those complexes.
 */
export function AdminOverview() {
  const onNavigate = useGeneralAdminNavigate();
  const figures = usePlatformFigures();
  return (
    <>
      <SectionHeader title="Inicio" description="Tus conjuntos y sus cifras." />
      <RecentProperties onCreate={() => onNavigate('propiedades', { nueva: true })} onAll={() => onNavigate('propiedades')} />
      <StatGrid className="mt-6">
        <StatCard
          label="Propiedades"
          value={figures.properties}
          icon={Building2}
          loading={figures.loading}
          testId="card-properties"
        />
        <StatCard label="Usuarios Activos" value={figures.users} icon={UserCheck} loading={figures.loading} testId="card-users" />
        <StatCard
          label="Solicitudes Pendientes"
          value={figures.pendingPreregistros}
          icon={ClipboardList}
          loading={figures.loading}
          testId="card-pending"
        />
        <StatCard label="Apartamentos" value={figures.apartamentos} icon={Home} loading={figures.loading} />
      </StatGrid>
      <Card className="mt-6">
        <h3 className="mb-4 text-lg font-semibold">Acciones Rápidas</h3>
        <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
          <Button variant="outline" className="justify-start" onClick={() => onNavigate('propiedades', { nueva: true })}>
            <Plus className="h-4 w-4" aria-hidden /> Nueva Propiedad
          </Button>
          <Button variant="outline" className="justify-start" onClick={() => onNavigate('usuarios')}>
            <Users className="h-4 w-4" aria-hidden /> Gestionar usuarios
          </Button>
          <Button variant="outline" className="justify-start" onClick={() => onNavigate('reportes')}>
            <BarChart3 className="h-4 w-4" aria-hidden /> Ver reportes
          </Button>
          <Button variant="outline" className="justify-start" onClick={() => onNavigate('sistema')}>
            <Settings className="h-4 w-4" aria-hidden /> Estado del sistema
          </Button>
        </div>
      </Card>
    </>
  );
}

function RecentProperties({ onCreate, onAll }: { onCreate(): void; onAll(): void }) {
  const trpc = useTRPC();
  const recent = useQuery(trpc.ph.list.queryOptions({ page: 1, rol: ROL_ADMINISTRACION, pageSize: RECENT_PROPERTIES_COUNT }));
  const [editing, setEditing] = useState<Ph | null>(null);
  // Once opened, the dialog stays mounted, so closing it animates and gives the focus back.
  const [formUsed, setFormUsed] = useState(false);
  if (editing && !formUsed) setFormUsed(true);
  return (
    <Card data-testid="recent-properties">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">Tus conjuntos</h3>
        {recent.data && recent.data.total > recent.data.properties.length ? (
          <Button variant="outline" size="sm" onClick={onAll}>
            Ver todos ({formatNumber(recent.data.total)})
          </Button>
        ) : null}
      </div>
      {recent.isLoading ? (
        <TableSkeleton rows={3} />
      ) : recent.isError ? (
        <ErrorState message={errorMessage(recent.error, 'No fue posible cargar las propiedades')} />
      ) : recent.data && recent.data.properties.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {recent.data.properties.map((property) => (
            <li
              key={property.id}
              data-testid="conjunto"
              className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
            >
              <div className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere]">{property.nombre}</p>
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                  {property.direccion} · {property.ciudad}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm" variant="secondary">
                  <Link
                    to="/ph/$identificador/$rol/dashboard"
                    params={{ identificador: property.identificador, rol: 'admin' }}
                    aria-label={`Ver dashboard de ${property.nombre}`}
                  >
                    <Eye className="h-4 w-4" aria-hidden /> Ver dashboard
                  </Link>
                </Button>
                <Button size="sm" variant="outline" onClick={() => setEditing(property)} aria-label={`Editar ${property.nombre}`}>
                  <Pencil className="h-4 w-4" aria-hidden /> Editar
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="Aún no hay propiedades"
          action={
            <Button onClick={onCreate} className="mt-2">
              <Plus className="h-4 w-4" aria-hidden /> Nueva Propiedad
            </Button>
          }
        />
      )}
      {formUsed && (
        <Suspense fallback={null}>
          <PropertyFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} property={editing} />
        </Suspense>
      )}
    </Card>
  );
}
