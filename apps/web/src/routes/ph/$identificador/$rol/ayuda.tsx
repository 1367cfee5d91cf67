import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

import { TableSkeleton } from '../../../../components/ui/states.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol/ayuda')({ component: Ayuda });

// The form and thread carry their contracts schemas: loaded after the portal's first render (route budget).
const AyudaSection = lazy(async () => ({
  default: (await import('../../../../components/portals/complex/ayuda.tsx')).AyudaSection,
}));

function Ayuda() {
  return (
    <Suspense fallback={<TableSkeleton />}>
      <AyudaSection />
    </Suspense>
  );
}
