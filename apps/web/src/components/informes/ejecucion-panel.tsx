// Issue 29: Ejecución presupuestal (filled in with its module).
import { EmptyState } from '../ui/states.tsx';

export default function EjecucionPanel() {
  return <EmptyState title="Ejecución presupuestal" description="Lo presupuestado frente a lo ejecutado por rubro." />;
}
