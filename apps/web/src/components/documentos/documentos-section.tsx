// Documentos in the owner and resident portals: the library of the complex, what the caller's role may see.
import { lazy, Suspense } from 'react';

import { documentosAdministrar } from '../../lib/complex-areas.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { SectionHeader } from '../ui/section-header.tsx';
import { TableSkeleton } from '../ui/states.tsx';

// The library (its upload form, react-hook-form and zod) loads after the section's header (issue 27).
const Biblioteca = lazy(() => import('./biblioteca.tsx').then((m) => ({ default: m.Biblioteca })));

export function DocumentosSection() {
  const { ph, capabilities } = useComplexPortal();
  return (
    <>
      <SectionHeader
        title="Documentos"
        description={`Reglamento, actas, estados financieros y demás documentos de ${ph.nombre}.`}
      />
      <Suspense fallback={<TableSkeleton />}>
        <Biblioteca phId={ph.id} canManage={documentosAdministrar(capabilities)} />
      </Suspense>
    </>
  );
}
