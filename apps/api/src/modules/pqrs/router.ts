import {
  phIdInput,
  PQRS_MSG,
  pqrsAsignarInput,
  pqrsComentarioInput,
  pqrsComentarioSingleOutput,
  pqrsCreateInput,
  pqrsDetailOutput,
  pqrsEstadoInput,
  pqrsIdInput,
  pqrsIndicadoresOutput,
  pqrsListInput,
  pqrsListOutput,
  pqrsProrrogaInput,
  pqrsRespuestaInput,
  pqrsSingleOutput,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { toPqrsOrdenResumen } from '../ordenes/output.ts';
import { getPqrs, listPqrs, pqrsIndicadores } from './consultar.ts';
import { toAdjuntoOutput, toComentarioOutput, toEventoOutput, toPqrsOutput } from './output.ts';
import { radicarPqrs } from './radicar.ts';
import { asignarPqrs, cambiarEstado, comentarPqrs, prorrogarPqrs, responderPqrs } from './tramite.ts';

const tags = ['PQRS'];

export const pqrsRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/pqrs',
        tags,
        summary: 'Radica una PQRS (propietario o residente): radicado consecutivo y vencimiento en días hábiles',
      },
    })
    .input(pqrsCreateInput)
    .output(pqrsSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      message: PQRS_MSG.created,
      pqrs: toPqrsOutput(await radicarPqrs(ctx, ctx.actor, id, data), ctx.clock.now()),
    })),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/pqrs',
        tags,
        summary: 'Bandeja de PQRS del conjunto (administración y consejo); los demás ven solo las suyas',
      },
    })
    .input(pqrsListInput)
    .output(pqrsListOutput)
    .query(async ({ ctx, input: { id, ...filtro } }) => {
      const { total, rows } = await listPqrs(ctx, ctx.actor, id, filtro);
      const now = ctx.clock.now();
      return {
        success: true as const,
        pqrs: rows.map((r) => toPqrsOutput(r, now)),
        total,
        page: filtro.page,
        pageSize: filtro.pageSize,
      };
    }),

  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/pqrs/{id}',
        tags,
        summary: 'Una PQRS con sus comentarios y su línea de tiempo (las notas internas solo para la administración)',
      },
    })
    .input(pqrsIdInput)
    .output(pqrsDetailOutput)
    .query(async ({ ctx, input }) => {
      const { pqrs, comentarios, eventos, adjuntos, orden } = await getPqrs(ctx, ctx.actor, input.id);
      return {
        success: true as const,
        pqrs: toPqrsOutput(pqrs, ctx.clock.now()),
        comentarios: comentarios.map(toComentarioOutput),
        eventos: eventos.map(toEventoOutput),
        adjuntos: adjuntos.map(toAdjuntoOutput),
        orden: orden && toPqrsOrdenResumen(orden),
      };
    }),

  comentar: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/pqrs/{id}/comentarios',
        tags,
        summary: 'Comenta una PQRS (interno: nota que el solicitante no ve; 409 si está anulada)',
      },
    })
    .input(pqrsComentarioInput)
    .output(pqrsComentarioSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      comentario: toComentarioOutput(await comentarPqrs(ctx, ctx.actor, input.id, input.texto, input.interno)),
    })),

  estado: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/pqrs/{id}/estado',
        tags,
        summary: 'Cambia el estado de una PQRS (409 si la transición no es válida)',
      },
    })
    .input(pqrsEstadoInput)
    .output(pqrsSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      pqrs: toPqrsOutput(await cambiarEstado(ctx, ctx.actor, input.id, input.estado, input.motivo || undefined), ctx.clock.now()),
    })),

  asignar: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/pqrs/{id}/asignar',
        tags,
        summary: 'Asigna una PQRS a un administrador o a un proveedor del conjunto',
      },
    })
    .input(pqrsAsignarInput)
    .output(pqrsSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      pqrs: toPqrsOutput(await asignarPqrs(ctx, ctx.actor, input.id, input.userId), ctx.clock.now()),
    })),

  responder: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/pqrs/{id}/respuesta',
        tags,
        summary: 'Responde una PQRS (queda respondida y se envía por correo al solicitante)',
      },
    })
    .input(pqrsRespuestaInput)
    .output(pqrsSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: PQRS_MSG.answered,
      pqrs: toPqrsOutput(await responderPqrs(ctx, ctx.actor, input.id, input.texto), ctx.clock.now()),
    })),

  prorroga: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/pqrs/{id}/prorroga',
        tags,
        summary: 'Prorroga una PQRS una vez, antes del vencimiento, con motivo (como máximo el término inicial)',
      },
    })
    .input(pqrsProrrogaInput)
    .output(pqrsSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      pqrs: toPqrsOutput(await prorrogarPqrs(ctx, ctx.actor, input.id, input.dias, input.motivo), ctx.clock.now()),
    })),

  indicadores: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/pqrs/indicadores',
        tags,
        summary: 'Indicadores de PQRS: abiertas por estado, vencidas, días hábiles promedio de respuesta y % en término',
      },
    })
    .input(phIdInput)
    .output(pqrsIndicadoresOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, indicadores: await pqrsIndicadores(ctx, ctx.actor, input.id) })),
});
