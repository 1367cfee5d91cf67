// Administrativo (admin-type portal): the PQRS inbox and the document library (the consejo reads both).
import { lazy, Suspense } from 'react';

import { mayReadComplexAudit } from '@horizonte/contracts';

import { documentosAdministrar } from '../../lib/complex-areas.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { SectionHeader } from '../ui/section-header.tsx';
import { EmptyState, TableSkeleton } from '../ui/states.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';

// The inbox loads after the tab list; the library (its upload form, react-hook-form and zod) when its tab
// is chosen (issue 27).
const BandejaPqrs = lazy(() => import('../pqrs/bandeja-pqrs.tsx').then((m) => ({ default: m.BandejaPqrs })));
const Biblioteca = lazy(() => import('../documentos/biblioteca.tsx').then((m) => ({ default: m.Biblioteca })));
// Issue 33: the complex's own audit log, for its administration.
const AuditoriaRegistro = lazy(() =>
  import('../portals/platform/auditoria-registro.tsx').then((m) => ({ default: m.AuditoriaRegistro })),
);

export function Administrativo() {
  const { ph, capabilities } = useComplexPortal();
  // Platform staff enter as the admin role but act with their platform role only (access-policy.ts).
  const auditoria = mayReadComplexAudit(capabilities.superRole, capabilities.superRole ? [] : [capabilities.rol]);
  return (
    <>
      <SectionHeader
        title="Administrativo"
        description={capabilities.community.manage ? ph.nombre : `${ph.nombre} · solo lectura`}
      />
      {!capabilities.community.read ? (
        <EmptyState
          title="Sin acceso a la gestión administrativa"
          description="Las PQRS y la biblioteca de documentos de la administración las ven la administración y el consejo del conjunto."
        />
      ) : (
        <Tabs defaultValue="pqrs">
          <TabsList aria-label="Secciones administrativas" className="mb-4">
            <TabsTrigger value="pqrs">PQRS</TabsTrigger>
            <TabsTrigger value="documentos">Documentos</TabsTrigger>
            {auditoria ? <TabsTrigger value="auditoria">Auditoría</TabsTrigger> : null}
          </TabsList>
          <TabsContent value="pqrs">
            <Suspense fallback={<TableSkeleton />}>
              <BandejaPqrs phId={ph.id} canManage={capabilities.community.manage} />
            </Suspense>
          </TabsContent>
          <TabsContent value="documentos">
            <Suspense fallback={<TableSkeleton />}>
              <Biblioteca phId={ph.id} canManage={documentosAdministrar(capabilities)} />
            </Suspense>
          </TabsContent>
          {auditoria ? (
            <TabsContent value="auditoria">
              <Suspense fallback={<TableSkeleton />}>
                <AuditoriaRegistro phId={ph.id} />
              </Suspense>
            </TabsContent>
          ) : null}
        </Tabs>
      )}
    </>
  );
}
