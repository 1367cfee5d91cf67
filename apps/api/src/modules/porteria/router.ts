import {
  accesoCreateInput,
  accesoListInput,
  accesoListOutput,
  accesoSingleOutput,
  autorizacionCreatedOutput,
  autorizacionCreateInput,
  autorizacionListInput,
  autorizacionListOutput,
  autorizacionSingleOutput,
  minutaCreateInput,
  minutaListInput,
  minutaListOutput,
  minutaSingleOutput,
  paqueteCreateInput,
  paqueteEntregarInput,
  paqueteListInput,
  paqueteListOutput,
  paqueteSingleOutput,
  phIdInput,
  PORTERIA_MSG,
  porteriaAjustesInput,
  porteriaAjustesOutput,
  porteriaIdInput,
  porteriaUnidadesOutput,
} from '@horizonte/contracts';

import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { listarAccesos, registrarAcceso, registrarSalida } from './accesos.ts';
import { unidadesDeLaPorteria } from './access.ts';
import { crearAutorizacion, listarAutorizaciones, revocarAutorizacion } from './autorizaciones.ts';
import { escribirMinuta, leerMinuta } from './minuta.ts';
import { toAccesoOutput, toAutorizacionOutput, toMinutaOutput, toPaqueteOutput } from './output.ts';
import { entregarPaquete, listarPaquetes, recibirPaquete } from './paquetes.ts';
import { guardarAjustes, leerAjustes } from './retencion.ts';

const tags = ['Portería'];
const page = <T extends { page: number; pageSize: number }>(input: T) => ({ page: input.page, pageSize: input.pageSize });

