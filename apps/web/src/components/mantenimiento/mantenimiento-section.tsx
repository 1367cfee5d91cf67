// Mantenimiento (issue 29): the órdenes de trabajo by estado, the legal calendar (cumplimiento), the
// preventive plans and the inventory of common equipment. The administration runs it; the consejo reads
// it and approves the órdenes over the threshold; the server refuses the rest anyway.
import { lazy, Suspense } from 'react';

import { useComplexPortal } from '../portals/complex/context.ts';
import { SectionHeader } from '../ui/section-header.tsx';
import { TableSkeleton } from '../ui/states.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';

// Each tab loads when chosen (issue 27).
const OrdenesPanel = lazy(() => import('./ordenes-panel.tsx'));
const CumplimientoPanel = lazy(() => import('./cumplimiento-panel.tsx'));
const PlanesPanel = lazy(() => import('./planes-panel.tsx'));
const ActivosPanel = lazy(() => import('./activos-panel.tsx'));

export function MantenimientoSection() {
  const { ph, capabilities } = useComplexPortal();
  return (
    <>
      <SectionHeader
        title="Mantenimiento"
        description={capabilities.mantenimiento.manage ? ph.nombre : `${ph.nombre} · solo lectura`}
      />
      <Tabs defaultValue="ordenes">
        <TabsList aria-label="Secciones de mantenimiento" className="mb-4 flex-wrap">
          <TabsTrigger value="ordenes">Órdenes</TabsTrigger>
          <TabsTrigger value="cumplimiento">Cumplimiento</TabsTrigger>
          <TabsTrigger value="planes">Plan preventivo</TabsTrigger>
          <TabsTrigger value="activos">Activos</TabsTrigger>
        </TabsList>
        <Suspense fallback={<TableSkeleton />}>
          <TabsContent value="ordenes">
            <OrdenesPanel />
          </TabsContent>
          <TabsContent value="cumplimiento">
            <CumplimientoPanel />
          </TabsContent>
          <TabsContent value="planes">
            <PlanesPanel />
          </TabsContent>
          <TabsContent value="activos">
            <ActivosPanel />
          </TabsContent>
        </Suspense>
      </Tabs>
    </>
  );
}
