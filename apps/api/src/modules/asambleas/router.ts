import { z } from 'zod';

import {
  adhesionInput,
  adhesionOutput,
  asambleaCancelarInput,
  asambleaConfiguracionInput,
  asambleaConfiguracionOutput,
  asambleaConvocarInput,
  asambleaCreateInput,
  asambleaIdInput,
  asambleaListInput,
  asambleaListOutput,
  asambleaSecretarioInput,
  asambleaSingleOutput,
  asambleaUpdateInput,
  eventoAsambleaSchema,
  eventosTicketOutput,
  evidenciaOutput,
  impugnacionInput,
  impugnacionOutput,
  padronOutput,
  quorumOutput,
  resultadoOutput,
  sinQuorumOutput,
  uuidField,
  votoListInput,
  votoListOutput,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { salidaDeFlujo } from '../../trpc/salida-de-flujo.ts';
import { registrarImpugnacion } from './acta.ts';
import { leerQuorum } from './asistencia.ts';
import {
  actualizarAsamblea,
  adherir,
  cancelarAsamblea,
  cerrarAsamblea,
  convocarAsamblea,
  crearAsamblea,
  declararSinQuorum,
  guardarConfiguracion,
  instalarAsamblea,
  leerPadron,
  obtenerAsamblea,
} from './convocatoria.ts';
import { eventosDeAsamblea } from './eventos/suscripcion.ts';
import { emitirTicket } from './eventos/ticket.ts';
import { listarAsambleas } from './listado.ts';
import { toAsambleaOutput, toVotoOutput } from './output.ts';
import { actaRouter } from './router/acta.ts';
import { asistenciasRouter } from './router/asistencias.ts';
import { mesaRouter } from './router/mesa.ts';
import { poderesRouter } from './router/poderes.ts';
import { puntosRouter } from './router/puntos.ts';
import { tags } from './router/shared.ts';
import { designarSecretario } from './secretario.ts';
import { evidencia, leerResultado, listarVotos } from './votacion.ts';

/** tRPC adds `lastEventId` when a client resumes (see eventos/suscripcion.ts). */
const eventosInput = z.object({ id: uuidField, lastEventId: z.string().max(32).nullish() });

// Procedure names: CONTRIBUTING.md, «A module (API)»; the nested routers of two or more procedures live in
// router/. Procedures keep the order of their routes, and each one renamed by issue 27 keeps its earlier
// operationId, so the OpenAPI document does not change.
export const asambleasRouter = router({
  configuracion: router({
    update: authedProcedure
      .meta({
        openapi: {
          operationId: 'asambleas-configuracion',
          method: 'PUT',
          path: '/ph/{id}/asambleas/configuracion',
          tags,
          summary:
            'Configura las asambleas del conjunto: tope de poderes por apoderado, antelación de las extraordinarias y uso residencial',
        },
      })
      .input(asambleaConfiguracionInput)
      .output(asambleaConfiguracionOutput)
      .mutation(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        configuracion: await guardarConfiguracion(ctx, ctx.actor, id, data),
      })),
  }),

  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ph/{id}/asambleas',
        tags,
        summary: 'Crea una asamblea en borrador con su orden del día (la ponderación de cada punto sale de la ley)',
      },
    })
    .input(asambleaCreateInput)
    .output(asambleaSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      asamblea: toAsambleaOutput(await crearAsamblea(ctx, ctx.actor, id, { id, ...data }), ctx.clock.now()),
    })),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ph/{id}/asambleas',
        tags,
        summary: 'Asambleas del conjunto (los borradores solo para la administración y su autor)',
      },
    })
    .input(asambleaListInput)
    .output(asambleaListOutput)
    .query(async ({ ctx, input: { id, ...filtro } }) => {
      const { total, rows } = await listarAsambleas(ctx, ctx.actor, id, filtro);
      const now = ctx.clock.now();
      return {
        success: true as const,
        asambleas: rows.map((r) => toAsambleaOutput(r, now)),
        total,
        page: filtro.page,
        pageSize: filtro.pageSize,
      };
    }),

  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/asambleas/{id}',
        tags,
        summary: 'Una asamblea con su orden del día, convocatoria y acta',
      },
    })
    .input(asambleaIdInput)
    .output(asambleaSingleOutput)
    .query(async ({ ctx, input }) => ({
      success: true as const,
      asamblea: toAsambleaOutput(await obtenerAsamblea(ctx, ctx.actor, input.id), ctx.clock.now()),
    })),

  update: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/asambleas/{id}',
        tags,
        summary: 'Edita una asamblea en borrador (convocada, el orden del día queda bloqueado: 409)',
      },
    })
    .input(asambleaUpdateInput)
    .output(asambleaSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      asamblea: toAsambleaOutput(await actualizarAsamblea(ctx, ctx.actor, id, data), ctx.clock.now()),
    })),

  convocar: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/asambleas/{id}/convocar',
        tags,
        summary:
          'Convoca la asamblea (plataforma: correo a cada propietario; externo: registra una ya entregada) y congela el padrón',
      },
    })
    .input(asambleaConvocarInput)
    .output(asambleaSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      asamblea: toAsambleaOutput(await convocarAsamblea(ctx, ctx.actor, id, data), ctx.clock.now()),
    })),

  adherir: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/asambleas/{id}/adhesiones',
        tags,
        summary: 'Un propietario se adhiere, por una de sus unidades, a la convocatoria de los propietarios (art. 39)',
      },
    })
    .input(adhesionInput)
    .output(adhesionOutput)
    .mutation(async ({ ctx, input }) => {
      const a = await adherir(ctx, ctx.actor, input.id, input.apartamentoId);
      return {
        success: true as const,
        adhesion: { id: a.id, apartamentoId: a.apartamentoId, createdAt: a.createdAt.toISOString() },
      };
    }),

  padron: router({
    get: authedProcedure
      .meta({
        openapi: {
          operationId: 'asambleas-padron',
          method: 'GET',
          path: '/asambleas/{id}/padron',
          tags,
          summary: 'Padrón de la asamblea: unidades y coeficientes (%) congelados al convocar',
        },
      })
      .input(asambleaIdInput)
      .output(padronOutput)
      .query(async ({ ctx, input }) => ({ success: true as const, padron: await leerPadron(ctx, ctx.actor, input.id) })),
  }),

  instalar: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/asambleas/{id}/instalar',
        tags,
        summary: 'Instala la asamblea desde su hora (409 sin quórum, con las cifras)',
      },
    })
    .input(asambleaIdInput)
    .output(asambleaSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      asamblea: toAsambleaOutput(await instalarAsamblea(ctx, ctx.actor, input.id), ctx.clock.now()),
    })),

  declararSinQuorum: authedProcedure
    .meta({
      openapi: {
        operationId: 'asambleas-sinQuorum',
        method: 'PUT',
        path: '/asambleas/{id}/sin-quorum',
        tags,
        summary: 'Declara la asamblea sin quórum y crea la segunda convocatoria (mismo orden del día, padrón y poderes)',
      },
    })
    .input(asambleaIdInput)
    .output(sinQuorumOutput)
    .mutation(async ({ ctx, input }) => {
      const { asamblea, segunda } = await declararSinQuorum(ctx, ctx.actor, input.id);
      return { success: true as const, asamblea: toAsambleaOutput(asamblea, ctx.clock.now()), segunda };
    }),

  cerrar: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/asambleas/{id}/cerrar',
        tags,
        summary: 'Cierra la asamblea en curso (sin puntos en votación)',
      },
    })
    .input(asambleaIdInput)
    .output(asambleaSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      asamblea: toAsambleaOutput(await cerrarAsamblea(ctx, ctx.actor, input.id), ctx.clock.now()),
    })),

  cancelar: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/asambleas/{id}/cancelar',
        tags,
        summary: 'Cancela una asamblea en borrador o convocada, con motivo',
      },
    })
    .input(asambleaCancelarInput)
    .output(asambleaSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      asamblea: toAsambleaOutput(await cancelarAsamblea(ctx, ctx.actor, input.id, input.motivo), ctx.clock.now()),
    })),

  secretario: router({
    designar: authedProcedure
      .meta({
        openapi: {
          operationId: 'asambleas-secretario',
          method: 'PUT',
          path: '/asambleas/{id}/secretario',
          tags,
          summary:
            'Designa (o retira, con userId null) al secretario de la asamblea, una persona del conjunto con cuenta, que registra los votos de la mesa mientras está en curso (solo la administración; 422 si la persona no pertenece al conjunto; 409 si la asamblea ya terminó)',
          errorResponses: {
            401: 'Sin sesión',
            403: 'Solo la administración del conjunto designa al secretario',
            404: 'La asamblea no existe',
            409: 'La asamblea ya terminó',
            422: 'La persona no tiene un rol en el conjunto, o el id no es válido',
          },
        },
      })
      .input(asambleaSecretarioInput)
      .output(asambleaSingleOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        asamblea: toAsambleaOutput(await designarSecretario(ctx, ctx.actor, input.id, input.userId), ctx.clock.now()),
      })),
  }),

  poderes: poderesRouter,

  asistencias: asistenciasRouter,

  // tRPC only (no REST facade for subscriptions): the REST equivalent is GET /asambleas/{id}/eventos.
  // Authenticated inside (Bearer, or the connection's ticket): see eventos/suscripcion.ts.
  eventos: publicProcedure
    .input(eventosInput)
    .output(salidaDeFlujo(eventoAsambleaSchema))
    .subscription(({ ctx, input, signal }) => eventosDeAsamblea(ctx, input, signal)),

  tickets: router({
    create: authedProcedure
      .meta({
        openapi: {
          operationId: 'asambleas-eventosTicket',
          method: 'POST',
          path: '/asambleas/{id}/eventos/ticket',
          tags,
          summary: 'Ticket de un solo uso (60 s) para abrir GET /asambleas/{id}/eventos sin encabezados (EventSource)',
        },
      })
      .input(asambleaIdInput)
      .output(eventosTicketOutput)
      .mutation(async ({ ctx, input }) => {
        const { ticket, expiraEn } = await emitirTicket(ctx, ctx.actor, input.id);
        return { success: true as const, ticket, expiraEn: expiraEn.toISOString() };
      }),
  }),

  quorum: router({
    get: authedProcedure
      .meta({
        openapi: {
          operationId: 'asambleas-quorum',
          method: 'GET',
          path: '/asambleas/{id}/quorum',
          tags,
          summary: 'Quórum en vivo: coeficiente (%) y unidades presentes sobre el padrón',
        },
      })
      .input(asambleaIdInput)
      .output(quorumOutput)
      .query(async ({ ctx, input }) => ({ success: true as const, quorum: await leerQuorum(ctx, ctx.actor, input.id) })),
  }),

  puntos: puntosRouter,

  mesa: mesaRouter,

  votos: router({
    list: authedProcedure
      .meta({
        openapi: {
          operationId: 'asambleas-votos',
          method: 'GET',
          path: '/puntos/{id}/votos',
          tags,
          summary: 'Votos de un punto (administración y consejo: todos; un propietario: los suyos)',
        },
      })
      .input(votoListInput)
      .output(votoListOutput)
      .query(async ({ ctx, input: { id, ...page } }) => {
        const { total, rows } = await listarVotos(ctx, ctx.actor, id, page);
        return { success: true as const, votos: rows.map(toVotoOutput), total, page: page.page, pageSize: page.pageSize };
      }),
  }),

  resultados: router({
    get: authedProcedure
      .meta({
        openapi: {
          operationId: 'asambleas-resultados',
          method: 'GET',
          path: '/puntos/{id}/resultados',
          tags,
          summary: 'Resultado de un punto (en vivo mientras está abierto: aprobado null)',
        },
      })
      .input(asambleaIdInput)
      .output(resultadoOutput)
      .query(async ({ ctx, input }) => ({ success: true as const, resultado: await leerResultado(ctx, ctx.actor, input.id) })),
  }),

  evidencia: router({
    get: authedProcedure
      .meta({
        openapi: {
          operationId: 'asambleas-evidencia',
          method: 'GET',
          path: '/asambleas/{id}/evidencia',
          tags,
          summary: 'Prueba de la votación (art. 42): votante, unidad, contenido, hora del servidor y cadena de hashes',
        },
      })
      .input(asambleaIdInput)
      .output(evidenciaOutput)
      .query(async ({ ctx, input }) => ({ success: true as const, evidencia: await evidencia(ctx, ctx.actor, input.id) })),
  }),

  acta: actaRouter,

  impugnar: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/asambleas/{id}/impugnaciones',
        tags,
        summary: 'Registra una impugnación judicial de decisiones (art. 49): el acta no queda en firme',
      },
    })
    .input(impugnacionInput)
    .output(impugnacionOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => {
      const { impugnacion, asamblea } = await registrarImpugnacion(ctx, ctx.actor, id, data);
      return {
        success: true as const,
        impugnacion: {
          id: impugnacion.id,
          puntoIds: impugnacion.puntoIds,
          radicado: impugnacion.radicado,
          juzgado: impugnacion.juzgado,
          createdAt: impugnacion.createdAt.toISOString(),
        },
        asamblea: toAsambleaOutput(asamblea, ctx.clock.now()),
      };
    }),
});
