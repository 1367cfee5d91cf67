// The notification center and web push subscriptions (issue 32). Every procedure acts on the caller's
// own notifications and devices, so a session is the whole authorisation.
import { z } from 'zod';

import {
  NOTIFICACIONES_MSG,
  notificacionesListInput,
  notificacionesListOutput,
  notificacionIdInput,
  notificacionLeidaOutput,
  pushClavePublicaOutput,
  pushSuscripcionDeleteInput,
  pushSuscripcionDeleteOutput,
  pushSuscripcionInput,
  pushSuscripcionOutput,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { listarNotificaciones, marcarLeida, marcarTodasLeidas } from './centro.ts';
import { toNotificacionOutput } from './output.ts';
import { eliminarSuscripcion, suscribirDispositivo } from './suscripciones.ts';
import { clavesVapid } from './vapid.ts';

const tags = ['Notificaciones'];

export const notificacionesRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/notificaciones',
        tags,
        summary: 'Mis notificaciones, de la más reciente a la más antigua, con cuántas faltan por leer',
        description:
          'Paginado por cursor: pase `siguiente` de una página como `antesDe` para pedir la siguiente (null en la última).',
      },
    })
    .input(notificacionesListInput)
    .output(notificacionesListOutput)
    .query(async ({ ctx, input }) => {
      const r = await listarNotificaciones(ctx, ctx.actor, input);
      return { success: true as const, ...r, notificaciones: r.notificaciones.map(toNotificacionOutput) };
    }),

  // Before `/notificaciones/{id}/leida`: the REST dispatcher takes the first route that matches.
  leerTodas: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/notificaciones/leidas',
        tags,
        summary: 'Marca todas mis notificaciones como leídas',
      },
    })
    .input(z.void())
    .output(notificacionLeidaOutput)
    .mutation(async ({ ctx }) => ({
      success: true as const,
      message: NOTIFICACIONES_MSG.todasMarcadas,
      noLeidas: await marcarTodasLeidas(ctx, ctx.actor),
    })),

  leer: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/notificaciones/{id}/leida',
        tags,
        summary: 'Marca una de mis notificaciones como leída',
      },
    })
    .input(notificacionIdInput)
    .output(notificacionLeidaOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: NOTIFICACIONES_MSG.marcada,
      noLeidas: await marcarLeida(ctx, ctx.actor, input.id),
    })),

  push: router({
    clavePublica: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/push/clave-publica',
          tags,
          summary: 'La clave pública VAPID del servidor (applicationServerKey de pushManager.subscribe)',
        },
      })
      .input(z.void())
      .output(pushClavePublicaOutput)
      .query(({ ctx }) => ({ success: true as const, clavePublica: clavesVapid(ctx.config).publicKey })),

    suscripciones: router({
      create: authedProcedure
        .meta({
          openapi: {
            method: 'POST',
            path: '/push/suscripciones',
            tags,
            summary: 'Suscribe este dispositivo a las notificaciones push (el JSON de PushSubscription del navegador)',
            description:
              'El endpoint debe estar en un servicio push permitido (PUSH_ALLOWED_HOSTS: por defecto los de Chrome, Firefox, Edge y Safari); si no, 400 PUSH_ENDPOINT_NO_PERMITIDO.',
          },
        })
        .input(pushSuscripcionInput)
        .output(pushSuscripcionOutput)
        .mutation(async ({ ctx, input }) => {
          await suscribirDispositivo(ctx, ctx.actor, input);
          return { success: true as const, message: NOTIFICACIONES_MSG.suscrito };
        }),

      delete: authedProcedure
        .meta({
          openapi: {
            method: 'DELETE',
            path: '/push/suscripciones',
            tags,
            summary: 'Deja de enviar notificaciones push a este dispositivo (por su endpoint)',
          },
        })
        .input(pushSuscripcionDeleteInput)
        .output(pushSuscripcionDeleteOutput)
        .mutation(async ({ ctx, input }) => ({
          success: true as const,
          message: NOTIFICACIONES_MSG.desuscrito,
          eliminada: await eliminarSuscripcion(ctx, ctx.actor, input.endpoint),
        })),
    }),
  }),
});
