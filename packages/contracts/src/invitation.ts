import { z } from 'zod';

import {
  emailField,
  newPasswordField,
  numeroDocumentoField,
  pageFields,
  requiredText,
  rolField,
  tipoDocumentoField,
  uuidField,
} from './fields.ts';
import { MSG } from './messages.ts';
import { phPublicOutput } from './ph.ts';

export const INVITATION_STATUSES = ['pendiente', 'aceptada', 'vencida', 'revocada'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const inviteInput = z.object({
  id: uuidField,
  email: emailField,
  rol: rolField,
  apartamentoId: uuidField.optional(),
});

export const invitationOutput = z.object({
  id: z.string(),
  phId: z.string(),
  email: z.string(),
  rol: rolField,
  apartamentoId: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationOutput>;

export const invitationListOutput = z.object({
  success: z.literal(true),
  invitations: z.array(invitationOutput),
  total: z.number().int(),
});
/** Revoking a pending invitation of a property. */
export const invitationRevokeInput = z.object({ id: uuidField, invitationId: uuidField });

export const invitationSingleOutput = z.object({ success: z.literal(true), invitation: invitationOutput, message: z.string() });

export const invitationTokenInput = z.object({ token: requiredText(MSG.invitationInvalid, 200) });
export const invitationPreviewOutput = z.object({
  success: z.literal(true),
  email: z.string(),
  rol: rolField,
  property: phPublicOutput,
  hasAccount: z.boolean(),
});

/** Accepting: an existing account gives its password; a new person registers in the same step. */
export const acceptInvitationInput = z.object({
  token: requiredText(MSG.invitationInvalid, 200),
  password: newPasswordField,
  nombre: requiredText(MSG.nombrePersonaRequired, 120).optional(),
  tipo_documento: tipoDocumentoField.optional(),
  numero_documento: numeroDocumentoField.optional(),
});
export const acceptInvitationOutput = z.object({ success: z.literal(true), message: z.string(), property: phPublicOutput });

export const invitationListInput = z.object({
  id: uuidField,
  status: z.enum(INVITATION_STATUSES, { error: 'El estado no es válido' }).optional(),
  ...pageFields,
});
