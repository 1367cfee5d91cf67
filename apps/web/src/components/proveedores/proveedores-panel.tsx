// Issue 29: Proveedores (filled in with its module).
import { EmptyState } from '../ui/states.tsx';

export default function ProveedoresPanel() {
  return <EmptyState title="Proveedores" description="Los contratistas del conjunto, sus contratos y documentos." />;
}
