// Pagos en línea (issue 28): the complex's gateway, the owner's checkout and its intent, and the
// administration's conciliación. The gateway's webhook and the dev simulator are plain routes (http.ts,
// simulador.ts).
import {
  conciliacionInput,
  conciliacionOutput,
  descuadreResolverInput,
  descuadreSingleOutput,
  intentoCreateInput,
  intentoGetInput,
  intentoSingleOutput,
  opcionesPagoInput,
  opcionesPagoOutput,
  pasarelaConfigInput,
  pasarelaConfigSingleOutput,
  pasarelaGetInput,
} from '@horizonte/contracts';

import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { conciliacion } from './conciliacion.ts';
import { crearIntento } from './crear-intento.ts';
import { getIntento } from './get-intento.ts';
import { opcionesDePago } from './opciones.ts';
import { getPasarela, updatePasarela } from './pasarela.ts';
import { resolverDescuadre } from './resolver-descuadre.ts';

const tags = ['Pagos en línea'];

export const pagosEnLineaRouter = router({
  pasarela: router({
    get: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/ph/{id}/pasarela',
          tags,
          summary: 'Pasarela de pagos del conjunto: llave pública, ambiente y qué secretos están definidos (nunca los secretos)',
        },
      })
      .input(pasarelaGetInput)
      .output(pasarelaConfigSingleOutput)
      .query(async ({ ctx, input }) => ({ success: true as const, pasarela: await getPasarela(ctx, ctx.actor, input.id) })),

    update: authedProcedure
      .meta({
        openapi: {
          method: 'PUT',
          path: '/ph/{id}/pasarela',
          tags,
          summary:
            'Configura la pasarela (Wompi) del conjunto y los datos de transferencia (llave Bre-B, cuenta bancaria). Los secretos solo se escriben: omitidos, se conservan',
        },
      })
      .input(pasarelaConfigInput)
      .output(pasarelaConfigSingleOutput)
      .mutation(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        pasarela: await updatePasarela(ctx, ctx.actor, id, data),
      })),
  }),

  opciones: router({
    get: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/apartamentos/{id}/pagos-en-linea/opciones',
          tags,
          summary:
            'Cómo pagar la unidad: total, rango de un pago en línea, y llave Bre-B o cuenta con la referencia de la unidad',
        },
      })
      .input(opcionesPagoInput)
      .output(opcionesPagoOutput)
      .query(({ ctx, input }) => opcionesDePago(ctx, ctx.actor, input.id)),
  }),

  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/apartamentos/{id}/pagos-en-linea',
        tags,
        summary:
          'Inicia un pago en línea de la unidad (por omisión, el total a pagar) y devuelve la URL de la pasarela; el pago se aplica cuando la pasarela lo aprueba',
        requestHeaders: idempotencyHeaders,
      },
    })
    .input(intentoCreateInput)
    .output(intentoSingleOutput)
    .mutation(
      idempotent(async ({ ctx, input }) => ({
        success: true as const,
        intento: await crearIntento(ctx, ctx.actor, input.id, input.valor),
      })),
    ),

  get: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/pagos-en-linea/{id}',
        tags,
        summary: 'Un pago en línea y su estado (pendiente, aprobado, rechazado, anulado, error, expirado)',
      },
    })
    .input(intentoGetInput)
    .output(intentoSingleOutput)
    .query(async ({ ctx, input }) => ({
      success: true as const,
      intento: await getIntento(ctx, ctx.actor, input.id, input.transaccion),
    })),

  conciliacion: router({
    get: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/ph/{id}/pagos-en-linea/conciliacion',
          tags,
          summary:
            'Conciliación del mes: pagos iniciados, eventos de la pasarela y descuadres (los sin resolver, de cualquier mes)',
        },
      })
      .input(conciliacionInput)
      .output(conciliacionOutput)
      .query(({ ctx, input }) => conciliacion(ctx, ctx.actor, input.id, input.periodo)),
  }),

  descuadres: router({
    resolver: authedProcedure
      .meta({
        openapi: {
          method: 'PUT',
          path: '/pagos-en-linea/descuadres/{id}/resolver',
          tags,
          summary: 'Marca un descuadre de la pasarela como resuelto, con una nota',
        },
      })
      .input(descuadreResolverInput)
      .output(descuadreSingleOutput)
      .mutation(async ({ ctx, input }) => ({
        success: true as const,
        descuadre: await resolverDescuadre(ctx, ctx.actor, input.id, input.nota),
      })),
  }),
});
