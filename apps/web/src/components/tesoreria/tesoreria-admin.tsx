// The administration's Tesorería (issue 15): cartera por edades, facturación (preview, emit, annul),
// pagos (register, annul, bank CSV), presupuesto (art. 35), tasas de mora (art. 30) and, for online
// payments (issue 28), the month's conciliación and the complex's pasarela de pagos. The consejo
// reads everything; only the administrator changes money (the server refuses the rest anyway).
import { lazy, Suspense } from 'react';

import { useComplexPortal } from '../portals/complex/context.ts';
import { SectionHeader } from '../ui/section-header.tsx';
import { EmptyState, TableSkeleton } from '../ui/states.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';

// Every panel loads after the tab list, the cartera too, so the section's first render stays small; the other
// tabs (their forms, react-hook-form and zod) load when chosen (issue 27).
const CarteraPanel = lazy(() => import('./cartera-panel.tsx').then((m) => ({ default: m.CarteraPanel })));
const CuentaUnidadPanel = lazy(() => import('./cuenta-unidad-panel.tsx').then((m) => ({ default: m.CuentaUnidadPanel })));
const FacturacionPanel = lazy(() => import('./facturacion-panel.tsx').then((m) => ({ default: m.FacturacionPanel })));
const PagosPanel = lazy(() => import('./pagos-panel.tsx').then((m) => ({ default: m.PagosPanel })));
const PresupuestoPanel = lazy(() => import('./presupuesto-panel.tsx').then((m) => ({ default: m.PresupuestoPanel })));
const TasasPanel = lazy(() => import('./tasas-panel.tsx').then((m) => ({ default: m.TasasPanel })));
// Issue 32: the collection reminders (Ley 2300 de 2023), under the treasury's policy.
const RecordatoriosPanel = lazy(() => import('./recordatorios-panel.tsx').then((m) => ({ default: m.RecordatoriosPanel })));
const ConciliacionPanel = lazy(() =>
  import('../pagos-en-linea/conciliacion-panel.tsx').then((m) => ({ default: m.ConciliacionPanel })),
);
const PasarelaPanel = lazy(() => import('../pagos-en-linea/pasarela-panel.tsx').then((m) => ({ default: m.PasarelaPanel })));
// Issue 29: what the complex pays (proveedores, egresos with retención), the budget's execution and the consejo's report.
const ProveedoresPanel = lazy(() => import('../proveedores/proveedores-panel.tsx'));
const EgresosPanel = lazy(() => import('../egresos/egresos-panel.tsx'));
const EjecucionPanel = lazy(() => import('../informes/ejecucion-panel.tsx'));
const InformePanel = lazy(() => import('../informes/informe-panel.tsx'));

export function TesoreriaAdmin() {
  const { ph, capabilities } = useComplexPortal();
  // The contracts' policy: admin and SUPER_ADMIN manage, the consejo reads.
  const canRead = capabilities.tesoreria;
  const canManage = capabilities.tesoreriaManage;
  // Online payments (issue 28): the administration configures the gateway; its readers see the conciliación.
  const pagosEnLinea = capabilities.pagosEnLinea;
  return (
    <>
      <SectionHeader title="Tesorería" description={canManage ? ph.nombre : `${ph.nombre} · solo lectura`} />
      {!canRead ? (
        <EmptyState
          title="Sin acceso a la tesorería"
          description="La tesorería del conjunto la ven la administración y el consejo."
        />
      ) : (
        <Tabs defaultValue="cartera">
          <TabsList aria-label="Secciones de tesorería" className="mb-4 flex-wrap">
            <TabsTrigger value="cartera">Cartera</TabsTrigger>
            <TabsTrigger value="cuenta">Estado de cuenta</TabsTrigger>
            <TabsTrigger value="facturacion">Facturación</TabsTrigger>
            <TabsTrigger value="pagos">Pagos</TabsTrigger>
            <TabsTrigger value="presupuesto">Presupuesto</TabsTrigger>
            <TabsTrigger value="tasas">Tasas de mora</TabsTrigger>
            <TabsTrigger value="recordatorios">Recordatorios</TabsTrigger>
            {pagosEnLinea.conciliar ? <TabsTrigger value="conciliacion">Conciliación</TabsTrigger> : null}
            {/* «Pasarela», not «Pasarela de pagos»: the tab «Pagos» keeps a name no other tab contains. */}
            {pagosEnLinea.configurar ? <TabsTrigger value="pasarela">Pasarela</TabsTrigger> : null}
            <TabsTrigger value="proveedores">Proveedores</TabsTrigger>
            <TabsTrigger value="egresos">Egresos</TabsTrigger>
            <TabsTrigger value="ejecucion">Ejecución</TabsTrigger>
            <TabsTrigger value="informe">Informe mensual</TabsTrigger>
          </TabsList>
          {/* Below the tab list, so the list (and the focused tab) stays while a panel loads. */}
          <Suspense fallback={<TableSkeleton />}>
            <TabsContent value="cartera">
              <CarteraPanel phId={ph.id} />
            </TabsContent>
            <TabsContent value="cuenta">
              <CuentaUnidadPanel phId={ph.id} canManage={canManage} />
            </TabsContent>
            <TabsContent value="facturacion">
              <FacturacionPanel phId={ph.id} canManage={canManage} />
            </TabsContent>
            <TabsContent value="pagos">
              <PagosPanel phId={ph.id} canManage={canManage} />
            </TabsContent>
            <TabsContent value="presupuesto">
              <PresupuestoPanel phId={ph.id} canManage={canManage} />
            </TabsContent>
            <TabsContent value="tasas">
              <TasasPanel phId={ph.id} canManage={canManage} />
            </TabsContent>
            <TabsContent value="recordatorios">
              <RecordatoriosPanel phId={ph.id} canManage={canManage} />
            </TabsContent>
            {pagosEnLinea.conciliar ? (
              <TabsContent value="conciliacion">
                <ConciliacionPanel phId={ph.id} access={pagosEnLinea} />
              </TabsContent>
            ) : null}
            {pagosEnLinea.configurar ? (
              <TabsContent value="pasarela">
                <PasarelaPanel phId={ph.id} />
              </TabsContent>
            ) : null}
            <TabsContent value="proveedores">
              <ProveedoresPanel />
            </TabsContent>
            <TabsContent value="egresos">
              <EgresosPanel />
            </TabsContent>
            <TabsContent value="ejecucion">
              <EjecucionPanel />
            </TabsContent>
            <TabsContent value="informe">
              <InformePanel />
            </TabsContent>
          </Suspense>
        </Tabs>
      )}
    </>
  );
}
