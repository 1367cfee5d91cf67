// Issue 29: Activos (filled in with its module).
import { EmptyState } from '../ui/states.tsx';

export default function ActivosPanel() {
  return <EmptyState title="Activos" description="El inventario de equipos comunes." />;
}