// Procedure names: CONTRIBUTING.md, «A module (API)». operationId: the name each route had before the
// nesting (issue 27), so the OpenAPI document does not change.
export const porteriaRouter = router({
  autorizaciones: router({
    create: authedProcedure
      .meta({
        openapi: {
          operationId: 'porteria-autorizar',
          method: 'POST',
          path: '/ph/{id}/autorizaciones',
          tags,
          summary: 'Autoriza un visitante (propietario o residente de la unidad): código de un solo uso y su QR',
        },
      })
      .input(autorizacionCreateInput)
      .output(autorizacionCreatedOutput)
      .mutation(async ({ ctx, input: { id, ...data } }) => {
        const { row, codigo, qr } = await crearAutorizacion(ctx, ctx.actor, id, data);
        return {
          success: true as const,
          message: PORTERIA_MSG.autorizacionCreada,
          autorizacion: { ...toAutorizacionOutput(row, ctx.clock.now()), codigo, qr },
        };
      }),

    list: authedProcedure
      .meta({
        openapi: {
          operationId: 'porteria-autorizaciones',
          method: 'GET',
          path: '/ph/{id}/autorizaciones',
          tags,
          summary: 'Autorizaciones de visitantes (propietarios y residentes: solo las de sus unidades)',
        },
      })
      .input(autorizacionListInput)
      .output(autorizacionListOutput)
      .query(async ({ ctx, input: { id, ...filtro } }) => {
        const { total, rows } = await listarAutorizaciones(ctx, ctx.actor, id, filtro);
        const now = ctx.clock.now();
        return { success: true as const, autorizaciones: rows.map((r) => toAutorizacionOutput(r, now)), total, ...page(filtro) };
      }),

    revocar: authedProcedure
      .meta({
        openapi: {
          operationId: 'porteria-revocar',
          method: 'PUT',
          path: '/autorizaciones/{id}/revocar',
          tags,
          summary: 'Revoca una autorización activa (su código deja de abrir)',
        },
      })
      .input(porteriaIdInput)
      .output(autorizacionSingleOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        autorizacion: toAutorizacionOutput(await revocarAutorizacion(ctx, ctx.actor, input.id), ctx.clock.now()),
      })),
  }),

  accesos: router({
    create: authedProcedure
      .meta({
        openapi: {
          operationId: 'porteria-registrarAcceso',
          method: 'POST',
          path: '/ph/{id}/accesos',
          tags,
          summary: 'Registra un ingreso (portería): con el código de una autorización o un visitante anunciado por citófono',
          requestHeaders: idempotencyHeaders,
        },
      })
      .input(accesoCreateInput)
      .output(accesoSingleOutput)
      .mutation(
        idempotent(async ({ ctx, input: { id, ...data } }) => ({
          success: true as const,
          message: PORTERIA_MSG.accesoRegistrado,
          acceso: toAccesoOutput(await registrarAcceso(ctx, ctx.actor, id, data)),
        })),
      ),

    registrarSalida: authedProcedure
      .meta({
        openapi: {
          operationId: 'porteria-salida',
          method: 'PUT',
          path: '/accesos/{id}/salida',
          tags,
          summary: 'Registra la salida de un visitante',
        },
      })
      .input(porteriaIdInput)
      .output(accesoSingleOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        acceso: toAccesoOutput(await registrarSalida(ctx, ctx.actor, input.id)),
      })),

    list: authedProcedure
      .meta({
        openapi: {
          operationId: 'porteria-accesos',
          method: 'GET',
          path: '/ph/{id}/accesos',
          tags,
          summary: 'Registro de accesos, con búsqueda por nombre, documento, placa o unidad (residentes: solo sus unidades)',
        },
      })
      .input(accesoListInput)
      .output(accesoListOutput)
      .query(async ({ ctx, input: { id, ...filtro } }) => {
        const { total, rows } = await listarAccesos(ctx, ctx.actor, id, filtro);
        return { success: true as const, accesos: rows.map(toAccesoOutput), total, ...page(filtro) };
      }),
  }),

  paquetes: router({
    recibir: authedProcedure
      .meta({
        openapi: {
          operationId: 'porteria-recibirPaquete',
          method: 'POST',
          path: '/ph/{id}/paquetes',
          tags,
          summary: 'Registra un paquete recibido en portería y avisa a la unidad',
          requestHeaders: idempotencyHeaders,
        },
      })
      .input(paqueteCreateInput)
      .output(paqueteSingleOutput)
      .mutation(
        idempotent(async ({ ctx, input: { id, ...data } }) => ({
          success: true as const,
          paquete: toPaqueteOutput(await recibirPaquete(ctx, ctx.actor, id, data)),
        })),
      ),

    list: authedProcedure
      .meta({
        openapi: {
          operationId: 'porteria-paquetes',
          method: 'GET',
          path: '/ph/{id}/paquetes',
          tags,
          summary: 'Paquetes por estado y unidad (residentes: solo los de sus unidades)',
        },
      })
      .input(paqueteListInput)
      .output(paqueteListOutput)
      .query(async ({ ctx, input: { id, ...filtro } }) => {
        const { total, rows } = await listarPaquetes(ctx, ctx.actor, id, filtro);
        return { success: true as const, paquetes: rows.map(toPaqueteOutput), total, ...page(filtro) };
      }),

    entregar: authedProcedure
      .meta({
        openapi: {
          operationId: 'porteria-entregarPaquete',
          method: 'PUT',
          path: '/paquetes/{id}/entregar',
          tags,
          summary: 'Entrega un paquete, firmado con el nombre de quien lo recibe',
        },
      })
      .input(paqueteEntregarInput)
      .output(paqueteSingleOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        paquete: toPaqueteOutput(await entregarPaquete(ctx, ctx.actor, input.id, input.recibidoPor)),
      })),
  }),

  minuta: router({
    create: authedProcedure
      .meta({
        openapi: {
          operationId: 'porteria-escribirMinuta',
          method: 'POST',
          path: '/ph/{id}/minuta',
          tags,
          summary: 'Agrega una entrada a la minuta de portería (no se editan ni se borran: una corrección es una entrada nueva)',
          requestHeaders: idempotencyHeaders,
        },
      })
      .input(minutaCreateInput)
      .output(minutaSingleOutput)
      .mutation(
        idempotent(async ({ ctx, input: { id, ...data } }) => ({
          success: true as const,
          entrada: toMinutaOutput(await escribirMinuta(ctx, ctx.actor, id, data)),
        })),
      ),

    list: authedProcedure
      .meta({
        openapi: {
          operationId: 'porteria-minuta',
          method: 'GET',
          path: '/ph/{id}/minuta',
          tags,
          summary: 'La minuta de portería, la más reciente primero',
        },
      })
      .input(minutaListInput)
      .output(minutaListOutput)
      .query(async ({ ctx, input: { id, ...filtro } }) => {
        const { total, rows } = await leerMinuta(ctx, ctx.actor, id, filtro);
        return { success: true as const, entradas: rows.map(toMinutaOutput), total, ...page(filtro) };
      }),
  }),

  unidades: router({
    list: authedProcedure
      .meta({
        openapi: {
          operationId: 'porteria-unidades',
          method: 'GET',
          path: '/ph/{id}/porteria/unidades',
          tags,
          summary: 'Las unidades del conjunto para registrar visitantes y paquetes (portería)',
        },
      })
      .input(phIdInput)
      .output(porteriaUnidadesOutput)
      .query(async ({ ctx, input }) => ({
        success: true as const,
        unidades: await unidadesDeLaPorteria(ctx.db, ctx.actor.user, input.id),
      })),
  }),

  ajustes: router({
    get: authedProcedure
      .meta({
        openapi: {
          operationId: 'porteria-ajustes',
          method: 'GET',
          path: '/ph/{id}/porteria/ajustes',
          tags,
          summary: 'Días que se conservan los datos de los visitantes antes de anonimizarlos',
        },
      })
      .input(phIdInput)
      .output(porteriaAjustesOutput)
      .query(async ({ ctx, input }) => ({ success: true as const, ajustes: await leerAjustes(ctx, ctx.actor, input.id) })),

    update: authedProcedure
      .meta({
        openapi: {
          operationId: 'porteria-guardarAjustes',
          method: 'PUT',
          path: '/ph/{id}/porteria/ajustes',
          tags,
          summary: 'Cambia la retención de los datos de los visitantes (Ley 1581 de 2012)',
        },
      })
      .input(porteriaAjustesInput)
      .output(porteriaAjustesOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        ajustes: await guardarAjustes(ctx, ctx.actor, input.id, input.retencionDias),
      })),
  }),
});
