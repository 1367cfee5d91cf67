// The Reservas section of every complex portal: the administration's queue, calendars and zones in
// the admin-type portal; zones, booking and «mis reservas» in the owner and resident portals.
import { useComplexPortal } from '../portals/complex/context.ts';
import { AdminReservas } from './admin-reservas.tsx';
import { MisReservas } from './mis-reservas.tsx';

export function ReservasSection() {
  const { kind } = useComplexPortal();
  return kind === 'admin-type' ? <AdminReservas /> : <MisReservas />;
}
