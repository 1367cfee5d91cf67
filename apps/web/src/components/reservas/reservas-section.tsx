// The Reservas section of every complex portal: the administration's queue, calendars and zones in
// the admin-type portal; zones, booking and «mis reservas» in the owner and resident portals.
import { lazy, Suspense } from 'react';

import { useComplexPortal } from '../portals/complex/context.ts';
import { TableSkeleton } from '../ui/states.tsx';

// Each portal's view loads alone: the owner's phone does not download the administration's forms (issue 27).
const AdminReservas = lazy(() => import('./admin-reservas.tsx').then((m) => ({ default: m.AdminReservas })));
const MisReservas = lazy(() => import('./mis-reservas.tsx').then((m) => ({ default: m.MisReservas })));

export function ReservasSection() {
  const { kind } = useComplexPortal();
  return <Suspense fallback={<TableSkeleton />}>{kind === 'admin-type' ? <AdminReservas /> : <MisReservas />}</Suspense>;
}
