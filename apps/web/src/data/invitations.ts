// Invitations of a complex: sending or revoking one changes its list.
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDeInvitacion: Invalidaciones = (t) => [t.invitations.list];

export const useInvite = mutacion((t) => t.invitations.invite, despuesDeInvitacion);
// Also after a refusal: the invitation may have been accepted or revoked meanwhile.
export const useRevokeInvitation = mutacion((t) => t.invitations.revoke, despuesDeInvitacion, { tambienSiFalla: true });
