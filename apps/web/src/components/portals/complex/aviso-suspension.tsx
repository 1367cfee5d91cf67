// The notice a suspended complex shows its people on every section (issue 33): its data stays and can
// be read, changes are refused by the API until the platform reactivates it.
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '../../../lib/trpc.ts';
import { Alert } from '../../ui/alert.tsx';

export function AvisoSuspension({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const plan = useQuery({ ...trpc.comercial.planes.get.queryOptions({ id: phId }), retry: false, staleTime: 60_000 });
  const aviso = plan.data?.aviso;
  if (!aviso) return null;
  return (
    <div role="status" className="mb-4" data-testid="aviso-suspension">
      <Alert tone="warning">{aviso}</Alert>
    </div>
  );
}
