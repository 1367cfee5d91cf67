// Issue 29: Plan preventivo (filled in with its module).
import { EmptyState } from '../ui/states.tsx';

export default function PlanesPanel() {
  return <EmptyState title="Plan preventivo" description="Las tareas recurrentes y su calendario." />;
}
