// Issue 29: Cumplimiento (filled in with its module).
import { EmptyState } from '../ui/states.tsx';

export default function CumplimientoPanel() {
  return <EmptyState title="Cumplimiento" description="Las obligaciones legales del conjunto y su estado." />;
}
