// Mi Perfil (issue 14 §5): the person's own data, on both facades. Every procedure acts on the
// caller only, so a session is the whole authorisation.
import { z } from 'zod';

import {
  cerrarOtrasOutput,
  emailChangeInput,
  emailChangeOutput,
  MSG,
  perfilSingleOutput,
  perfilUpdateInput,
  preferenciasOutput,
  preferenciasUpdateInput,
  sesionesOutput,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { notificacionesPerfilRouter } from '../preferencias-notificacion/router.ts';
import { getPerfil, updatePerfil } from './datos.ts';
import { requestEmailChange } from './email.ts';
import { getPreferencias, updatePreferencias } from './preferencias.ts';
import { closeOtherSessions, listSessions } from './sesiones.ts';

const tags = ['Mi Perfil'];

// Procedure names: CONTRIBUTING.md, «A module (API)». operationId: the name each route had before the
// nesting (issue 27), so the OpenAPI document does not change.
export const perfilRouter = router({
  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/auth/perfil',
        tags,
        summary: 'Datos de Mi Perfil (nombre, documento, email, teléfono, email pendiente de confirmar)',
      },
    })
    .input(z.void())
    .output(perfilSingleOutput)
    .query(async ({ ctx }) => ({ success: true as const, perfil: await getPerfil(ctx, ctx.actor) })),

  update: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/auth/profile', tags, summary: 'Actualiza el nombre y el teléfono' } })
    .input(perfilUpdateInput)
    .output(perfilSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: MSG.perfilUpdated,
      perfil: await updatePerfil(ctx, ctx.actor, input),
    })),

  email: router({
    update: authedProcedure
      .meta({
        openapi: {
          operationId: 'perfil-changeEmail',
          method: 'POST',
          path: '/auth/email',
          tags,
          summary: 'Cambia el email: envía un enlace al nuevo y el cambio se aplica al abrirlo (POST /auth/verify-email)',
        },
      })
      .input(emailChangeInput)
      .output(emailChangeOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        message: MSG.emailChangeSent,
        emailPendiente: await requestEmailChange(ctx, ctx.actor, input),
      })),
  }),

  sesiones: router({
    list: authedProcedure
      .meta({
        openapi: {
          operationId: 'perfil-sessions',
          method: 'GET',
          path: '/auth/sessions',
          tags,
          summary: 'Sesiones activas de la cuenta (la actual marcada)',
        },
      })
      .input(z.void())
      .output(sesionesOutput)
      .query(async ({ ctx }) => ({ success: true as const, sesiones: await listSessions(ctx, ctx.actor) })),

    cerrarOtras: authedProcedure
      .meta({
        openapi: {
          operationId: 'perfil-closeOtherSessions',
          method: 'POST',
          path: '/auth/sessions/cerrar-otras',
          tags,
          summary: 'Cierra las demás sesiones (la actual sigue abierta)',
        },
      })
      .input(z.void())
      .output(cerrarOtrasOutput)
      .mutation(async ({ ctx }) => ({
        success: true as const,
        message: MSG.otherSessionsClosed,
        cerradas: await closeOtherSessions(ctx, ctx.actor),
      })),
  }),

  preferencias: router({
    get: authedProcedure
      .meta({
        openapi: {
          operationId: 'perfil-preferences',
          method: 'GET',
          path: '/auth/preferencias',
          tags,
          summary: 'Preferencias de notificación',
        },
      })
      .input(z.void())
      .output(preferenciasOutput)
      .query(async ({ ctx }) => ({ success: true as const, preferencias: await getPreferencias(ctx, ctx.actor) })),

    update: authedProcedure
      .meta({
        openapi: {
          operationId: 'perfil-updatePreferences',
          method: 'PUT',
          path: '/auth/preferencias',
          tags,
          summary: 'Guarda las preferencias de notificación (las que no se envían no cambian)',
        },
      })
      .input(preferenciasUpdateInput)
      .output(preferenciasOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        message: MSG.preferenciasUpdated,
        preferencias: await updatePreferencias(ctx, ctx.actor, input),
      })),
  }),
  // Issue 32: the matrix of category × channel and the phone consents.
  notificaciones: notificacionesPerfilRouter,
});
