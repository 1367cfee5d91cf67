import {
  COMUNICADO_MSG,
  comunicadoCreateInput,
  comunicadoIdInput,
  comunicadoLecturasInput,
  comunicadoLecturasOutput,
  comunicadoListInput,
  comunicadoListOutput,
  comunicadoSingleOutput,
  notificacionesOutput,
  phIdInput,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { crearComunicado } from './crear.ts';
import { lecturasComunicado } from './lecturas.ts';
import { leerComunicado } from './leer.ts';
import { listarComunicados } from './listar.ts';
import { notificaciones } from './notificaciones.ts';
import { toComunicadoOutput } from './output.ts';

const tags = ['Comunicados'];

export const comunicadosRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/comunicados',
        tags,
        summary: 'Publica un comunicado (markdown) para una audiencia; con enviarEmail se envía por correo en lotes',
      },
    })
    .input(comunicadoCreateInput)
    .output(comunicadoSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      message: COMUNICADO_MSG.created,
      comunicado: toComunicadoOutput(await crearComunicado(ctx, ctx.actor, id, data), false),
    })),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/comunicados',
        tags,
        summary: 'Comunicados del conjunto dirigidos a quien consulta (fijados primero)',
      },
    })
    .input(comunicadoListInput)
    .output(comunicadoListOutput)
    .query(async ({ ctx, input: { id, ...page } }) => {
      const { total, noLeidos, rows } = await listarComunicados(ctx, ctx.actor, id, page);
      return {
        success: true as const,
        comunicados: rows.map((r) => toComunicadoOutput(r, r.leido)),
        total,
        noLeidos,
        page: page.page,
        pageSize: page.pageSize,
      };
    }),

  get: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/comunicados/{id}', tags, summary: 'Lee un comunicado (queda registrada la lectura)' },
    })
    .input(comunicadoIdInput)
    .output(comunicadoSingleOutput)
    .query(async ({ ctx, input }) => ({
      success: true as const,
      comunicado: toComunicadoOutput(await leerComunicado(ctx, ctx.actor, input.id), true),
    })),

  lecturas: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/comunicados/{cid}/lecturas',
        tags,
        summary: 'Quién leyó un comunicado: cuántos de cuántos destinatarios',
      },
    })
    .input(comunicadoLecturasInput)
    .output(comunicadoLecturasOutput)
    .query(async ({ ctx, input }) => {
      const { destinatarios, lecturas } = await lecturasComunicado(ctx, ctx.actor, input.id, input.cid);
      return { success: true as const, leidos: lecturas.length, destinatarios, lecturas };
    }),

  notificaciones: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/notificaciones',
        tags,
        summary:
          'La campana: comunicados sin leer, PQRS respondidas, paquetes en portería y las PQRS que esperan a quien consulta (nuevas para la administración, asignadas a la persona)',
      },
    })
    .input(phIdInput)
    .output(notificacionesOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, ...(await notificaciones(ctx, ctx.actor, input.id)) })),
});
