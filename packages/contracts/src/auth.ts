import { z } from 'zod';

import { TIPOS_DOCUMENTO_PERSONA } from './documents.ts';
import {
  emailField,
  newPasswordField,
  numeroDocumentoField,
  passwordField,
  requiredText,
  successOutput,
  tipoDocumentoField,
} from './fields.ts';
import { MSG } from './messages.ts';
import { ROLES, SUPER_USER_ROLES } from './roles.ts';

// ---- Registration -------------------------------------------------------------------------

export const registerInput = z.object({
  nombre: requiredText(MSG.nombrePersonaRequired, 120),
  tipo_documento: tipoDocumentoField,
  numero_documento: numeroDocumentoField,
  email: emailField,
  password: newPasswordField,
});
export type RegisterInput = z.input<typeof registerInput>;

/** Where a form reports a confirmation that differs (spec section 5). */
const passwordsDoNotMatch = { error: MSG.passwordsDoNotMatch, path: ['confirmPassword'] };

/** A new person's identity and password, as the registration and invitation forms ask for them. */
const newAccountFields = registerInput
  .pick({ nombre: true, numero_documento: true, password: true })
  .extend({ tipo_documento: z.enum(TIPOS_DOCUMENTO_PERSONA, { error: MSG.tipoDocumentoRequired }), confirmPassword: z.string() });

/** The registration form adds the confirmation, checked on the client only (spec section 5). */
export const registerFormSchema = newAccountFields
  .extend({ email: emailField })
  .refine((v) => v.password === v.confirmPassword, passwordsDoNotMatch);
/** Accepting an invitation as a new person: the invitation already carries the email. */
export const newAccountInvitationFormSchema = newAccountFields.refine(
  (v) => v.password === v.confirmPassword,
  passwordsDoNotMatch,
);
export type RegisterForm = z.input<typeof registerFormSchema>;

export const registerOutput = successOutput.extend({ message: z.string() });

// ---- Users, roles and sessions ---------------------------------------------------------------

export const phRef = z.object({ id: z.string(), nombre: z.string(), identificador: z.string() });
export type PhRef = z.infer<typeof phRef>;

export const roleEntry = z.object({
  rol: z.enum([...ROLES, ...SUPER_USER_ROLES]),
  isSuperUser: z.boolean(),
  ph: phRef.nullable(),
});
export type RoleEntry = z.infer<typeof roleEntry>;

export const sessionUser = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  isSuperUser: z.boolean(),
  superUserRole: z.enum(SUPER_USER_ROLES).nullable(),
  /** Display label of the user's main role (spec section 6). */
  role: z.string(),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const verifyOutput = z.object({ success: z.literal(true), user: sessionUser });
/** What the signed-in person may do across the platform, from the shared policy (policy.ts). */
export const platformCapabilities = z.object({
  /** Platform staff role, or null. */
  plataforma: z.enum(SUPER_USER_ROLES).nullable(),
  /** May create a property (and become its admin). */
  crearPropiedad: z.boolean(),
  /** May open the general administrator panel (/dashboard). */
  panelGeneral: z.boolean(),
});
export type PlatformCapabilities = z.infer<typeof platformCapabilities>;

export const profileOutput = z.object({
  success: z.literal(true),
  user: sessionUser.extend({ tipo_documento: z.string(), numero_documento: z.string(), createdAt: z.string() }),
  roles: z.array(roleEntry),
  capabilities: platformCapabilities,
});
export const userRolesOutput = z.object({ success: z.literal(true), roles: z.array(roleEntry) });
export type UserRolesOutput = z.infer<typeof userRolesOutput>;

// ---- Login ------------------------------------------------------------------------------------

export const loginInput = z.object({
  email: emailField,
  password: passwordField,
  /** Present on a complex's own login (/ph/{identificador}). */
  identificador: z
    .string({ error: MSG.identificadorRequired })
    .trim()
    .toLowerCase()
    .max(40, { error: MSG.identificadorFormat })
    .optional(),
});
export type LoginInput = z.input<typeof loginInput>;

export const ACCESS_TYPES = ['super_user', 'admin'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

export const loginOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ token: z.string(), user: sessionUser }),
  accessType: z.enum(ACCESS_TYPES),
  superUserRole: z.enum(SUPER_USER_ROLES).nullable(),
  hasMultipleRoles: z.boolean(),
  isSuperUser: z.boolean(),
  roles: z.array(roleEntry),
});
export type LoginOutput = z.infer<typeof loginOutput>;

/** A complex's own login (/ph/{identificador}): where someone who used the wrong door is sent. */
export const portalRef = phRef.pick({ identificador: true, nombre: true });
export type PortalRef = z.infer<typeof portalRef>;
/** Extra fields of the 403 for a correct password at the wrong door (never after a wrong password). */
export const wrongDoorFields = z.object({ portales: z.array(portalRef) });

export const resendVerificationInput = z.object({ email: emailField });

// ---- Email verification -----------------------------------------------------------------------

export const verifyEmailInput = z.object({ token: requiredText(MSG.verificationTokenMissing, 200) });
export const verifyEmailOutput = successOutput.extend({ message: z.string() });

// ---- Password recovery ------------------------------------------------------------------------

export const forgotPasswordInput = z.union(
  [z.object({ email: emailField }), z.object({ tipo_documento: tipoDocumentoField, numero_documento: numeroDocumentoField })],
  { error: MSG.invalidInput },
);
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

export const forgotPasswordOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  requiresEmailConfirmation: z.boolean(),
  maskedEmail: z.string().optional(),
});
export type ForgotPasswordOutput = z.infer<typeof forgotPasswordOutput>;

/** Forgot-password form: mode email or document (spec section 2). */
export const forgotByEmailForm = z.object({ email: emailField });
export const forgotByDocumentForm = z.object({
  tipo_documento: tipoDocumentoField,
  numero_documento: numeroDocumentoField,
});

export const resetPasswordInput = z.object({
  token: z.string({ error: MSG.resetTokenMissing }).min(1, { error: MSG.resetTokenMissing }).max(200),
  newPassword: newPasswordField,
});
export const resetPasswordOutput = successOutput.extend({ message: z.string() });

/** Reset form (dialog and page): confirmation checked on the client. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, passwordsDoNotMatch);

export const changePasswordInput = z.object({
  currentPassword: passwordField,
  newPassword: newPasswordField,
});

// ---- Simple answers of the auth procedures ------------------------------------------------------

export const resendVerificationOutput = successOutput.extend({ message: z.string() });
export const changePasswordOutput = successOutput.extend({ message: z.string() });
export const logoutOutput = successOutput.extend({ message: z.string() });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

/**
 * The forgot-password / recovery procedures' input: one object (the REST facade needs an object,
 * not a union) with either `email`, or `tipo_documento` + `numero_documento`. Same rules as
 * forgotPasswordInput; when an email is given, it wins.
 */
export const forgotPasswordRequestInput = z
  .object({
    email: emailField.optional(),
    tipo_documento: tipoDocumentoField.optional(),
    numero_documento: numeroDocumentoField.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.email !== undefined) return;
    if (value.tipo_documento === undefined && value.numero_documento === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.emailRequired });
      return;
    }
    if (value.tipo_documento === undefined)
      ctx.addIssue({ code: 'custom', path: ['tipo_documento'], message: MSG.tipoDocumentoRequired });
    if (value.numero_documento === undefined)
      ctx.addIssue({ code: 'custom', path: ['numero_documento'], message: MSG.numeroDocumentoRequired });
  });
export type ForgotPasswordRequest = z.output<typeof forgotPasswordRequestInput>;
