// The Portería section of every complex portal: the gate's screen in the admin-type portal, the
// visitor authorisations and packages in the owner and resident portals.
import { lazy, Suspense } from 'react';

import { useComplexPortal } from '../portals/complex/context.ts';
import { TableSkeleton } from '../ui/states.tsx';

// Each portal's view loads alone: the owner's phone does not download the administration's forms (issue 27).
const MiPorteria = lazy(() => import('./mi-porteria.tsx').then((m) => ({ default: m.MiPorteria })));
const PorteriaPanel = lazy(() => import('./porteria-panel.tsx').then((m) => ({ default: m.PorteriaPanel })));

export function PorteriaSection() {
  const { kind } = useComplexPortal();
  return <Suspense fallback={<TableSkeleton />}>{kind === 'admin-type' ? <PorteriaPanel /> : <MiPorteria />}</Suspense>;
}
