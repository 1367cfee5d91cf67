// Mi Perfil's notifications (issue 32): the matrix of preferences and the phone consents, under
// perfil.notificaciones. Each acts on the caller alone, so a session is the whole authorisation.
import { z } from 'zod';

import {
  consentimientoCreateInput,
  consentimientoRetirarInput,
  consentimientoSingleOutput,
  preferenciasNotificacionOutput,
  preferenciasNotificacionUpdateInput,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { updatePreferenciasNotificacion } from './actualizar.ts';
import { otorgarConsentimiento, retirarConsentimiento } from './consentimientos.ts';
import { getPreferenciasNotificacion } from './leer.ts';

const tags = ['Mi Perfil'];

export const notificacionesPerfilRouter = router({
  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/perfil/notificaciones',
        tags,
        summary: 'Qué avisos recibe la persona, por categoría y canal, y sus autorizaciones de SMS/WhatsApp',
        description:
          'Los canales sms y whatsapp aparecen solo cuando la plataforma tiene un proveedor configurado. La convocatoria de asamblea y la cuenta de cobro se envían siempre por correo (correoObligatorio).',
      },
    })
    .input(z.void())
    .output(preferenciasNotificacionOutput)
    .query(async ({ ctx }) => ({
      success: true as const,
      notificaciones: await getPreferenciasNotificacion(ctx, ctx.actor),
    })),

  update: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/perfil/notificaciones',
        tags,
        summary: 'Guarda interruptores de la matriz (las celdas que no se envían no cambian)',
        description:
          'Apagar el correo de una categoría con avisos que exige la ley se guarda para los demás avisos, y la respuesta recuerda que esos siguen llegando por correo. Un canal de teléfono solo se enciende con una autorización vigente.',
        errorResponses: {
          400: 'Un canal que la plataforma no ofrece',
          422: 'Categoría, canal o valor no válidos, o una celda repetida',
          401: 'Sin sesión',
          409: 'SMS o WhatsApp sin una autorización vigente para ese canal',
        },
      },
    })
    .input(preferenciasNotificacionUpdateInput)
    .output(preferenciasNotificacionOutput)
    .mutation(async ({ ctx, input }) => {
      const message = await updatePreferenciasNotificacion(ctx, ctx.actor, input.preferencias);
      return { success: true as const, message, notificaciones: await getPreferenciasNotificacion(ctx, ctx.actor) };
    }),

  consentimientos: router({
    otorgar: authedProcedure
      .meta({
        openapi: {
          method: 'POST',
          path: '/perfil/notificaciones/consentimientos',
          tags,
          summary: 'Autoriza avisos por SMS o WhatsApp a un celular (se guarda el texto aceptado, la fecha y el número)',
          errorResponses: {
            400: 'Un canal que la plataforma no ofrece',
            401: 'Sin sesión',
            422: 'Celular o canal no válidos, o sin aceptar el texto',
          },
        },
      })
      .input(consentimientoCreateInput)
      .output(consentimientoSingleOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        ...(await otorgarConsentimiento(ctx, ctx.actor, input.canal, input.telefono)),
      })),

    revocar: authedProcedure
      .meta({
        openapi: {
          method: 'DELETE',
          path: '/perfil/notificaciones/consentimientos/{canal}',
          tags,
          summary: 'Retira la autorización vigente de un canal (queda registrada con su fecha de retiro)',
          errorResponses: { 401: 'Sin sesión', 404: 'No hay una autorización vigente para ese canal', 422: 'Canal no válido' },
        },
      })
      .input(consentimientoRetirarInput)
      .output(consentimientoSingleOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        ...(await retirarConsentimiento(ctx, ctx.actor, input.canal)),
      })),
  }),
});
