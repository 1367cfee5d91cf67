import { z } from 'zod';

import {
  actaOutput,
  actaUpdateInput,
  adhesionInput,
  adhesionOutput,
  archivoOutput,
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
  asistenciaCreateInput,
  asistenciaSingleOutput,
  eventoAsambleaSchema,
  eventosTicketOutput,
  evidenciaOutput,
  impugnacionInput,
  impugnacionOutput,
  padronOutput,
  pageFields,
  poderAceptacionOutput,
  poderCreateInput,
  poderDecisionInput,
  poderListOutput,
  poderSingleOutput,
  poderTokenInput,
  puntoSingleOutput,
  quorumOutput,
  resultadoOutput,
  sinQuorumOutput,
  uuidField,
  votoCreateInput,
  votoListInput,
  votoListOutput,
  votoSingleOutput,
  votosMesaInput,
  votosMesaOutput,
  votosMesaPendientesOutput,
} from '@horizonte/contracts';

import { router } from '../../trpc/init.ts';
import { authedProcedure, heavyReadProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { salidaDeFlujo } from '../../trpc/salida-de-flujo.ts';
import { actaPdf, guardarActa, leerActa, publicarActa, registrarImpugnacion } from './acta.ts';
import { leerQuorum, registrarAsistencia, registrarSalida } from './asistencia.ts';
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
import {
  toAsambleaOutput,
  toAsistenciaOutput,
  toPoderListaOutput,
  toPoderOutput,
  toPuntoOutput,
  toVotoOutput,
} from './output.ts';
import {
  aceptarPoder,
  consultarPoder,
  listarPoderes,
  otorgarPoder,
  rechazarPoder,
  revocarPoder,
  validarPoder,
} from './poderes.ts';
import { designarSecretario } from './secretario.ts';
import { abrirPunto, cerrarPunto, evidencia, leerResultado, listarVotos, votar } from './votacion.ts';
import { leerPendientesDeLaMesa, registrarVotosMesa } from './votos-mesa.ts';

const tags = ['Asambleas'];
const poderListInput = z.object({ id: uuidField, ...pageFields });
/** tRPC adds `lastEventId` when a client resumes (see eventos/suscripcion.ts). */
const eventosInput = z.object({ id: uuidField, lastEventId: z.string().max(32).nullish() });

export const asambleasRouter = router({
  configuracion: authedProcedure
    .meta({
      openapi: {
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

  padron: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/asambleas/{id}/padron',
        tags,
        summary: 'Padrón de la asamblea: unidades y coeficientes (%) congelados al convocar',
      },
    })
    .input(asambleaIdInput)
    .output(padronOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, padron: await leerPadron(ctx, ctx.actor, input.id) })),

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

  sinQuorum: authedProcedure
    .meta({
      openapi: {
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

  secretario: authedProcedure
    .meta({
      openapi: {
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

  otorgarPoder: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/asambleas/{id}/poderes',
        tags,
        summary:
          'Otorga un poder a un correo (desde la cuenta del propietario: validado; en papel: recibido); el apoderado recibe un enlace de un solo uso y el poder no vale hasta que lo acepte',
      },
    })
    .input(poderCreateInput)
    .output(poderSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      poder: toPoderOutput((await otorgarPoder(ctx, ctx.actor, id, data)).poder),
    })),

  consultarPoder: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/poderes/consultar',
        tags,
        summary:
          'Muestra qué poder ofrece el enlace enviado al apoderado (conjunto, asamblea, unidad, poderdante), solo a la cuenta de ese correo',
      },
    })
    .input(poderTokenInput)
    .output(poderAceptacionOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      aceptacion: await consultarPoder(ctx, ctx.actor, input.token),
    })),

  aceptarPoder: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/poderes/aceptar',
        tags,
        summary:
          'Acepta un poder con el enlace de un solo uso: el poder queda ligado a tu cuenta (dentro del tope de poderes por apoderado)',
      },
    })
    .input(poderTokenInput)
    .output(poderSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      poder: toPoderOutput(await aceptarPoder(ctx, ctx.actor, input.token)),
    })),

  poderes: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/asambleas/{id}/poderes',
        tags,
        summary:
          'Poderes de la asamblea (la administración y el consejo: todos; un propietario: los de sus unidades; un apoderado: los que aceptó)',
      },
    })
    .input(poderListInput)
    .output(poderListOutput)
    .query(async ({ ctx, input: { id, ...page } }) => {
      const { total, rows } = await listarPoderes(ctx, ctx.actor, id, page);
      return { success: true as const, poderes: rows.map(toPoderListaOutput), total, page: page.page, pageSize: page.pageSize };
    }),

  validarPoder: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/poderes/{id}/validar', tags, summary: 'Valida un poder en papel recibido' } })
    .input(poderDecisionInput)
    .output(poderSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      poder: toPoderOutput(await validarPoder(ctx, ctx.actor, input.id, input.motivo)),
    })),

  rechazarPoder: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/poderes/{id}/rechazar', tags, summary: 'Rechaza un poder en papel recibido' } })
    .input(poderDecisionInput)
    .output(poderSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      poder: toPoderOutput(await rechazarPoder(ctx, ctx.actor, input.id, input.motivo)),
    })),

  revocarPoder: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/poderes/{id}/revocar',
        tags,
        summary: 'Revoca un poder vigente (el propietario de la unidad o la administración)',
      },
    })
    .input(poderDecisionInput)
    .output(poderSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      poder: toPoderOutput(await revocarPoder(ctx, ctx.actor, input.id, input.motivo)),
    })),

  asistencia: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/asambleas/{id}/asistencias',
        tags,
        summary: 'Registra la asistencia de una unidad (propietario, apoderado o la mesa de registro), desde 2 horas antes',
      },
    })
    .input(asistenciaCreateInput)
    .output(asistenciaSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      asistencia: toAsistenciaOutput(await registrarAsistencia(ctx, ctx.actor, input.id, input.apartamentoId, input.via)),
    })),

  salida: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/asistencias/{id}/salida', tags, summary: 'Registra la salida de quien asiste' } })
    .input(asambleaIdInput)
    .output(asistenciaSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      asistencia: toAsistenciaOutput(await registrarSalida(ctx, ctx.actor, input.id)),
    })),

  // tRPC only (no REST facade for subscriptions): the REST equivalent is GET /asambleas/{id}/eventos.
  // Authenticated inside (Bearer, or the connection's ticket): see eventos/suscripcion.ts.
  eventos: publicProcedure
    .input(eventosInput)
    .output(salidaDeFlujo(eventoAsambleaSchema))
    .subscription(({ ctx, input, signal }) => eventosDeAsamblea(ctx, input, signal)),

  eventosTicket: authedProcedure
    .meta({
      openapi: {
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

  quorum: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/asambleas/{id}/quorum',
        tags,
        summary: 'Quórum en vivo: coeficiente (%) y unidades presentes sobre el padrón',
      },
    })
    .input(asambleaIdInput)
    .output(quorumOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, quorum: await leerQuorum(ctx, ctx.actor, input.id) })),

  abrirPunto: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/puntos/{id}/abrir',
        tags,
        summary: 'Abre la votación de un punto (uno a la vez, asamblea en curso)',
      },
    })
    .input(asambleaIdInput)
    .output(puntoSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      punto: toPuntoOutput(await abrirPunto(ctx, ctx.actor, input.id)),
    })),

  cerrarPunto: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/puntos/{id}/cerrar',
        tags,
        summary: 'Cierra la votación de un punto (fija los presentes al cierre)',
      },
    })
    .input(asambleaIdInput)
    .output(puntoSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      punto: toPuntoOutput(await cerrarPunto(ctx, ctx.actor, input.id)),
    })),

  votar: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/puntos/{id}/votos',
        tags,
        summary: 'Vota un punto por una unidad (propietario o apoderado); el voto es definitivo y devuelve su hash',
      },
    })
    .input(votoCreateInput)
    .output(votoSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: 'Voto registrado. Es definitivo.',
      voto: toVotoOutput(await votar(ctx, ctx.actor, input.id, input.apartamentoId, input.opcion)),
    })),

  votosMesa: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/puntos/{id}/votos-mesa',
        tags,
        summary:
          'La mesa (la administración o el secretario designado) registra los votos de las unidades presentes o representadas (mano alzada o papeleta, uno a uno o en bloque): misma cadena de hashes y un voto por unidad; devuelve los registrados y los rechazados con su motivo',
      },
    })
    .input(votosMesaInput)
    .output(votosMesaOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      ...(await registrarVotosMesa(ctx, ctx.actor, input.id, input.votos)),
    })),

  votosMesaPendientes: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/puntos/{id}/votos-mesa',
        tags,
        summary:
          'Unidades presentes o representadas que aún no votan el punto abierto, con su coeficiente (la lista de la mesa y el aviso antes de cerrar)',
      },
    })
    .input(asambleaIdInput)
    .output(votosMesaPendientesOutput)
    .query(async ({ ctx, input }) => ({
      success: true as const,
      pendientes: await leerPendientesDeLaMesa(ctx, ctx.actor, input.id),
    })),

  votos: authedProcedure
    .meta({
      openapi: {
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

  resultados: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/puntos/{id}/resultados',
        tags,
        summary: 'Resultado de un punto (en vivo mientras está abierto: aprobado null)',
      },
    })
    .input(asambleaIdInput)
    .output(resultadoOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, resultado: await leerResultado(ctx, ctx.actor, input.id) })),

  evidencia: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/asambleas/{id}/evidencia',
        tags,
        summary: 'Prueba de la votación (art. 42): votante, unidad, contenido, hora del servidor y cadena de hashes',
      },
    })
    .input(asambleaIdInput)
    .output(evidenciaOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, evidencia: await evidencia(ctx, ctx.actor, input.id) })),

  acta: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/asambleas/{id}/acta',
        tags,
        summary: 'Acta (art. 47): convocatoria, orden del día, asistentes, quórum y decisiones con su regla',
      },
    })
    .input(asambleaIdInput)
    .output(actaOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, acta: await leerActa(ctx, ctx.actor, input.id) })),

  actaPdf: heavyReadProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/asambleas/{id}/acta.pdf',
        tags,
        summary: 'Acta en PDF («BORRADOR» hasta su publicación)',
      },
    })
    .input(asambleaIdInput)
    .output(archivoOutput)
    .query(async ({ ctx, input }) => ({ success: true as const, archivo: await actaPdf(ctx, ctx.actor, input.id) })),

  actaUpdate: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/asambleas/{id}/acta',
        tags,
        summary: 'Registra el presidente, el secretario y las constancias del acta (asamblea cerrada)',
      },
    })
    .input(actaUpdateInput)
    .output(asambleaSingleOutput)
    .mutation(async ({ ctx, input: { id, ...data } }) => ({
      success: true as const,
      asamblea: toAsambleaOutput(await guardarActa(ctx, ctx.actor, id, data), ctx.clock.now()),
    })),

  publicarActa: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/asambleas/{id}/acta/publicar',
        tags,
        summary: 'Publica el acta (400 sin presidente y secretario): plazos legales y correo con el PDF a cada propietario',
      },
    })
    .input(asambleaIdInput)
    .output(asambleaSingleOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      asamblea: toAsambleaOutput(await publicarActa(ctx, ctx.actor, input.id), ctx.clock.now()),
    })),

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
