// Pre-registrations: a decision changes the list and the pending counts of the complex and the platform.
import { useMutation } from '@tanstack/react-query';

import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';

function useAfterDecision() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return () => invalidate(trpc.preregistros.list, trpc.ph.stats, trpc.platform.stats);
}

export function useApprovePreregistro() {
  const trpc = useTRPC();
  return useMutation(trpc.preregistros.approve.mutationOptions({ onSuccess: useAfterDecision() }));
}

export function useRejectPreregistro() {
  const trpc = useTRPC();
  return useMutation(trpc.preregistros.reject.mutationOptions({ onSuccess: useAfterDecision() }));
}
