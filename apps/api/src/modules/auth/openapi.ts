// The login's 403 in the OpenAPI document: a correct password at the wrong door names the doors
// that admit the person (issue 26 #5); the generated document knows only the success body.
import { z } from 'zod';

import { wrongDoorFields } from '@horizonte/contracts';

const errorFields = { success: { type: 'boolean', const: false }, message: { type: 'string' }, error: { type: 'string' } };

export const loginForbiddenResponse = {
  description:
    'Sin acceso por esta puerta. Solo cuando la contraseña es correcta: `portales` lista los portales de conjunto (/ph/{identificador}) donde la persona sí puede ingresar; también `requiresEmailVerification` si el email no está verificado.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { ...errorFields, ...wrongDoorFieldsSchema().properties, requiresEmailVerification: { type: 'boolean' } },
        required: ['success', 'message', 'error'],
      },
    },
  },
};

function wrongDoorFieldsSchema(): { properties: Record<string, unknown> } {
  return z.toJSONSchema(wrongDoorFields, { target: 'openapi-3.0' }) as { properties: Record<string, unknown> };
}
