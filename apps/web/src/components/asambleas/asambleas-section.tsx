// The Asambleas section: the administration's (and the consejo's, read-only) in the admin-type portal,
// the owner's phone-first view in the owner portal, the resident's reading in the resident portal.
import { lazy, Suspense } from 'react';

import { useComplexPortal } from '../portals/complex/context.ts';
import { TableSkeleton } from '../ui/states.tsx';

// Each portal's view loads alone: the owner's phone does not download the administration's forms (issue 27).
const AdminAsambleas = lazy(() => import('./admin-asambleas.tsx').then((m) => ({ default: m.AdminAsambleas })));
const AsambleasResidente = lazy(() => import('./asambleas-residente.tsx').then((m) => ({ default: m.AsambleasResidente })));
const MisAsambleas = lazy(() => import('./mis-asambleas.tsx').then((m) => ({ default: m.MisAsambleas })));

export function AsambleasSection() {
  const { kind } = useComplexPortal();
  return (
    <Suspense fallback={<TableSkeleton />}>
      {kind === 'admin-type' ? <AdminAsambleas /> : kind === 'resident' ? <AsambleasResidente /> : <MisAsambleas />}
    </Suspense>
  );
}
