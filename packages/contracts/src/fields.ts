/** Field schemas reused across domains, each with its Spanish messages. */
import { z } from 'zod';

import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { TIPOS_DOCUMENTO } from './documents.ts';
import { MSG } from './messages.ts';
import { ROLES } from './roles.ts';

/** A required text field: missing, non-text or blank all answer `message`. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, { error: MSG.textTooLong });
}

/** Emails are trimmed and lowercased everywhere. */
export const emailField = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, { error: MSG.emailRequired, abort: true })
  .max(254, { error: MSG.emailInvalid })
  .pipe(z.email({ error: MSG.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, { error: MSG.passwordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: MSG.passwordMax });

/** Under 6 characters the spec's message; 6–7 characters their own. Common passwords are refused by the server. */
export const newPasswordField = z
  .string({ error: MSG.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: MSG.passwordMin })
  .refine((p) => p.length < PASSWORD_MIN_LENGTH || p.length >= NEW_PASSWORD_MIN_LENGTH, { error: MSG.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MSG.passwordMax });

export const tipoDocumentoField = z.enum(TIPOS_DOCUMENTO, { error: MSG.tipoDocumentoRequired });

export const numeroDocumentoField = requiredText(MSG.numeroDocumentoRequired, 20).regex(/^[A-Za-z0-9-]+$/, {
  error: MSG.numeroDocumentoFormat,
});

export const rolField = z.enum(ROLES, { error: MSG.rolInvalid });

export const uuidField = z.uuid({ error: MSG.invalidId });

export const isoDate = z.string().describe('Fecha ISO 8601');

export const successOutput = z.object({ success: z.literal(true), message: z.string().optional() });
export type SuccessOutput = z.infer<typeof successOutput>;

/** Page parameters of every list (query strings arrive as text on the REST facade). */
export const pageFields = {
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(1).default(1),
  pageSize: z.coerce
    .number({ error: 'El tamaño de página debe ser un número' })
    .int()
    .min(1)
    .max(100, { error: 'El tamaño de página no puede superar 100' })
    .default(20),
};
