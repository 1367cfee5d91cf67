// Issue 29: Aún no hay órdenes de trabajo (filled in with its module).
import { EmptyState } from '../ui/states.tsx';

export default function OrdenesPanel() {
  return <EmptyState title="Aún no hay órdenes de trabajo" description="Aquí verás las órdenes de trabajo por estado." />;
}
