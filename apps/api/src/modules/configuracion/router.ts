// Configuración del Sistema (issue 33): the values in force, from the constants the server enforces.
import { z } from 'zod';

import { APP_VERSION, configuracionOutput, configuracionVigente, mayReadSystemConfig } from '@horizonte/contracts';

import { fail } from '../../lib/errors.ts';
import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';

export const configuracionRouter = router({
  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/plataforma/configuracion',
        tags: ['Sistema'],
        summary:
          'La configuración en vigor: duración de las sesiones, límites de inicio de sesión, longitud de las contraseñas y enlaces por correo',
        description: 'Cualquier miembro del personal de la plataforma.',
      },
    })
    .input(z.void())
    .output(configuracionOutput)
    .query(({ ctx }) => {
      if (!mayReadSystemConfig(ctx.actor.user.platformRole)) throw fail.forbidden('SIN_ACCESO');
      return { success: true as const, ...configuracionVigente(), version: APP_VERSION };
    }),
});
