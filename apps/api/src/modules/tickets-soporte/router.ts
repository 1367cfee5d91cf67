// Support tickets (issue 33): an administrator opens them from «Ayuda»; SOPORTE works them from its
// queue; support access to a complex is opened from a ticket and listed to its administrators.
import { z } from 'zod';

import {
  accesoSoporteInput,
  accesoSoporteListOutput,
  accesoSoporteSingleOutput,
  agentesSoporteOutput,
  ticketAsignarInput,
  ticketCreateInput,
  ticketDetailOutput,
  ticketEstadoInput,
  ticketListOutput,
  ticketMensajeInput,
  ticketMensajeSingleOutput,
  ticketPhListInput,
  ticketQueueInput,
  TICKETS_MSG,
  ticketSingleOutput,
  uuidField,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { abrirAccesoSoporte, listAccesosDelConjunto } from './accesos.ts';
import { asignarTicket, listAgentes } from './asignar.ts';
import { createTicket } from './create.ts';
import { cambiarEstadoTicket } from './estado.ts';
import { getTicket } from './get.ts';
import { listCola, listDelConjunto } from './list.ts';
import { createMensaje } from './mensajes.ts';

const tags = ['Soporte'];
const idInput = z.object({ id: uuidField });

export const ticketsSoporteRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/tickets-soporte',
        tags,
        summary: 'Abre un ticket de soporte del conjunto (su administración)',
      },
    })
    .input(ticketCreateInput)
    .output(ticketSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      message: TICKETS_MSG.ticketCreado,
      ticket: await createTicket(ctx, ctx.actor, id, data),
    })),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/tickets-soporte',
        tags,
        summary: 'Los tickets de soporte del conjunto (su administración)',
      },
    })
    .input(ticketPhListInput)
    .output(ticketListOutput)
    .query(async ({ ctx, input: { id, ...page } }) => {
      const { rows, total } = await listDelConjunto(ctx, ctx.actor, id, page);
      return { success: true as const, tickets: rows, total, page: page.page, pageSize: page.pageSize };
    }),

  cola: router({
    list: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/plataforma/tickets',
          tags,
          summary: 'La cola de tickets de soporte con su SLA (soporte y super administrador)',
        },
      })
      .input(ticketQueueInput)
      .output(ticketListOutput)
      .query(async ({ ctx, input }) => {
        const { rows, total } = await listCola(ctx, ctx.actor, input);
        return { success: true as const, tickets: rows, total, page: input.page, pageSize: input.pageSize };
      }),
  }),

  agentes: router({
    list: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/plataforma/tickets/agentes',
          tags,
          summary: 'Las personas del equipo de soporte a quienes se puede asignar un ticket',
        },
      })
      .input(z.void())
      .output(agentesSoporteOutput)
      .query(async ({ ctx }) => ({ success: true as const, agentes: await listAgentes(ctx, ctx.actor) })),
  }),

  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/tickets-soporte/{id}',
        tags,
        summary: 'Un ticket de soporte con su conversación y los accesos de soporte abiertos desde él',
      },
    })
    .input(idInput)
    .output(ticketDetailOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, ...(await getTicket(ctx, ctx.actor, input.id)) })),

  mensajes: router({
    create: authedProcedure
      .meta({
        openapi: {
          method: 'POST',
          path: '/tickets-soporte/{id}/mensajes',
          tags,
          summary: 'Escribe en la conversación del ticket (la respuesta de soporte se envía por correo a la administración)',
        },
      })
      .input(ticketMensajeInput)
      .output(ticketMensajeSingleOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        message: TICKETS_MSG.mensajeEnviado,
        ...(await createMensaje(ctx, ctx.actor, input.id, input.texto)),
      })),
  }),

  cambiarEstado: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/tickets-soporte/{id}/estado',
        tags,
        summary:
          'Cambia el estado del ticket (abierto → en progreso → resuelto → cerrado; la administración puede reabrir uno resuelto)',
      },
    })
    .input(ticketEstadoInput)
    .output(ticketSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: TICKETS_MSG.estadoCambiado,
      ticket: await cambiarEstadoTicket(ctx, ctx.actor, input.id, input.estado),
    })),

  asignar: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/tickets-soporte/{id}/asignado',
        tags,
        summary: 'Asigna el ticket a una persona del equipo de soporte',
      },
    })
    .input(ticketAsignarInput)
    .output(ticketSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: TICKETS_MSG.asignado,
      ticket: await asignarTicket(ctx, ctx.actor, input.id, input.agenteId),
    })),

  accesos: router({
    create: authedProcedure
      .meta({
        openapi: {
          method: 'POST',
          path: '/tickets-soporte/{id}/accesos-soporte',
          tags,
          summary: 'Abre el portal del conjunto del ticket en modo de solo lectura por tiempo limitado (soporte; queda auditado)',
          description:
            'El acceso dura ACCESO_SOPORTE_MINUTOS (120 min). Mientras esté vigente, la API rechaza con 403 (ACCESO_SOPORTE_SOLO_LECTURA) cualquier cambio de esa persona salvo el trabajo de sus tickets; la administración del conjunto ve el acceso en «Accesos de soporte».',
        },
      })
      .input(accesoSoporteInput)
      .output(accesoSoporteSingleOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        message: TICKETS_MSG.accesoAbierto,
        acceso: await abrirAccesoSoporte(ctx, ctx.actor, input.id, input.motivo),
      })),

    list: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/ph/{id}/accesos-soporte',
          tags,
          summary: 'Los accesos de soporte al conjunto: quién, cuándo, hasta cuándo y por qué ticket (su administración)',
        },
      })
      .input(idInput)
      .output(accesoSoporteListOutput)
      .query(async ({ ctx, input }) => ({
        success: true as const,
        accesos: await listAccesosDelConjunto(ctx, ctx.actor, input.id),
      })),
  }),
});
