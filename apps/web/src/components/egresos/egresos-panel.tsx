// Issue 29: Egresos (filled in with its module).
import { EmptyState } from '../ui/states.tsx';

export default function EgresosPanel() {
  return <EmptyState title="Egresos" description="Los pagos a proveedores con su retención en la fuente." />;
}
