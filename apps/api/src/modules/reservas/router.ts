import {
  calendarioInput,
  calendarioOutput,
  disponibilidadInput,
  disponibilidadOutput,
  reservaCancelarInput,
  reservaCierreInput,
  reservaCreateInput,
  reservaIdInput,
  reservaListInput,
  reservaListOutput,
  reservaRechazarInput,
  RESERVAS_MSG,
  reservaSingleOutput,
  zonaCreateInput,
  zonaIdInput,
  zonaListInput,
  zonaListOutput,
  zonaSingleOutput,
  zonaUpdateInput,
} from '@horizonte/contracts';

import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { calendarioDeUnidad } from './calendario.ts';
import { disponibilidad, listReservas } from './consultar.ts';
import { urlDelFeed } from './feed.ts';
import { toReservaOutput, toZonaOutput } from './output.ts';
import { crearReserva } from './reservar.ts';
import { aprobarReserva, cancelarReserva, cerrarReserva, rechazarReserva } from './tramite.ts';
import { createZona, getZona, listZonas, updateZona } from './zonas.ts';

const tags = ['Reservas'];

// Procedure names: CONTRIBUTING.md, «A module (API)». operationId: the name each route had before the
// nesting (issue 27), so the OpenAPI document does not change.
export const reservasRouter = router({
  zonas: router({
    create: authedProcedure
      .meta({
        openapi: {
          operationId: 'reservas-createZona',
          method: 'POST',
          path: '/ph/{id}/zonas',
          tags,
          summary:
            'Crea una zona común con su horario (día ISO 1–7, HH:MM en Bogotá), franjas, anticipación, cupo, tarifa y reglas',
        },
      })
      .input(zonaCreateInput)
      .output(zonaSingleOutput)
      .mutation(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        zona: toZonaOutput(await createZona(ctx, ctx.actor, id, data)),
      })),

    list: authedProcedure
      .meta({
        openapi: {
          operationId: 'reservas-listZonas',
          method: 'GET',
          path: '/ph/{id}/zonas',
          tags,
          summary: 'Zonas comunes del conjunto (propietarios y residentes ven solo las activas)',
        },
      })
      .input(zonaListInput)
      .output(zonaListOutput)
      .query(async ({ ctx, input: { id, ...page } }) => {
        const { rows, total } = await listZonas(ctx, ctx.actor, id, page);
        return { success: true as const, zonas: rows.map(toZonaOutput), total, page: page.page, pageSize: page.pageSize };
      }),

    get: authedProcedure
      .meta({ openapi: { operationId: 'reservas-getZona', method: 'GET', path: '/zonas/{id}', tags, summary: 'Una zona común' } })
      .input(zonaIdInput)
      .output(zonaSingleOutput)
      .query(async ({ ctx, input }) => ({ success: true as const, zona: toZonaOutput(await getZona(ctx, ctx.actor, input.id)) })),

    update: authedProcedure
      .meta({
        openapi: {
          operationId: 'reservas-updateZona',
          method: 'PUT',
          path: '/zonas/{id}',
          tags,
          summary: 'Cambia una zona común (o la desactiva con activa: false)',
        },
      })
      .input(zonaUpdateInput)
      .output(zonaSingleOutput)
      .mutation(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        zona: toZonaOutput(await updateZona(ctx, ctx.actor, id, data)),
      })),
  }),

  disponibilidad: router({
    get: authedProcedure
      .meta({
        openapi: {
          operationId: 'reservas-disponibilidad',
          method: 'GET',
          path: '/zonas/{id}/disponibilidad',
          tags,
          summary: 'Franjas libres y ocupadas de una zona entre desde y hasta (máximo 62 días)',
        },
      })
      .input(disponibilidadInput)
      .output(disponibilidadOutput)
      .query(async ({ ctx, input }) => {
        const { zona, slots } = await disponibilidad(ctx, ctx.actor, input.id, input.desde, input.hasta);
        return { success: true as const, zona: toZonaOutput(zona), slots };
      }),
  }),

  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/zonas/{id}/reservas',
        tags,
        summary: 'Reserva una franja (propietario o residente con el permiso de reservas, para su unidad); 409 si ya está tomada',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(reservaCreateInput)
    .output(reservaSingleOutput)
    // A zone with a tarifa charges the unit: a retried booking must not book (and charge) twice.
    .mutation(
      idempotent(async ({ ctx, input: { id, ...data } }) => {
        const { reserva, token } = await crearReserva(ctx, ctx.actor, id, data);
        return {
          success: true as const,
          message: reserva.estado === 'solicitada' ? RESERVAS_MSG.creadaSolicitada : RESERVAS_MSG.creadaConfirmada,
          reserva: toReservaOutput(reserva),
          calendarioUrl: urlDelFeed(ctx.config, reserva.apartamentoId, token).url,
        };
      }),
    ),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/reservas',
        tags,
        summary:
          'Reservas del conjunto (la administración y el consejo ven todas; propietarios y residentes, las de sus unidades)',
      },
    })
    .input(reservaListInput)
    .output(reservaListOutput)
    .query(async ({ ctx, input: { id, ...filtro } }) => {
      const { rows, total } = await listReservas(ctx, ctx.actor, id, filtro);
      return { success: true as const, reservas: rows.map(toReservaOutput), total, page: filtro.page, pageSize: filtro.pageSize };
    }),

  cancelar: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/reservas/{id}/cancelar',
        tags,
        summary:
          'Cancela una reserva: la unidad hasta la anticipación mínima antes del inicio; la administración en cualquier momento, con motivo',
      },
    })
    .input(reservaCancelarInput)
    .output(reservaSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      reserva: toReservaOutput(await cancelarReserva(ctx, ctx.actor, input.id, input.motivo || undefined)),
    })),

  aprobar: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/reservas/{id}/aprobar',
        tags,
        summary: 'Aprueba una reserva solicitada (la tarifa se carga al estado de cuenta de la unidad)',
      },
    })
    .input(reservaIdInput)
    .output(reservaSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      reserva: toReservaOutput(await aprobarReserva(ctx, ctx.actor, input.id)),
    })),

  rechazar: authedProcedure
    .meta({
      openapi: { method: 'PUT', path: '/reservas/{id}/rechazar', tags, summary: 'Rechaza una reserva solicitada, con motivo' },
    })
    .input(reservaRechazarInput)
    .output(reservaSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      reserva: toReservaOutput(await rechazarReserva(ctx, ctx.actor, input.id, input.motivo)),
    })),

  cerrar: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/reservas/{id}/cierre',
        tags,
        summary: 'Marca una reserva aprobada como cumplida o no_show (después de su inicio)',
      },
    })
    .input(reservaCierreInput)
    .output(reservaSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      reserva: toReservaOutput(await cerrarReserva(ctx, ctx.actor, input.id, input.estado)),
    })),

  calendario: router({
    get: authedProcedure
      .meta({
        openapi: {
          operationId: 'reservas-calendario',
          method: 'GET',
          path: '/apartamentos/{id}/reservas/calendario',
          tags,
          summary: 'Enlace de suscripción al calendario (.ics) de reservas de la unidad, con su clave',
        },
      })
      .input(calendarioInput)
      .output(calendarioOutput)
      .query(async ({ ctx, input }) => ({ success: true as const, ...(await calendarioDeUnidad(ctx, ctx.actor, input.id)) })),
  }),
});
