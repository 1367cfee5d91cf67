// Portería in the admin-type portal: the guard's screen (visitors, packages, minuta) for the porteria
// role; the administration sees and manages the same; the consejo reads.
import { porteriaDelPortal } from '../../lib/complex-areas.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { SectionHeader } from '../ui/section-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';
import { MinutaPanel } from './minuta-panel.tsx';
import { ColaPorteriaProvider } from './offline/cola-porteria.tsx';
import { PendientesDeEnvio } from './offline/pendientes.tsx';
import { PaquetesPanel } from './paquetes-panel.tsx';
import { RetencionAjuste } from './retencion-ajuste.tsx';
import { VisitantesPanel } from './visitantes-panel.tsx';

export function PorteriaPanel() {
  const { ph, capabilities } = useComplexPortal();
  const porteria = porteriaDelPortal(capabilities);
  const puedeRegistrar = porteria.registrar;
  const pantalla = (
    <>
      <SectionHeader
        title="Portería"
        description={
          puedeRegistrar
            ? 'Ingresos con código o por citófono, paquetes y la minuta del turno.'
            : 'Visitantes, paquetes y minuta de la portería (solo lectura).'
        }
      />
      {puedeRegistrar ? <PendientesDeEnvio /> : null}
      <Tabs defaultValue="visitantes">
        <TabsList aria-label="Secciones de portería">
          <TabsTrigger value="visitantes" className="min-h-12 text-base">
            Visitantes
          </TabsTrigger>
          <TabsTrigger value="paquetes" className="min-h-12 text-base">
            Paquetes
          </TabsTrigger>
          <TabsTrigger value="minuta" className="min-h-12 text-base">
            Minuta
          </TabsTrigger>
          {porteria.configurar ? (
            <TabsTrigger value="datos" className="min-h-12 text-base">
              Datos personales
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="visitantes">
          <VisitantesPanel phId={ph.id} puedeRegistrar={puedeRegistrar} />
        </TabsContent>
        <TabsContent value="paquetes">
          <PaquetesPanel phId={ph.id} puedeRegistrar={puedeRegistrar} />
        </TabsContent>
        <TabsContent value="minuta">
          <MinutaPanel phId={ph.id} puedeEscribir={puedeRegistrar} />
        </TabsContent>
        {porteria.configurar ? (
          <TabsContent value="datos">
            <RetencionAjuste phId={ph.id} />
          </TabsContent>
        ) : null}
      </Tabs>
    </>
  );
  // The gate's outbox (offline registrations) only where someone registers.
  return puedeRegistrar ? <ColaPorteriaProvider phId={ph.id}>{pantalla}</ColaPorteriaProvider> : pantalla;
}
