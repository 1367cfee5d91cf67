// Documentos in the owner and resident portals: the library of the complex, what the caller's role may see.
import { documentosAdministrar } from '../../lib/complex-areas.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { SectionHeader } from '../ui/section-header.tsx';
import { Biblioteca } from './biblioteca.tsx';

export function DocumentosSection() {
  const { ph, capabilities } = useComplexPortal();
  return (
    <>
      <SectionHeader
        title="Documentos"
        description={`Reglamento, actas, estados financieros y demás documentos de ${ph.nombre}.`}
      />
      <Biblioteca phId={ph.id} canManage={documentosAdministrar(capabilities)} />
    </>
  );
}
