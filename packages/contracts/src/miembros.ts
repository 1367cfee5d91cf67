// The people who hold a role in a complex, and removing one of their roles (issue 25: leaving means
// leaving). Who may remove what is the shared policy's `roleRemovalRefusal`.
import { z } from 'zod';

import { pageFields, requiredText, uuidField } from './fields.ts';
import { MSG } from './messages.ts';
import { ROLES } from './roles.ts';

/** One row per role a person holds in the complex, by role then name; optionally one role only. */
export const miembroListInput = z.object({
  id: uuidField,
  rol: z.enum(ROLES, { error: MSG.rolInvalid }).optional(),
  ...pageFields,
});

export const miembroOutput = z.object({
  userId: z.string(),
  nombre: z.string(),
  email: z.string(),
  rol: z.enum(ROLES),
  desde: z.string(),
});
export type Miembro = z.infer<typeof miembroOutput>;

export const miembroListOutput = z.object({
  success: z.literal(true),
  miembros: z.array(miembroOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const retirarRolInput = z.object({
  id: uuidField.describe('El conjunto'),
  userId: uuidField.describe('La persona'),
  rol: z.enum(ROLES, { error: MSG.rolInvalid }),
  motivo: requiredText(MSG.motivoRetiroRequired, 500),
});
export type RetirarRolInput = z.input<typeof retirarRolInput>;

/** The form in the web: the person and the role come from the row chosen. */
export const retirarRolForm = retirarRolInput.pick({ motivo: true });
export type RetirarRolForm = z.input<typeof retirarRolForm>;

export const retirarRolOutput = z.object({ success: z.literal(true), message: z.string() });
