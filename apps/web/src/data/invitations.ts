// Invitations of a complex: sending or revoking one changes its list.
import { useMutation } from '@tanstack/react-query';

import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';

function useAfterInvitationChange() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return () => invalidate(trpc.invitations.list);
}

export function useInvite() {
  const trpc = useTRPC();
  return useMutation(trpc.invitations.invite.mutationOptions({ onSuccess: useAfterInvitationChange() }));
}

export function useRevokeInvitation() {
  const trpc = useTRPC();
  // Also after a refusal: the invitation may have been accepted or revoked meanwhile.
  return useMutation(trpc.invitations.revoke.mutationOptions({ onSettled: useAfterInvitationChange() }));
}
