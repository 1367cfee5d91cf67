// Administrativo (admin-type portal): the PQRS inbox, real; the document library is still sample
// content and says so.
import { useComplexPortal } from '../portals/complex/context.ts';
import { SAMPLE_DOCUMENTS } from '../portals/samples.ts';
import { SampleList } from '../ui/sample-list.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';
import { BandejaPqrs } from '../pqrs/bandeja-pqrs.tsx';

export function Administrativo() {
  const { ph, capabilities } = useComplexPortal();
  return (
    <>
      <SectionHeader
        title="Administrativo"
        description={capabilities.community.manage ? ph.nombre : `${ph.nombre} · solo lectura`}
      />
      <Tabs defaultValue="pqrs">
        <TabsList aria-label="Secciones administrativas" className="mb-4">
          <TabsTrigger value="pqrs">PQRS</TabsTrigger>
          <TabsTrigger value="documentos">Documentos</TabsTrigger>
        </TabsList>
        <TabsContent value="pqrs">
          <BandejaPqrs phId={ph.id} canManage={capabilities.community.manage} />
        </TabsContent>
        <TabsContent value="documentos">
          <SampleList title="Documentos (datos de ejemplo)" items={SAMPLE_DOCUMENTS} />
        </TabsContent>
      </Tabs>
    </>
  );
}
