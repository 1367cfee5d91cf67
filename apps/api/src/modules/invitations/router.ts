import {
  acceptInvitationInput,
  acceptInvitationOutput,
  invitationListInput,
  invitationListOutput,
  invitationPreviewOutput,
  invitationRevokeInput,
  invitationSingleOutput,
  invitationTokenInput,
  inviteInput,
  MSG,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { toPhPublicOutput } from '../ph/output.ts';
import { acceptInvitation, previewInvitation } from './accept.ts';
import { invite } from './invite.ts';
import { listInvitations } from './list.ts';
import { toInvitationOutput } from './output.ts';
import { revokeInvitation } from './revoke.ts';

const tags = ['Invitaciones'];

export const invitationsRouter = router({
  invite: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/invite',
        tags,
        summary: 'Invita a una persona a la propiedad con un rol (envía un email)',
      },
    })
    .input(inviteInput)
    .output(invitationSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      invitation: toInvitationOutput(await invite(ctx, ctx.actor, id, data), ctx.clock.now()),
      message: MSG.invitationSent,
    })),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/invitations',
        tags,
        summary: 'Lista las invitaciones de una propiedad con su estado',
      },
    })
    .input(invitationListInput)
    .output(invitationListOutput)
    .query(async ({ ctx, input }) => {
      const result = await listInvitations(ctx, ctx.actor, input);
      return {
        success: true as const,
        invitations: result.invitations.map((row) => toInvitationOutput(row, ctx.clock.now())),
        total: result.total,
      };
    }),

  revoke: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/ph/{id}/invitations/{invitationId}/revoke',
        tags,
        summary: 'Revoca una invitación pendiente (su enlace deja de servir)',
      },
    })
    .input(invitationRevokeInput)
    .output(invitationSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      invitation: toInvitationOutput(await revokeInvitation(ctx, ctx.actor, input.id, input.invitationId), ctx.clock.now()),
      message: MSG.invitationRevokedDone,
    })),

  preview: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/invitations/preview',
        tags,
        summary: 'Muestra a quién y para qué conjunto es una invitación',
        description:
          'Con el token del enlace de invitación, muestra el email, el rol y el conjunto, y si ese email ya tiene cuenta; no acepta nada. 404 si no existe, 400 si venció o fue revocada, 409 si ya fue aceptada.',
        protect: false,
      },
    })
    .input(invitationTokenInput)
    .output(invitationPreviewOutput)
    .mutation(async ({ ctx, input }) => {
      const { invitation, ph, hasAccount } = await previewInvitation(ctx, input.token);
      return { success: true as const, email: invitation.email, rol: invitation.rol, property: toPhPublicOutput(ph), hasAccount };
    }),

  accept: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/invitations/accept',
        tags,
        summary: 'Acepta una invitación (con tu contraseña o creando tu cuenta)',
        description:
          'Con el token del enlace: quien ya tiene cuenta confirma con su contraseña (cuenta como intento de login); quien no, crea la cuenta con sus datos. El rol en el conjunto se asigna al aceptar.',
        protect: false,
      },
    })
    .input(acceptInvitationInput)
    .output(acceptInvitationOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: MSG.invitationAccepted,
      property: toPhPublicOutput(await acceptInvitation(ctx, ctx, input)),
    })),
});
