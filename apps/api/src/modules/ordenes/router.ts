// Órdenes de trabajo (issue 29): the board, one orden and its life, the consejo's approvals, the
// owner's rating, the complex's settings and the orden of a PQRS. Evidence files are plain routes (http.ts).
import {
  aprobacionInput,
  calificacionInput,
  configuracionMantenimientoInput,
  configuracionMantenimientoOutput,
  ordenCreateInput,
  ordenDetailOutput,
  ordenEstadoInput,
  ordenIdInput,
  ordenListInput,
  ordenListOutput,
  ordenSingleOutput,
  ordenUpdateInput,
  pqrsOrdenInput,
} from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import type { Actor } from '../access/actor.ts';
import { rolesInProperty } from '../access/guards.ts';
import { accionesDe } from './access.ts';
import { decidirOrden } from './aprobar.ts';
import { calificarOrden } from './calificar.ts';
import { getConfiguracion, updateConfiguracion } from './configuracion.ts';
import { consultarOrden } from './consultar.ts';
import { crearOrden, crearOrdenDesdePqrs } from './crear.ts';
import { editarOrden } from './editar.ts';
import { cambiarEstadoOrden } from './estado.ts';
import { listarOrdenes } from './listar.ts';
import {
  toAdjuntoMantenimientoOutput,
  toOrdenAprobacionOutput,
  toOrdenEventoOutput,
  toOrdenOutput,
  type OrdenRow,
} from './output.ts';

const tags = ['Mantenimiento'];

/** One orden after a write, with what the caller may do with it now. */
async function unaOrden(deps: Deps, actor: Actor, r: { orden: OrdenRow; aprobacionesRequeridas: number }) {
  const roles = await rolesInProperty(deps.db, actor.user, r.orden.phId);
  return {
    success: true as const,
    orden: toOrdenOutput(r.orden, r.aprobacionesRequeridas, accionesDe(actor.user, roles, r.orden)),
  };
}

export const ordenesRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/ordenes',
        tags,
        summary:
          'Abre una orden de trabajo (consecutivo por conjunto). Si el costo estimado supera el monto del conjunto, espera la aprobación del consejo antes de asignarse',
      },
    })
    .input(ordenCreateInput)
    .output(ordenSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => unaOrden(ctx, ctx.actor, await crearOrden(ctx, ctx.actor, id, data))),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/ordenes',
        tags,
        summary:
          'Órdenes de trabajo del conjunto, las más recientes primero (filtro por estado). Un proveedor ve solo las de su empresa',
      },
    })
    .input(ordenListInput)
    .output(ordenListOutput)
    .query(async ({ ctx, input: { id, ...filtro } }) => {
      const { total, ordenes, aprobacionesRequeridas } = await listarOrdenes(ctx, ctx.actor, id, filtro);
      return {
        success: true as const,
        ordenes: ordenes.map(({ orden, acciones }) => toOrdenOutput(orden, aprobacionesRequeridas, acciones)),
        total,
        page: filtro.page,
        pageSize: filtro.pageSize,
      };
    }),

  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ordenes/{id}',
        tags,
        summary:
          'Una orden de trabajo con su historial, las decisiones del consejo, la evidencia y lo que quien consulta puede hacer',
      },
    })
    .input(ordenIdInput)
    .output(ordenDetailOutput)
    .query(async ({ ctx, input }) => {
      const r = await consultarOrden(ctx, ctx.actor, input.id);
      return {
        success: true as const,
        orden: toOrdenOutput(r.orden, r.aprobacionesRequeridas, r.acciones),
        eventos: r.eventos.map(toOrdenEventoOutput),
        aprobaciones: r.aprobaciones.map(toOrdenAprobacionOutput),
        adjuntos: r.adjuntos.map(toAdjuntoMantenimientoOutput),
        asignables: r.asignables,
      };
    }),

  update: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/ordenes/{id}',
        tags,
        summary: 'Corrige una orden abierta o en trabajo (título, prioridad, activo, fecha límite, costo estimado)',
      },
    })
    .input(ordenUpdateInput)
    .output(ordenSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => unaOrden(ctx, ctx.actor, await editarOrden(ctx, ctx.actor, id, data))),

  estado: router({
    update: authedProcedure
      .meta({
        openapi: {
          method: 'PUT',
          path: '/ordenes/{id}/estado',
          tags,
          summary:
            'Cambia el estado de una orden: abierta → asignada (proveedorId) → en_curso → terminada (costoReal) → verificada, o cancelada (motivo). Transición no permitida: 409',
        },
      })
      .input(ordenEstadoInput)
      .output(ordenSingleOutput)
      .mutation(async ({ ctx, input: { id, ...data } }) =>
        unaOrden(ctx, ctx.actor, await cambiarEstadoOrden(ctx, ctx.actor, id, data)),
      ),
  }),

  aprobaciones: router({
    create: authedProcedure
      .meta({
        openapi: {
          method: 'POST',
          path: '/ordenes/{id}/aprobaciones',
          tags,
          summary:
            'Un miembro del consejo aprueba o rechaza (con comentario) una orden que supera el monto de aprobación; una vez cada uno',
        },
      })
      .input(aprobacionInput)
      .output(ordenSingleOutput)
      .mutation(async ({ ctx, input }) =>
        unaOrden(ctx, ctx.actor, await decidirOrden(ctx, ctx.actor, input.id, input.decision, input.comentario)),
      ),
  }),

  calificar: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/ordenes/{id}/calificacion',
        tags,
        summary: 'Quien radicó la PQRS califica (1 a 5) el trabajo de su orden, una vez verificada y una sola vez',
      },
    })
    .input(calificacionInput)
    .output(ordenSingleOutput)
    .mutation(async ({ ctx, input }) =>
      unaOrden(ctx, ctx.actor, await calificarOrden(ctx, ctx.actor, input.id, input.calificacion, input.comentario)),
    ),

  configuracion: router({
    get: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/ph/{id}/mantenimiento/configuracion',
          tags,
          summary:
            'Monto sobre el cual una orden necesita al consejo, cuántos miembros deben aprobarla y días de anticipación del plan',
        },
      })
      .input(ordenIdInput)
      .output(configuracionMantenimientoOutput)
      .query(async ({ ctx, input }) => ({
        success: true as const,
        configuracion: await getConfiguracion(ctx, ctx.actor, input.id),
      })),

    update: authedProcedure
      .meta({
        openapi: {
          method: 'PUT',
          path: '/ph/{id}/mantenimiento/configuracion',
          tags,
          summary:
            'Configura el monto de aprobación del consejo (vacío: ninguna orden lo requiere), las aprobaciones requeridas y los días de anticipación',
        },
      })
      .input(configuracionMantenimientoInput)
      .output(configuracionMantenimientoOutput)
      .mutation(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        configuracion: await updateConfiguracion(ctx, ctx.actor, id, data),
      })),
  }),

  pqrs: router({
    create: authedProcedure
      .meta({
        openapi: {
          method: 'POST',
          path: '/pqrs/{id}/orden',
          tags,
          summary: 'Abre la orden de trabajo de una PQRS (una por PQRS; la PQRS muestra su orden y su avance a quien la radicó)',
        },
      })
      .input(pqrsOrdenInput)
      .output(ordenSingleOutput)
      .mutation(async ({ ctx, input: { id, ...data } }) =>
        unaOrden(ctx, ctx.actor, await crearOrdenDesdePqrs(ctx, ctx.actor, id, data)),
      ),
  }),
});
